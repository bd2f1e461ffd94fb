import { test as base, expect, type Page } from '@playwright/test';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { startServer, type RunningServer } from '../support/server';

interface WorkerFixtures {
  smtp: SmtpCapture;
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
  server: [
    async ({ smtp }, use) => {
      const server = await startServer({ SMTP_URL: smtp.url });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  /** Full-page screenshot under tests/.artifacts/screens when SCREENSHOTS=1 (for review). */
  shot: async ({ page }, use) => {
    await use(async (name: string) => {
      if (process.env.SCREENSHOTS !== '1') return;
      const width = page.viewportSize()?.width ?? 0;
      await page.screenshot({
        path: `tests/.artifacts/screens/${name}-${width}.png`,
        fullPage: true,
      });
    });
  },
});

export { expect };

let seq = 0;
export const newEmail = (prefix: string) => `${prefix}.${Date.now()}.${++seq}@exemplo.com.br`;

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
