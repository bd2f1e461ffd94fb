import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { aClient, anApprovedProvider } from './builders';
import { chooseMany, expect, expectNoHorizontalOverflow, choose, signIn, test } from './fixtures';

/*
 * Provider search (spec §2 'Provider search (client)'). Needs the server side of the
 * search (GET /user/professionals/search/ and /user/professionals/{id}/), built on another branch:
 * run after both are merged.
 *
 * The client here is on the Plano Básico (no test-only way to make a client PRO exists on this
 * branch), so it filters by service and state; the two-cities step needs the Plano Pro.
 */

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Phones fold the filters behind 'Filtros': open them when the toggle is what shows. */
async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filtros/ });
  const service = page.getByRole('combobox', { name: 'Tipo de Serviço', exact: true });
  await expect
    .poll(async () => (await toggle.isVisible()) || (await service.isVisible()), {
      timeout: 30_000,
    })
    .toBe(true);
  if (await toggle.isVisible()) await toggle.click();
  await expect(service).toBeVisible();
}

test.describe('busca de profissionais', () => {
  test('cliente filtra por serviço e estado, abre um perfil, pode avaliar quem escolheu e inicia uma conversa', async ({
    page,
    server,
    smtp,
    shot,
  }) => {
    const stamp = Date.now();
    const name = `Facção Ponto Certo ${stamp}`;
    const elsewhere = `Ateliê Ilha da Magia ${stamp}`;
    const [client, provider, other] = await Promise.all([
      // São Paulo/SP (the builders' profile): the search starts in SP.
      aClient(server, smtp, 'Ateliê Flor de Lis'),
      anApprovedProvider(server, smtp, name),
      anApprovedProvider(server, smtp, elsewhere),
    ]);
    // Another state: out of the client's results once Estado is SP.
    await other.api.send('PATCH', '/user/profile/', { city: 'Florianópolis', uf: 'SC' });

    // The client worked with the provider: chosen on one of the client's demands.
    const demand = await client.api.send<{ id: string }>('POST', '/demands/', {
      title: `Costura de 300 camisetas ${stamp}`,
      description: 'Camisetas básicas em malha penteada, aviamentos fornecidos pela marca.',
      service: 1,
      area: 1,
      specialty: 1,
      availability: 2,
      amount: 300,
    });
    await provider.api.send('POST', `/demands/${demand.id}/interest/`, {});
    await client.api.send('PATCH', `/demands/${demand.id}/`, {
      chosen_professional_id: provider.id,
    });

    await signIn(page, client);
    await page.goto('/app/buscar-profissionais');
    await expect(
      page.getByRole('heading', { name: 'Encontre o prestador ideal para a sua demanda' }),
    ).toBeVisible();

    // The automatic first search: the client's state is chosen, both providers are not shown.
    await showFilters(page);
    await expect(page.getByRole('button', { name: 'Remover SP' })).toBeVisible();
    await expect(card(page, name)).toBeVisible({ timeout: 30_000 });
    await expect(card(page, elsewhere)).toHaveCount(0);

    // Plano Básico: text, Tipo de Serviço and Estado; the rest waits for the Plano Pro.
    await expect(page.getByRole('combobox', { name: 'Cidade', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Cidade: disponível no Plano Pro' }).click();
    await expect(
      page.getByText('Os filtros avançados estão disponíveis no Plano Pro.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      page.getByText(/Você ainda pode abrir \d+ perfis? completos? este mês/),
    ).toBeVisible();

    // Service and state, chosen by hand, then Buscar Prestadores.
    await chooseMany(page, 'Tipo de Serviço', ['Costura / Facção']);
    const spPill = page.getByRole('button', { name: 'Remover SP' });
    await spPill.click();
    await expect(spPill).toHaveCount(0);
    // Under load the list near the bottom of a 390 px screen can flip above the field between
    // Playwright's aim and its click, which then lands beside 'São Paulo' (seen in a run
    // beside a busy core). Pick again only while the state is not chosen: a second click
    // on a chosen option would remove it.
    await expect(async () => {
      if (await spPill.isVisible()) return;
      await page.keyboard.press('Escape');
      await choose(page, 'Estado', 'São Paulo');
      await expect(spPill).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Buscar Prestadores' }).click();
    const found = card(page, name);
    await expect(found).toBeVisible();
    await expect(found.getByText('São Paulo/SP')).toBeVisible();
    await expect(found.getByText('Costura / Facção')).toBeVisible();
    await expect(card(page, elsewhere)).toHaveCount(0);
    await expect(page.getByText(/^\d+ profissiona(l|is)$/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot('busca-profissionais');
    await expectAccessible(page, 'busca de profissionais (resultados)');

    // The full profile.
    await found.getByRole('button', { name: 'Ver perfil' }).click();
    // The modal opens under the pointer: a button it leaves hovered (a red 'subtle' one once, at
    // 3.75:1) is not what the audit below is about.
    await page.mouse.move(0, 0);
    const profile = page.getByRole('dialog', { name: 'Perfil do profissional' });
    // Direct contact is PRO's: a Basic client sees where the e-mail is, not the e-mail.
    await expect(profile.getByText('Disponível no Plano Pro')).toBeVisible();
    await expect(profile.getByText(provider.email)).toHaveCount(0);
    await expect(profile.getByText('Máquina Reta Industrial')).toBeVisible();
    await expect(profile.getByText('12 anos', { exact: true })).toBeVisible();
    await expect(profile.getByText('300 peças')).toBeVisible();
    await shot('busca-perfil');
    await expectAccessible(page, 'perfil do profissional (busca)');

    // Rating from this modal is covered by ProfessionalProfileModal.test.tsx and the server's
    // rating rules; here the client may rate the provider it chose.
    await expect(profile.getByRole('button', { name: 'Avaliar' })).toBeVisible();

    // Conversar opens Mensagens with that conversation selected.
    await profile.getByRole('button', { name: 'Conversar' }).click();
    await expect(page).toHaveURL(/\/app\/mensagens\?conversa=/);
    await expect(page.getByText(name).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
