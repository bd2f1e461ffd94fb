import { expect, test } from './fixtures';

// `/` and `/entrar` arrive as HTML (renderer/src/prerender) and, from the visitor's first input,
// the app adopts that markup (hydrateRoot) instead of rendering the page again.
const PAGES = [
  {
    path: '/',
    heading: 'Conecte sua marca a quem faz a moda acontecer',
    text: 'Publique sua demanda ou receba oportunidades de trabalho.',
    control: 'a[href="/cadastro"]',
  },
  {
    path: '/entrar',
    heading: 'Entrar',
    text: 'Bem-vindo de volta! Acesse sua conta para continuar.',
    control: 'input[type="email"]',
  },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, text } of PAGES) {
    test(`${path} is readable from its HTML alone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
    });
  }
});

for (const { path, heading, control } of PAGES) {
  test(`${path}: the app adopts the prerendered nodes, with no React error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The first <h1> and control the HTML parser inserts, kept to compare with what is on the
    // page once React is done: a mismatch makes React throw that markup away and render anew.
    await page.addInitScript((selector) => {
      const seen = window as unknown as Record<string, Element | undefined>;
      new MutationObserver(() => {
        seen.parsedHeading ??= document.querySelector('#root h1') ?? undefined;
        seen.parsedControl ??= document.querySelector(`#root ${selector}`) ?? undefined;
      }).observe(document, { childList: true, subtree: true });
    }, control);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // After the paint the app's scripts are only fetched ahead: nothing of it runs while the
    // visitor just looks.
    await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    // The visitor's first input starts it.
    await page.mouse.wheel(0, 10);
    // React attaches its fiber to each node it adopts.
    await page.waitForFunction(
      (selector) => {
        const node = document.querySelector(`#root ${selector}`);
        return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
      },
      control,
      { timeout: 20_000 },
    );
    const kept = await page.evaluate((selector) => {
      const seen = window as unknown as Record<string, Element | undefined>;
      return {
        heading: !!seen.parsedHeading && seen.parsedHeading === document.querySelector('#root h1'),
        control:
          !!seen.parsedControl &&
          seen.parsedControl === document.querySelector(`#root ${selector}`),
      };
    }, control);
    expect(kept).toEqual({ heading: true, control: true });
    if (path === '/entrar')
      await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
    expect(errors).toEqual([]);
  });
}

test('a device that may hold a session renders / from scratch, without a React error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The stale session's refresh is refused (401): the browser logs that request itself.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await page.addInitScript(() => {
    localStorage.setItem('alinhavo:session', JSON.stringify({ user_id: 999999 }));
    const seen = window as unknown as Record<string, Element | undefined>;
    new MutationObserver(() => {
      seen.parsedHeading ??= document.querySelector('#root h1') ?? undefined;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  // The session cannot be restored: the visitor gets the landing, rendered by the client.
  await expect(page.getByRole('heading', { level: 1, name: PAGES[0]!.heading })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const seen = window as unknown as Record<string, Element | undefined>;
        const heading = document.querySelector('#root h1');
        return !!heading && !!seen.parsedHeading && heading !== seen.parsedHeading;
      }),
    )
    .toBe(true);
  expect(errors).toEqual([]);
});
