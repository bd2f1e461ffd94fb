import {
  test as base,
  expect,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { startCepStub } from '@alinhavo/test-support/cep-stub';
import { startSmtpCapture, type SmtpCapture } from '@alinhavo/test-support/smtp-capture';
import { startServer, type RunningServer } from '@alinhavo/test-support/server';

export { aVerifiedAccount } from './builders';

interface WorkerFixtures {
  smtp: SmtpCapture;
  cep: Awaited<ReturnType<typeof startCepStub>>;
  server: RunningServer;
}

/** Each worker owns an SMTP catcher and a real server wired to it; tests own their accounts. */
export const test = base.extend<{ shot: (name: string) => Promise<void> }, WorkerFixtures>({
  smtp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructured fixtures argument
    async ({}, use) => {
      const smtp = await startSmtpCapture();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  cep: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructured fixtures argument
    async ({}, use) => {
      const cep = await startCepStub();
      await use(cep);
      await cep.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ smtp, cep }, use) => {
      // Every journey, on both screen sizes, signs its accounts in again and again from the same
      // address within a few minutes: the password checks per account (10/min, tested in the
      // server suite) would refuse the later ones. The other budgets stay as in production.
      const server = await startServer({
        SMTP_URL: smtp.url,
        CEP_PROVIDER_URL: cep.url,
        AUTH_RATE_LIMIT_PER_MINUTE: '200',
        // The landing footer shows every link it can (the audits see them all); the support
        // WhatsApp and e-mail are the development machine's.
        SOCIAL_INSTAGRAM: 'https://www.instagram.com/alinhavo.teste',
        SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/alinhavo-teste',
      });
      await use(server);
      await server.stop();
    },
    // Its own budget: the start waits up to 150 s for /health on a loaded machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  /** Full-page screenshot under tests/.artifacts/screens when SCREENSHOTS=1 (for review). */
  shot: async ({ page }, use) => {
    await use((name: string) => screenshot(page, name));
  },
});

export { expect };

/** What `shot` does, for a second page of the same test (another person's device). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `tests/.artifacts/screens/${name}-${width}.png`, fullPage: true });
}

let seq = 0;
export const newEmail = (prefix: string) => `${prefix}.${Date.now()}.${++seq}@exemplo.com.br`;

/**
 * A toast on screen never covers the bell, the profile button or Sair of the header.
 */
export async function expectToastClearOfHeader(page: Page, text: string): Promise<void> {
  const toastBox = await page.getByText(text, { exact: true }).first().boundingBox();
  expect(toastBox, `toast '${text}' na tela`).not.toBeNull();
  const controls = [
    page.getByRole('link', { name: /^Notificações \(\d+ não lidas\)$/ }),
    page.getByRole('link', { name: 'Abrir perfil' }),
    page.getByRole('banner').getByRole('button', { name: 'Sair' }),
  ];
  for (const control of controls) {
    const box = await control.boundingBox();
    if (!box || !toastBox) continue;
    const apart =
      toastBox.x >= box.x + box.width ||
      box.x >= toastBox.x + toastBox.width ||
      toastBox.y >= box.y + box.height ||
      box.y >= toastBox.y + toastBox.height;
    expect(apart, `o toast '${text}' cobre um controle do cabeçalho`).toBe(true);
  }
}

export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'a página não deve rolar na horizontal').toBeLessThanOrEqual(0);
}

/** Header actions of the landing page: in the header on desktops, behind the burger on phones. */
export async function clickLandingAction(
  page: Page,
  name: 'Fazer Login' | 'Quero me cadastrar',
): Promise<void> {
  const inHeader = page.getByRole('banner').getByRole('link', { name });
  if (await inHeader.isVisible()) {
    await inHeader.click();
    return;
  }
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name }).click();
}

export async function signIn(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto('/entrar');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/app/);
}

/** Mantine Select: open it, pick the option. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Mantine MultiSelect: open it, pick each option, close it. */
export async function chooseMany(page: Page, label: string, options: string[]): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  for (const option of options)
    await page.getByRole('option', { name: option, exact: true }).click();
  // While open, the option list carries the same label: close it from the keyboard.
  await page.keyboard.press('Escape');
}

/** A second person on another device: same viewport, locale and motion as the project under test. */
export async function anotherDevice(
  browser: Browser,
  info: TestInfo,
  baseURL: string,
): Promise<Page> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...(use.viewport ? { viewport: use.viewport } : {}),
    ...(use.isMobile !== undefined ? { isMobile: use.isMobile } : {}),
    ...(use.hasTouch !== undefined ? { hasTouch: use.hasTouch } : {}),
    ...(use.reducedMotion ? { reducedMotion: use.reducedMotion } : {}),
  });
  return context.newPage();
}

/**
 * An action of an Oportunidades card by name: its button where the card shows it (every one on
 * a wide screen, the next step on a phone), else the item of the phone's 'Mais ações', opened.
 */
export async function cardAction(page: Page, card: Locator, name: string): Promise<Locator> {
  const button = card.getByRole('button', { name, exact: true });
  const more = card.getByRole('button', { name: 'Mais ações' });
  await expect(button.or(more).first()).toBeVisible();
  if (await button.isVisible()) return button;
  await more.click();
  return page.getByRole('menuitem', { name, exact: true });
}
