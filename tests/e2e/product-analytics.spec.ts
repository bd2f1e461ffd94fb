import type { Page, Request } from '@playwright/test';
import { startServer } from '@alinhavo/test-support/server';
import { expectAccessible } from './a11y';
import { aClient, theAdmin } from './builders';
import {
  anotherDevice,
  expect,
  expectNoHorizontalOverflow,
  screenshot,
  signIn,
  test,
} from './fixtures';

const EVENTS = '/api/v1/analytics/events/';
interface Batch {
  visit: string;
  events: Array<{ name: string; path: string }>;
}

/** Every analytics POST the page makes, from now on. */
function eventPosts(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === EVENTS) seen.push(r);
  });
  return seen;
}

/** An in-app navigation: the router follows the history, the document stays. */
async function goWithin(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** What the tab does when it goes to the background or away: the queue's last flush. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
  });
}

test.describe('estatísticas de uso', () => {
  test('numa jornada normal de e2e nada é enviado', async ({ page, server, smtp }) => {
    // The page's clock follows real time until the end, where it jumps past the queue's rhythm.
    await page.clock.install();
    const posts = eventPosts(page);
    const settings = page.waitForResponse((r) => r.url().endsWith('/settings/public/'));
    await page.goto('/');
    // The prerendered landing starts the app on the visitor's first input.
    await page.mouse.wheel(0, 10);
    const body = (await (await settings).json()) as { data: { product_analytics: boolean } };
    expect(body.data.product_analytics).toBe(false);
    await page.goto('/ajuda');
    const client = await aClient(server, smtp, 'Ateliê Sem Rastro');
    await signIn(page, client);
    await page.goto('/app/mensagens');
    await hidePage(page);
    // Longer than the queue's 10-second rhythm, on the page's clock: every timer due runs.
    await page.clock.runFor(11_000);
    expect(posts).toHaveLength(0);
  });

  test('um servidor que conta recebe as visitas em lotes, com o caminho sem ids', async ({
    browser,
    smtp,
    cep,
  }, testInfo) => {
    test.setTimeout(240_000);
    const counting = await startServer({
      SMTP_URL: smtp.url,
      CEP_PROVIDER_URL: cep.url,
      PRODUCT_ANALYTICS: 'on',
      RATE_LIMIT_PER_MINUTE: '5000',
    });
    try {
      const page = await anotherDevice(browser, testInfo, counting.url);
      const posts = eventPosts(page);
      await page.goto('/ajuda');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Central de Dúvidas' }),
      ).toBeVisible();
      // Two more pages in the same document (the router follows the history), one with an id.
      await goWithin(page, '/termos');
      await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
      await goWithin(page, '/demandas/3f2a9c');
      // The page view is queued a moment after the render (the queue's module loads on demand).
      await page.waitForTimeout(500);
      // Nothing leaves per page: the batch waits for the rhythm, 20 events or the page hide.
      expect(posts).toHaveLength(0);
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === EVENTS);
      await hidePage(page);
      expect((await answered).status()).toBe(200);
      expect(posts).toHaveLength(1);
      const first = posts[0]?.postDataJSON() as Batch;
      expect(first.events).toEqual([
        { name: 'page_view', path: '/ajuda' },
        { name: 'page_view', path: '/termos' },
        { name: 'page_view', path: '/demandas/:id' },
      ]);
      expect(JSON.stringify(first)).not.toContain('3f2a9c');

      // Conta: the switch starts on; turned off, this device sends nothing more.
      const client = await aClient(counting, smtp, 'Ateliê Contado');
      await signIn(page, client);
      await page.goto('/app/perfil');
      await page.getByRole('tab', { name: 'Conta' }).click();
      const toggle = page.getByRole('switch', { name: 'Permitir estatísticas de uso anônimas' });
      await expect(toggle).toBeChecked();
      await expect(toggle).toBeEnabled();
      await toggle.scrollIntoViewIfNeeded();
      await screenshot(page, 'conta-estatisticas');
      await expectAccessible(page, 'conta, estatísticas de uso');
      await toggle.click();
      await expect(page.getByText('Preferência salva.')).toBeVisible();
      await expect(toggle).not.toBeChecked();
      const before = posts.length;
      await goWithin(page, '/app/mensagens');
      await hidePage(page);
      await page.waitForTimeout(1_000);
      expect(posts).toHaveLength(before);

      // The admin's Relatórios read the funnel from what arrived.
      const adminPage = await anotherDevice(browser, testInfo, counting.url);
      await signIn(adminPage, await theAdmin(counting, smtp));
      await adminPage.goto('/app/admin/relatorios');
      const funnel = adminPage.getByRole('region', { name: 'Funil do produto' });
      await expect(funnel.getByRole('listitem').first()).toContainText(/Visitantes[1-9]/);
      await expect(funnel).toContainText('Concluíram o cadastro');
      await expect(adminPage.getByRole('table', { name: 'Uso por semana' })).toBeVisible();
      await expectNoHorizontalOverflow(adminPage);
      await funnel.scrollIntoViewIfNeeded();
      await screenshot(adminPage, 'relatorios-funil');
      await expectAccessible(adminPage, 'relatórios, funil');
      await adminPage.context().close();
      await page.context().close();
    } finally {
      await counting.stop();
    }
  });
});
