import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { aClient, anApprovedProvider, theAdmin } from './builders';
import {
  anotherDevice,
  expect,
  expectNoHorizontalOverflow,
  screenshot,
  signIn,
  test,
} from './fixtures';

/*
 * Plano PRO on a fresh machine (pix-manual): the client pays by Pix, the admin confirms
 * it in Pagamentos, and the client's open screen turns PRO live; then WhatsApp opens wa.me.
 */

/** wa.me is outside this closed network: the popup gets a page of ours at that address. */
async function catchWhatsApp(page: Page) {
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
}

test.describe('Plano PRO', () => {
  test('cliente assina por Pix, o admin confirma em Pagamentos e a tela vira PRO ao vivo; o WhatsApp abre o wa.me', async ({
    page,
    browser,
    server,
    smtp,
    shot,
  }, testInfo) => {
    const stamp = Date.now();
    const clientName = `Marca Plano ${stamp}`;
    const providerName = `Costura Pix ${stamp}`;
    const [client, , admin] = await Promise.all([
      aClient(server, smtp, clientName),
      anApprovedProvider(server, smtp, providerName),
      theAdmin(server, smtp),
    ]);

    // The Plano entry of the header leads to the plans page.
    await signIn(page, client);
    await page.getByRole('link', { name: 'Plano Básico' }).click();
    await expect(page).toHaveURL(/\/app\/planos$/);
    await expect(page.getByText('Você está no Plano Básico.')).toBeVisible();
    const pro = page.getByRole('region', { name: PLAN_TEXTS.proName });
    await expect(pro.getByText('R$ 49,90')).toBeVisible();
    await expect(pro.getByText('R$ 479,00')).toBeVisible();
    await expect(page.getByText(PLAN_TEXTS.historyEmpty)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, 'planos');
    await shot('planos');

    // Checkout: pix-manual offers Pix only and says why.
    await pro.getByRole('link', { name: 'Assinar PRO Mensal' }).click();
    await expect(page).toHaveURL(/\/app\/planos\/assinar\?plano=monthly$/);
    await expect(page.getByRole('radio', { name: 'Pix' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Cartão de crédito' })).toHaveCount(0);
    await expect(page.getByText(PLAN_TEXTS.manualMethodsNote)).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
    const code = page.getByLabel(PLAN_TEXTS.pixCopyPaste);
    await expect(code).toHaveValue(/^000201/);
    await expect(page.getByText(PLAN_TEXTS.waitingManual)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, 'pagamento pix');
    await shot('planos-pix');

    // The admin confirms it in Pagamentos.
    const operator = await anotherDevice(browser, testInfo, server.url);
    await signIn(operator, admin);
    await operator.goto('/app/admin/pagamentos');
    await operator
      .getByRole('button', { name: `${PLAN_TEXTS.adminConfirm} de ${clientName}` })
      .click();
    const dialog = operator.getByRole('dialog', { name: PLAN_TEXTS.adminConfirm });
    await expect(dialog.getByText(PLAN_TEXTS.adminConfirmQuestion)).toBeVisible();
    await screenshot(operator, 'admin-pagamentos-confirmar');
    await dialog.getByRole('button', { name: PLAN_TEXTS.adminConfirm }).click();
    await expect(operator.getByText(PLAN_TEXTS.adminConfirmed)).toBeVisible();
    await expect(
      operator.getByRole('button', { name: `${PLAN_TEXTS.adminConfirm} de ${clientName}` }),
    ).toHaveCount(0);
    await operator.getByText('Pagos', { exact: true }).click();
    await expect(operator.getByRole('radio', { name: 'Pagos' })).toBeChecked();
    await expect(operator.getByText(clientName).first()).toBeVisible();
    await expectNoHorizontalOverflow(operator);
    await screenshot(operator, 'admin-pagamentos');

    // The client's screen flips by itself, and the header says PRO.
    await expect(page.getByText(PLAN_TEXTS.confirmed)).toBeVisible();
    await expect(page.getByText(/^Válido até \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Plano Pro · até \d{2}\/\d{2}\/\d{4}$/ }),
    ).toBeVisible();
    await shot('planos-confirmado');

    // The plan page: PRO, days left, the payment with its receipt.
    await page.getByRole('link', { name: 'Ver meu plano' }).click();
    await expect(page.getByText(/^Faltam \d+ dias$/)).toBeVisible();
    const history = page.getByRole('list', { name: PLAN_TEXTS.history });
    await expect(history.getByText('Pago')).toBeVisible();
    await history.getByRole('button', { name: /^Recibo de PRO Mensal/ }).click();
    const receipt = page.getByTestId('receipt');
    await expect(receipt.getByText('R$ 49,90')).toBeVisible();
    await expect(receipt.getByText(clientName, { exact: false })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot('planos-recibo');
    await page.keyboard.press('Escape');
    await expect(receipt).toHaveCount(0);

    // WhatsApp now opens wa.me with 55 and the greeting.
    await catchWhatsApp(page);
    await page.goto('/app/buscar-profissionais');
    const search = page.getByRole('searchbox', { name: 'Buscar profissionais' });
    await search.fill(providerName);
    await search.press('Enter');
    const card = page.getByRole('article', { name: providerName });
    await expect(card).toBeVisible({ timeout: 30_000 });
    const popup = page.waitForEvent('popup');
    await card.getByRole('button', { name: /WhatsApp/ }).click();
    const chat = await popup;
    await expect.poll(() => chat.url()).toMatch(/^https:\/\/wa\.me\/55\d{10,11}\?text=/);
    expect(decodeURIComponent(chat.url())).toContain(`Olá, ${providerName}!`);
  });
});
