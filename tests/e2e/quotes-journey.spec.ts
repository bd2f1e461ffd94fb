import type { Page } from '@playwright/test';
import * as build from '@alinhavo/test-support/builders';
import { expectAccessible } from './a11y';
import { aClient, anApprovedProvider, backendOf } from './builders';
import {
  anotherDevice,
  cardAction,
  choose,
  expect,
  expectNoHorizontalOverflow,
  screenshot,
  signIn,
  test,
} from './fixtures';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const selectButtons = (page: Page) =>
  page
    .getByRole('dialog', { name: /Candidatos Interessados/ })
    .getByRole('button', { name: /^Selecionar / });

test.describe('propostas com preço', () => {
  test('dois profissionais enviam proposta; o cliente compara, ordena e escolhe a mais barata; a proposta congelada aparece para os dois', async ({
    page,
    browser,
    server,
    smtp,
    shot,
  }, testInfo) => {
    const backend = backendOf(server, smtp);
    const [client, cheaper, dearer] = await Promise.all([
      aClient(server, smtp, 'Marca Sol de Inverno'),
      anApprovedProvider(server, smtp, 'Facção Ponto Firme'),
      anApprovedProvider(server, smtp, 'Ateliê Linha Boa'),
    ]);
    const title = `Camisetas em malha ${Date.now()}`;
    // Budget R$ 3.000,00 – R$ 4.000,00: the dearer total (R$ 4.200,00) is over it.
    const demandId = await build.aDemand(backend, client, { title, amount: 300, max_budget: 4000 });

    // One provider quotes through the API and then revises (the owner sees 'Proposta atualizada').
    const quote = { price_cents: 1500, lead_time_days: 20, min_quantity: 100, validity_days: 7 };
    for (const price_cents of [1500, 1400]) {
      const res = await backend.api.request('POST', `/demands/${demandId}/quotes/`, {
        token: dearer.access,
        body: { ...quote, price_cents },
      });
      expect(res.status).toBe(201);
    }

    // The other quotes from Oportunidades, through the form.
    const pro = await anotherDevice(browser, testInfo, server.url);
    await signIn(pro, cheaper);
    await pro.goto('/app/oportunidades');
    await (await cardAction(pro, card(pro, title), 'Enviar proposta')).click();
    const form = pro.getByRole('dialog', { name: 'Enviar proposta' });
    await form.getByRole('button', { name: 'Enviar proposta' }).click();
    await expect(form.getByText('Informe o preço por peça.')).toBeVisible();
    // The price takes the budget's money field: '9,50' typed key by key is R$ 9,50 a piece, and
    // the total for the demand's quantity follows as it is typed.
    const price = form.getByLabel('Preço por peça');
    await price.pressSequentially('9,50');
    await expect(price).toHaveValue('R$ 9,50');
    await expect(form.getByText('Total para 300 peças: R$ 2.850,00')).toBeVisible();
    await expect(form.getByRole('status')).toHaveCount(0);
    // A slip in reais instead of centavos gets a visible warning, which does not block.
    await price.fill('950,00');
    await expect(price).toHaveValue('R$ 950,00');
    await expect(form.getByRole('status')).toHaveText(
      'O total passa do dobro do orçamento máximo do cliente (R$ 4.000,00). Confira o preço por peça.',
    );
    await screenshot(pro, 'proposta-formulario-aviso');
    await expectAccessible(pro, 'proposta (formulário com aviso de orçamento)');
    await price.fill('12,50');
    await expect(form.getByRole('status')).toHaveCount(0);
    await form.getByLabel('Prazo de entrega (dias)').fill('15');
    await form.getByLabel('Quantidade mínima').fill('50');
    await form.getByLabel('Observação').fill('Corte e costura; aviamentos por conta da marca.');
    await expect(form.getByText('R$ 3.750,00')).toBeVisible();
    await screenshot(pro, 'proposta-formulario');
    await expectAccessible(pro, 'proposta (formulário)');
    await form.getByRole('button', { name: 'Enviar proposta' }).click();
    await expect(toast(pro, 'Proposta enviada com sucesso!')).toBeVisible();
    await expect(card(pro, title).getByText('Proposta enviada')).toBeVisible();
    await expect(await cardAction(pro, card(pro, title), 'Revisar proposta')).toBeVisible();
    await pro.keyboard.press('Escape');

    // The client compares: cheapest first, then sorted the other way and back.
    await signIn(page, client);
    await page.goto('/app/minhas-demandas');
    await card(page, title).getByRole('button', { name: 'Gerenciar (2 candidatos)' }).click();
    const candidates = page.getByRole('dialog', { name: 'Candidatos Interessados (2)' });
    await expect(candidates.getByText('Proposta atualizada')).toBeVisible();
    await expect(selectButtons(page).first()).toHaveAccessibleName('Selecionar Facção Ponto Firme');
    const phone = (page.viewportSize()?.width ?? 0) < 500;
    if (phone) {
      await choose(page, 'Ordenar por', 'Preço por peça (maior primeiro)');
    } else {
      await candidates.getByRole('button', { name: /^Preço por peça/ }).focus();
      await page.keyboard.press('Enter');
      await expect(
        candidates.getByRole('columnheader', { name: /Preço por peça/ }),
      ).toHaveAttribute('aria-sort', 'descending');
    }
    await expect(selectButtons(page).first()).toHaveAccessibleName('Selecionar Ateliê Linha Boa');
    if (phone) await choose(page, 'Ordenar por', 'Total (menor primeiro)');
    else await candidates.getByRole('button', { name: /^Total/ }).click();
    await expect(selectButtons(page).first()).toHaveAccessibleName('Selecionar Facção Ponto Firme');
    await expect(candidates.getByText('R$ 3.750,00')).toBeVisible();
    await expect(candidates.getByText('R$ 4.200,00')).toBeVisible();
    // Over the R$ 4.000,00 maximum, in words; the other total is within the range.
    const entry = (name: string) =>
      phone
        ? candidates.getByRole('listitem', { name }).first()
        : candidates.getByRole('row', { name });
    await expect(entry('Ateliê Linha Boa').getByText('Acima do orçamento')).toBeVisible();
    await expect(entry('Facção Ponto Firme').getByText(/do orçamento$/)).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await shot('propostas-comparacao');
    await expectAccessible(page, 'candidatos (comparação de propostas)');

    await selectButtons(page).first().click();
    await expect(toast(page, 'Profissional selecionado com sucesso!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card(page, title).getByText('Em Andamento')).toBeVisible();

    // A revision after the choice is refused; the frozen quote stays.
    const late = await backend.api.request('POST', `/demands/${demandId}/quotes/`, {
      token: cheaper.access,
      body: { ...quote, price_cents: 9900 },
    });
    expect(late.status).toBe(409);

    await card(page, title).getByRole('button', { name: 'Ver Detalhes' }).click();
    const details = page.getByRole('dialog', { name: title });
    const accepted = details.getByLabel('Proposta aceita');
    await expect(accepted.getByText('R$ 12,50')).toBeVisible();
    await expect(accepted.getByText('R$ 3.750,00')).toBeVisible();
    await expect(accepted.getByText('15 dias')).toBeVisible();
    await shot('proposta-congelada-cliente');
    await expectAccessible(page, 'detalhes com a proposta aceita (cliente)');

    await pro.goto('/app/meus-trabalhos');
    await pro.getByRole('tab', { name: /Ativos/ }).click();
    await expect(card(pro, title).getByText(/R\$\s12,50\/peça/)).toBeVisible();
    await card(pro, title).getByRole('button', { name: 'Ver Detalhes' }).click();
    const job = pro.getByRole('dialog', { name: title });
    await expect(job.getByLabel('Proposta aceita').getByText('R$ 12,50')).toBeVisible();
    await screenshot(pro, 'proposta-congelada-profissional');
    await expectAccessible(pro, 'detalhes com a proposta aceita (profissional)');
  });

  test("distância, capacidade e proposta expirada; 'Pedir proposta' abre a demanda e a conversa sobre ela", async ({
    page,
    browser,
    server,
    smtp,
    shot,
  }, testInfo) => {
    const backend = backendOf(server, smtp);
    const [client, near, far] = await Promise.all([
      aClient(server, smtp, 'Marca Serra Azul'),
      build.anApprovedProvider(backend, {
        name: 'Facção Campinas',
        profile: { city: 'Campinas', uf: 'SP', daily_production_capacity: 450 },
      }),
      build.anApprovedProvider(backend, {
        name: 'Oficina Porto Alegre',
        profile: { city: 'Porto Alegre', uf: 'RS', daily_production_capacity: 1200 },
      }),
    ]);
    const title = `Jaquetas jeans ${Date.now()}`;
    // The demand names São Paulo: distances are measured from there.
    const demandId = await build.aDemand(backend, client, {
      title,
      amount: 200,
      city: 'São Paulo',
      uf: 'SP',
    });
    const quote = { price_cents: 3900, lead_time_days: 25, min_quantity: 50 };
    for (const [who, body] of [
      [near, { ...quote, validity_days: 1 }],
      [far, { ...quote, price_cents: 3500, validity_days: 30 }],
    ] as const) {
      const res = await backend.api.request('POST', `/demands/${demandId}/quotes/`, {
        token: who.access,
        body,
      });
      expect(res.status).toBe(201);
    }

    // 'Pedir proposta' twice (the second reopens the same conversation) to a third provider.
    const asked = await build.anApprovedProvider(backend, { name: 'Ateliê Pedido' });
    const askedPage = await anotherDevice(browser, testInfo, server.url);
    await signIn(askedPage, asked);
    await askedPage.goto('/app/oportunidades');
    await expect(card(askedPage, title)).toBeVisible();
    await expect(card(askedPage, title).getByText('Proposta pedida')).toHaveCount(0);
    const ids = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await backend.api.request<{ conversation_id: string }>(
        'POST',
        `/demands/${demandId}/quote-requests/`,
        { token: client.access, body: { professional_id: asked.id } },
      );
      expect(res.status).toBe(201);
      ids.push(res.body.data.conversation_id);
    }
    expect(ids[1]).toBe(ids[0]);
    // The open Oportunidades flags the demand as the request is made, with no reload.
    await expect(card(askedPage, title).getByText('Proposta pedida')).toBeVisible();
    await screenshot(askedPage, 'proposta-pedida-oportunidades');
    await askedPage.goto('/app/notificacoes');
    await askedPage.getByText('Pedido de proposta', { exact: true }).first().click();
    await expect(askedPage).toHaveURL(/\/app\/oportunidades\?demanda=/);
    await expect(askedPage.getByRole('dialog', { name: title })).toBeVisible();
    await askedPage.keyboard.press('Escape');
    await askedPage.goto(`/app/mensagens?conversa=${ids[0] ?? ''}`);
    await expect(askedPage.getByText(`Demanda: ${title}`)).toBeVisible();
    await screenshot(askedPage, 'pedido-de-proposta-conversa');
    await askedPage.context().close();

    // Three days on (the devices' clocks), the quote valid for one day has expired.
    const later = new Date(Date.now() + 3 * 86_400_000);
    const pro = await anotherDevice(browser, testInfo, server.url);
    await pro.clock.setSystemTime(later);
    await signIn(pro, near);
    await pro.goto('/app/oportunidades');
    await expect(card(pro, title).getByText('Proposta expirada')).toBeVisible();
    await card(pro, title).getByRole('button', { name: 'Ver Detalhes' }).click();
    const own = pro.getByRole('dialog', { name: title }).getByLabel('Sua proposta');
    await expect(own.getByText('Proposta expirada')).toBeVisible();
    await expect(own.getByText(/Sua proposta venceu/)).toBeVisible();
    await screenshot(pro, 'proposta-expirada-profissional');
    await pro.context().close();

    await page.clock.setSystemTime(later);
    await signIn(page, client);
    await page.goto('/app/minhas-demandas');
    // The provider only asked is not a candidate: two of them.
    await card(page, title).getByRole('button', { name: 'Gerenciar (2 candidatos)' }).click();
    const candidates = page.getByRole('dialog', { name: 'Candidatos Interessados (2)' });
    const phone = (page.viewportSize()?.width ?? 0) < 500;
    const row = (name: string) =>
      phone
        ? candidates.getByRole('listitem', { name }).first()
        : candidates.getByRole('row', { name });
    await expect(row('Facção Campinas').getByText(/^\d+ km$/)).toBeVisible();
    await expect(row('Facção Campinas').getByText('450 pç/dia')).toBeVisible();
    await expect(row('Oficina Porto Alegre').getByText('1.200 pç/dia')).toBeVisible();
    await expect(row('Facção Campinas').getByText('Proposta expirada')).toBeVisible();
    await expect(row('Oficina Porto Alegre').getByText('Proposta expirada')).toHaveCount(0);
    // Nearest first; then most pieces a day first.
    if (phone) await choose(page, 'Ordenar por', 'Distância (mais perto primeiro)');
    else {
      await candidates.getByRole('button', { name: /^Distância/ }).click();
      await expect(candidates.getByRole('columnheader', { name: /Distância/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
    }
    await expect(selectButtons(page).first()).toHaveAccessibleName('Selecionar Facção Campinas');
    if (phone) await choose(page, 'Ordenar por', 'Capacidade (maior primeiro)');
    else {
      await candidates.getByRole('button', { name: /^Capacidade/ }).click();
      await expect(candidates.getByRole('columnheader', { name: /Capacidade/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    }
    await expect(selectButtons(page).first()).toHaveAccessibleName(
      'Selecionar Oficina Porto Alegre',
    );
    await expectNoHorizontalOverflow(page);
    if (!phone) {
      // The table fits the dialog at 1280: nothing to scroll sideways.
      const scroll = await candidates
        .locator('table')
        .evaluate((t) => (t.parentElement?.scrollWidth ?? 0) - (t.parentElement?.clientWidth ?? 0));
      expect(scroll).toBeLessThanOrEqual(0);
    }
    await shot('propostas-distancia-capacidade');
    await expectAccessible(page, 'comparação com distância, capacidade e proposta expirada');

    // Choosing the expired quote asks first.
    await candidates.getByRole('button', { name: 'Selecionar Facção Campinas' }).click();
    const confirm = page.getByRole('dialog', { name: 'Proposta expirada' });
    await expect(confirm.getByText(/venceu em/)).toBeVisible();
    await shot('proposta-expirada-confirmacao');
    await expectAccessible(page, 'confirmação da proposta expirada');
    await confirm.getByRole('button', { name: 'Selecionar mesmo assim' }).click();
    await expect(toast(page, 'Profissional selecionado com sucesso!')).toBeVisible();
  });
});
