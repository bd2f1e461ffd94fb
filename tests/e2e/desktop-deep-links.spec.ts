import crypto from 'node:crypto';
import { aDemand, aDemandWithCandidates } from '@alinhavo/test-support/builders';
import { aClient, anApprovedProvider, backendOf } from './builders';
import { expect, signInOnDesktop, test } from './desktop-fixtures';
import { screenshot } from './fixtures';

test.describe('app desktop: links alinhavo:// e notificações nativas', () => {
  test('um link abre o app na demanda; um link para o que não se vê não mostra nada dela; o clique numa notificação abre a tela dela', async ({
    desktop,
    server,
    smtp,
  }) => {
    const [client, provider] = await Promise.all([
      aClient(server, smtp),
      anApprovedProvider(server, smtp, 'Facção Linha Reta'),
    ]);
    const title = `Saias plissadas ${Date.now()}`;
    const demandId = await aDemand(backendOf(server, smtp), client, { title });
    const app = await desktop.launch();
    await signInOnDesktop(app, provider);

    // A link clicked in an e-mail or a chat while the app runs: the second launch hands it over.
    await app.secondInstance(['/opt/Alinhavo/alinhavo', `alinhavo://demanda/${demandId}`]);
    await expect(app.page.getByRole('dialog', { name: title })).toBeVisible();

    const nobodys = crypto.randomUUID();
    await app.secondInstance(['/opt/Alinhavo/alinhavo', `alinhavo://demanda/${nobodys}`]);
    await expect(app.page).toHaveURL(new RegExp(`demanda=${nobodys}`));
    // The details dialog opens on it and shows the app's own not-found (the server answered
    // 404), nothing of anyone's demand and nothing to try again.
    const unknown = app.page.getByRole('dialog', { name: 'Detalhes da demanda' });
    await expect(unknown.getByText('Página não encontrada')).toBeVisible();
    await expect(unknown.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);

    // A notice while the person is in another program: shown, and its click opens the demand.
    await app.open('/app');
    app.setFocused(false);
    const notice = {
      kind: 'selection' as const,
      title: 'Você foi selecionada',
      body: title,
      target: { kind: 'demanda' as const, id: demandId },
    };
    expect(await app.page.evaluate((n) => window.desktop?.invoke('notify:show', n), notice)).toBe(
      true,
    );
    expect(app.notifications.map(({ title: t, body }) => ({ title: t, body }))).toEqual([
      { title: 'Você foi selecionada', body: title },
    ]);
    app.notifications[0]?.click();
    await expect(app.page.getByRole('dialog', { name: title })).toBeVisible();

    // Back in the window (the click focused it): no native notice over the page's own toast.
    expect(await app.page.evaluate((n) => window.desktop?.invoke('notify:show', n), notice)).toBe(
      false,
    );
    // A kind turned off in Conta stays quiet on this computer even with the window behind others.
    await app.open('/app/perfil');
    await app.page.getByRole('tab', { name: 'Conta' }).click();
    const card = app.page.getByRole('region', { name: 'Notificações neste computador' });
    const selection = card.getByRole('switch', { name: 'Escolha em uma demanda' });
    await expect(selection).toBeChecked();
    await selection.click();
    await expect(app.page.getByText('Preferência salva.')).toBeVisible();
    await expect(selection).not.toBeChecked();
    await card.scrollIntoViewIfNeeded();
    await screenshot(app.page, 'desktop-conta-notificacoes');
    app.setFocused(false);
    expect(await app.page.evaluate((n) => window.desktop?.invoke('notify:show', n), notice)).toBe(
      false,
    );
    expect(app.notifications).toHaveLength(1);
  });

  test('a facção escolhida numa demanda recebe a notificação nativa com o app em segundo plano; o clique abre a demanda', async ({
    desktop,
    server,
    smtp,
  }) => {
    const [client, provider] = await Promise.all([
      aClient(server, smtp),
      anApprovedProvider(server, smtp, 'Facção Ponto Cruz'),
    ]);
    const title = `Jaquetas jeans ${Date.now()}`;
    const demandId = await aDemandWithCandidates(backendOf(server, smtp), client, [provider], {
      title,
    });
    const app = await desktop.launch();
    await signInOnDesktop(app, provider);
    await expect(app.page.getByRole('heading', { name: /^Olá/ })).toBeVisible();
    // Listening: an event sent before the socket is up is only synced, never notified.
    await expect.poll(() => app.realtimeConnects()).toBeGreaterThan(0);

    // The person is in another program when the client chooses them.
    app.setFocused(false);
    await client.api.send('PATCH', `/demands/${demandId}/`, {
      chosen_professional_id: provider.id,
    });
    await expect.poll(() => app.notifications.length).toBe(1);
    expect(app.notifications[0]?.body).toContain(title);
    app.notifications[0]?.click();
    await expect(app.page).toHaveURL(new RegExp(`demanda=${demandId}`));
    await expect(app.page.getByRole('dialog', { name: title })).toBeVisible();
  });
});
