import type { Page, Request } from '@playwright/test';
import { startServer } from '@alinhavo/test-support/server';
import { aClient } from './builders';
import { anotherDevice, expect, signIn, test } from './fixtures';

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

/** What the tab does when it goes to the background or away: the queue's last flush. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
  });
}

test.describe('estatísticas de uso (issue 16)', () => {
  test('numa jornada normal de e2e nada é enviado', async ({ page, server, smtp }) => {
    const posts = eventPosts(page);
    const settings = page.waitForResponse((r) => r.url().endsWith('/settings/public/'));
    await page.goto('/');
    const body = (await (await settings).json()) as { data: { product_analytics: boolean } };
    expect(body.data.product_analytics).toBe(false);
    await page.goto('/ajuda');
    const client = await aClient(server, smtp, 'Ateliê Sem Rastro');
    await signIn(page, client);
    await page.goto('/app/mensagens');
    await hidePage(page);
    // Longer than the queue's 10-second rhythm.
    await page.waitForTimeout(11_000);
    expect(posts).toHaveLength(0);
  });

  test('um servidor que conta recebe as visitas em lotes, com o caminho sem ids', async ({
    browser,
    smtp,
    cep,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'o lote não depende da largura da tela');
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
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Central de Dúvidas' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Central de Dúvidas' }),
      ).toBeVisible();
      // Nothing leaves per page: the batch waits for the rhythm, 20 events or the page hide.
      expect(posts).toHaveLength(0);
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === EVENTS);
      await hidePage(page);
      expect((await answered).status()).toBe(200);
      expect(posts).toHaveLength(1);
      const first = posts[0]?.postDataJSON() as Batch;
      expect(first.events).toEqual([
        { name: 'page_view', path: '/' },
        { name: 'page_view', path: '/ajuda' },
      ]);

      // A page with an id in its path, left by a navigation: sent as the page goes, id replaced.
      await page.goto('/redefinir-senha/3f2a9c');
      const leaving = page.waitForRequest((r) => new URL(r.url()).pathname === EVENTS);
      await page.goto('/');
      const sent = (await leaving).postDataJSON() as Batch;
      expect(sent.events).toContainEqual({ name: 'page_view', path: '/redefinir-senha/:id' });
      expect(JSON.stringify(sent)).not.toContain('3f2a9c');
      expect(sent.visit).toBe(first.visit);
      await page.context().close();
    } finally {
      await counting.stop();
    }
  });
});
