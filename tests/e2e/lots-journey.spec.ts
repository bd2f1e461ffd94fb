import type { Locator, Page } from '@playwright/test';
import * as build from '@alinhavo/test-support/builders';
import { expectAccessible } from './a11y';
import { aClient, anApprovedProvider, backendOf } from './builders';
import {
  anotherDevice,
  expect,
  expectNoHorizontalOverflow,
  screenshot,
  signIn,
  test,
} from './fixtures';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const lot = (scope: Page | Locator, n: number) => scope.getByTestId(`lote-${n}`);
const DAY = 86_400_000;
/** Today and other days as the device in São Paulo sees them (YYYY-MM-DD). */
const brDay = (ms: number) => new Date(ms - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
/** YYYY-MM-DD as typed into the product's date fields. */
const typedDay = (iso: string) => iso.split('-').reverse().join('/');

/** A real 48×36 PNG (the upload is judged by its bytes, the screen draws it), the defect photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAIAAABAJy5dAAAAl0lEQVR42u2XsQ2AMAwEPQ5DMGd2YYjU1NRZAqRQICIB/sjBUV5y4fL0PiW2rHFJW8zloRdXNEcvrmjOhFxNTegQHaJDRR+m+Vq/OXTjKKupQ680uRo59JEGy0lMaYCc1A5hQIYOAUCGDgE02qnpHKoBMnEIBrJyqHJkAzjEd6i7d8jjX6bKaeB96IGMOzXvMt5ldKhzh3a6GmXXkibv/AAAAABJRU5ErkJggg==',
  'base64',
);

async function createLot(
  page: Page,
  details: Locator,
  values: { quantity: string; items: string; sentOn: string; expectedReturn: string },
) {
  await details.getByRole('button', { name: 'Novo lote' }).click();
  const form = page.getByRole('dialog', { name: 'Novo lote' });
  await form.getByLabel('Quantidade de peças').fill(values.quantity);
  await form.getByLabel('O que foi enviado').fill(values.items);
  // The date fields take DD/MM/AAAA; Tab leaves each one with its calendar closed.
  await form.getByLabel('Enviado em').fill(typedDay(values.sentOn));
  await form.getByLabel('Enviado em').press('Tab');
  await form.getByLabel('Retorno previsto').fill(typedDay(values.expectedReturn));
  await form.getByLabel('Retorno previsto').press('Tab');
  await form.getByRole('button', { name: 'Criar lote' }).click();
  await expect(toast(page, 'Lote criado com sucesso!')).toBeVisible();
  await expect(form).toBeHidden();
}

test.describe('acompanhamento por lote', () => {
  test('o cliente cria dois lotes; a facção registra recebimento, produção e defeitos com foto enquanto o cliente vê a linha do tempo mudar; o lote vencido aparece "Atrasado"', async ({
    page,
    browser,
    server,
    smtp,
    shot,
  }, testInfo) => {
    test.setTimeout(180_000);
    const backend = backendOf(server, smtp);
    const [client, provider] = await Promise.all([
      aClient(server, smtp, 'Marca Fio de Ouro'),
      anApprovedProvider(server, smtp, 'Facção Costura Fina'),
    ]);
    const title = `Camisetas em lotes ${Date.now()}`;
    const demandId = await build.aDemandWithCandidates(backend, client, [provider], {
      title,
      amount: 500,
    });
    const chosen = await backend.api.request('PATCH', `/demands/${demandId}/`, {
      token: client.access,
      body: { chosen_professional_id: provider.id },
    });
    expect(chosen.status).toBe(200);

    // The client opens the demand in progress and sends two lots.
    const today = brDay(Date.now());
    await signIn(page, client);
    await page.goto('/app/minhas-demandas');
    await card(page, title).getByRole('button', { name: 'Ver Detalhes' }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByText('Nenhum lote ainda.', { exact: false })).toBeVisible();
    await createLot(page, details, {
      quantity: '300',
      items: 'Corte de 300 camisetas, aviamentos e ficha técnica.',
      sentOn: today,
      expectedReturn: brDay(Date.now() + 20 * DAY),
    });
    await createLot(page, details, {
      quantity: '200',
      items: 'Corte de 200 camisetas.',
      sentOn: today,
      expectedReturn: brDay(Date.now() + 2 * DAY),
    });
    await expect(lot(details, 1).getByText('Lote 1 · 300 peças')).toBeVisible();
    await expect(lot(details, 2).getByText('Lote 2 · 200 peças')).toBeVisible();
    await expect(details.getByText('Atrasado')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await shot('lotes-cliente-criados');

    // The facção sees them on its dashboard and records receipt and production.
    const pro = await anotherDevice(browser, testInfo, server.url);
    await signIn(pro, provider);
    await pro.goto('/app');
    const production = pro.getByRole('region', { name: 'Lotes em produção' });
    await expect(production.getByRole('button', { name: /^Lote 1 de / })).toBeVisible();
    await expect(production.getByRole('button', { name: /^Lote 2 de / })).toBeVisible();
    await expectNoHorizontalOverflow(pro);
    await screenshot(pro, 'lotes-painel-faccao');
    await production.getByRole('button', { name: /^Lote 1 de / }).click();
    const job = pro.getByRole('dialog', { name: title });
    await expect(lot(job, 1)).toBeVisible();

    const record = async (label: string, fill?: (form: Locator) => Promise<void>) => {
      await lot(job, 1)
        .getByRole('button', { name: `Registrar: ${label}` })
        .click();
      const form = pro.getByRole('dialog', { name: `Registrar: ${label}` });
      if (fill) await fill(form);
      await form.getByRole('button', { name: 'Registrar' }).click();
      await expect(form).toBeHidden();
    };
    await record('Recebido pela facção');
    // Live on the client's open details: the step and the timeline move without a reload.
    await expect(lot(details, 1).getByText('Recebidas: 300')).toBeVisible();
    await expect(
      lot(details, 1).getByText('Facção Costura Fina (facção)', { exact: false }),
    ).toBeVisible();
    await record('Em produção');
    await expect(lot(details, 1).getByText('Em produção').first()).toBeVisible();

    await record('Pronto', async (form) => {
      await form.getByLabel('Peças prontas').fill('280');
      await form.getByLabel('Peças com defeito').fill('5');
      await form.getByLabel('Observação').fill('Cinco peças com costura torta.');
      await form.locator('input[type=file]').setInputFiles({
        name: 'defeito.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await screenshot(pro, 'lotes-registrar-pronto');
    });
    await expect(
      lot(details, 1)
        .getByText('300 peças · 5 com defeito')
        .or(lot(details, 1).getByText('280 peças · 5 com defeito')),
    ).toBeVisible();
    await expect(lot(details, 1).getByText('Cinco peças com costura torta.')).toBeVisible();
    const photo = lot(details, 1).getByRole('img', { name: 'Foto: defeito.png' });
    await expect(photo).toBeVisible();
    // Drawn, not a broken image: the bytes came back through the authenticated download.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(48);
    await expect(
      lot(details, 1).getByRole('button', { name: 'Registrar: Entregue' }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await photo.scrollIntoViewIfNeeded();
    await shot('lotes-cliente-linha-do-tempo');
    await screenshot(pro, 'lotes-faccao-detalhes');
    await expectAccessible(page, 'detalhes da demanda com lotes (cliente)');

    // Three days later on the client's device clock, lot 2 is past its return: 'Atrasado'.
    await page.clock.setFixedTime(new Date(Date.now() + 3 * DAY));
    await page.keyboard.press('Escape');
    await page.reload();
    await card(page, title).getByRole('button', { name: 'Ver Detalhes' }).click();
    const later = page.getByRole('dialog', { name: title });
    await expect(lot(later, 2).getByText('Atrasado')).toBeVisible();
    await expect(lot(later, 1).getByText('Atrasado')).toHaveCount(0);
    await lot(later, 2).scrollIntoViewIfNeeded();
    await shot('lotes-atrasado');
  });
});
