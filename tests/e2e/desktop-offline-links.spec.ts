import crypto from 'node:crypto';
import { aDemand, aDemandWithCandidates } from '@alinhavo/test-support/builders';
import { aClient, anApprovedProvider, backendOf } from './builders';
import { expect, expectNoTokenInPage, signInOnDesktop, test } from './desktop-fixtures';

test.describe('app desktop: offline e links', () => {
  test('sem rede, o app reabre com os últimos dados e a hora da sincronização', async ({
    desktop,
    server,
    smtp,
  }) => {
    const [client, provider] = await Promise.all([
      aClient(server, smtp),
      anApprovedProvider(server, smtp, 'Facção Agulha de Ouro'),
    ]);
    const title = `Bermudas em sarja ${Date.now()}`;
    await aDemand(backendOf(server, smtp), client, { title });

    let app = await desktop.launch();
    await signInOnDesktop(app, provider);
    await app.page.getByRole('link', { name: 'Oportunidades' }).click();
    await expect(app.page.getByText(title)).toBeVisible();

    // The office's line drops; the app is closed and opened again.
    app = await desktop.launch({ offline: true });
    await expect(app.page).toHaveURL(/\/app/);
    await app.page.getByRole('link', { name: 'Oportunidades' }).click();
    await expect(app.page.getByText('Você está offline')).toBeVisible();
    await expect(
      app.page.getByText(/^Mostrando os dados salvos neste aparelho em \d{2}\/\d{2}\/\d{4}/),
    ).toBeVisible();
    await expect(app.page.getByText(title)).toBeVisible();
    // Still signed in: the main process kept the session it could not renew.
    await expect(app.page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeVisible();

    // Back online, the app syncs by itself: the notice goes once the list is the server's again.
    await app.setOffline(false);
    await expect(app.page.getByText(/^Mostrando os dados salvos neste aparelho/)).toHaveCount(0);
    await expect(app.page.getByText('Você está offline')).toHaveCount(0);
    await expect(app.page.getByText(title)).toBeVisible();
    await expectNoTokenInPage(app, desktop.machine);
  });

  test('uma mensagem escrita sem rede sai uma vez só quando a rede volta', async ({
    desktop,
    server,
    smtp,
  }) => {
    const [client, provider] = await Promise.all([
      aClient(server, smtp),
      anApprovedProvider(server, smtp, 'Facção Fio de Prata'),
    ]);
    const demandId = await aDemandWithCandidates(backendOf(server, smtp), client, [provider], {
      title: `Vestidos de linho ${Date.now()}`,
    });
    const started = await provider.api.send<{ conversation: { id: string } }>(
      'POST',
      '/conversations/',
      { participant_ids: [client.id], demand_id: demandId },
    );
    const conversationId = started.conversation.id;

    const app = await desktop.launch();
    await signInOnDesktop(app, provider);
    await app.open(`/app/mensagens?conversa=${conversationId}`);
    const box = app.page.getByRole('textbox', { name: 'Mensagem' });
    await expect(box).toBeVisible();
    await expect.poll(() => app.realtimeConnects()).toBeGreaterThan(0);

    await app.setOffline(true);
    const text = `Cortes prontos, envio amanhã ${Date.now()}`;
    await box.fill(text);
    await app.page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(app.page.getByText('Aguardando conexão')).toBeVisible();

    await app.setOffline(false);
    await expect(app.page.getByText('Aguardando conexão')).toHaveCount(0);
    const sent = async () => {
      const list = await client.api.send<{ messages: { content: string }[] }>(
        'GET',
        `/conversations/${conversationId}/messages/`,
      );
      return list.messages.filter((m) => m.content === text).length;
    };
    await expect.poll(sent).toBe(1);
    // Reopened, the app sends nothing again: the outbox emptied when the server took it.
    const again = await desktop.launch();
    await again.open(`/app/mensagens?conversa=${conversationId}`);
    // One bubble in the thread (the list's preview is the other copy of the text on screen).
    await expect(again.page.getByText(text, { exact: true })).toHaveCount(1);
    expect(await sent()).toBe(1);
  });

  test('uma etapa de lote registrada sem rede é aplicada uma vez só quando a rede volta', async ({
    desktop,
    server,
    smtp,
  }) => {
    const backend = backendOf(server, smtp);
    const [client, provider] = await Promise.all([
      aClient(server, smtp),
      anApprovedProvider(server, smtp, 'Facção Linha Firme'),
    ]);
    const title = `Blusas em lotes ${Date.now()}`;
    const demandId = await aDemandWithCandidates(backend, client, [provider], { title });
    await client.api.send('PATCH', `/demands/${demandId}/`, {
      chosen_professional_id: provider.id,
    });
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    await client.api.send('POST', `/demands/${demandId}/lots/`, {
      client_id: crypto.randomUUID(),
      quantity: 120,
      items: 'Corte de 120 blusas.',
      sent_on: today,
      expected_return: today,
    });

    const app = await desktop.launch();
    await signInOnDesktop(app, provider);
    const production = app.page.getByRole('region', { name: 'Lotes em produção' });
    await production.getByRole('button', { name: /^Lote 1 de / }).click();
    const job = app.page.getByRole('dialog', { name: title });
    const lot = job.getByTestId('lote-1');
    await expect(lot).toBeVisible();
    await expect.poll(() => app.realtimeConnects()).toBeGreaterThan(0);

    await app.setOffline(true);
    await lot.getByRole('button', { name: 'Registrar: Recebido pela facção' }).click();
    const form = app.page.getByRole('dialog', { name: 'Registrar: Recebido pela facção' });
    await form.getByRole('button', { name: 'Registrar' }).click();
    await expect(form).toBeHidden();
    await expect(lot.getByText(/^Aguardando conexão/)).toBeVisible();

    await app.setOffline(false);
    await expect(lot.getByText(/^Aguardando conexão/)).toHaveCount(0);
    await expect(lot.getByText('Recebidas: 120')).toBeVisible();
    const lots = await client.api.send<{ events: { step: string }[] }[]>(
      'GET',
      `/demands/${demandId}/lots/`,
    );
    expect(lots.map((l) => l.events.map((e) => e.step))).toEqual([['ENVIADO', 'RECEBIDO']]);
  });

  test('links externos saem só pela lista permitida; navegar para outra origem é recusado', async ({
    desktop,
    server,
    smtp,
  }) => {
    const client = await aClient(server, smtp);
    const app = await desktop.launch();
    await signInOnDesktop(app, client);

    // WhatsApp support: the main process hands wa.me to the system browser.
    await app.page.getByRole('button', { name: 'Falar com Suporte' }).click();
    await expect
      .poll(() => desktop.machine.shell.map((call) => call.kind === 'openExternal' && call.url))
      .toEqual([expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/)]);

    // The page asks for a mailto and for a host off the list: only the mailto leaves.
    const asked = await app.page.evaluate(async () => [
      await window.desktop?.invoke('shell:open-external', 'mailto:contato@alinhavo.com.br'),
      await window.desktop?.invoke('shell:open-external', 'https://exemplo-malicioso.com/'),
    ]);
    expect(asked).toEqual([true, false]);
    expect(desktop.machine.shell.map((call) => call.kind === 'openExternal' && call.url)).toEqual([
      expect.stringMatching(/^https:\/\/wa\.me\//),
      'mailto:contato@alinhavo.com.br',
    ]);

    // A script in the page sends the window elsewhere: the navigation never happens.
    const before = app.page.url();
    const refused = app.page.waitForEvent('requestfailed', (request) =>
      request.url().startsWith('https://exemplo-malicioso.com/'),
    );
    await app.page.evaluate(() => {
      location.href = 'https://exemplo-malicioso.com/entrar';
    });
    await refused;
    expect(app.page.url()).toBe(before);
    await expect(app.page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeVisible();
    expect(desktop.machine.shell).toHaveLength(2);
  });
});
