import { expect, test, type Locator, type Page } from '@playwright/test';
import axe, { type AxeResults, type Result } from 'axe-core';

/** WCAG 2.0 and 2.1, levels A and AA: what every screen must pass. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits for the finite CSS animations and transitions running now (a modal fading in, a toast
 * sliding up): axe measures colours as painted, and a half-faded text reads as low contrast.
 * Spinners loop forever and are left alone.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A modal that just became visible may start its fade a frame or two later (Mantine drives
    // the transition from React state): quiet means no finite animation twice in a row.
    for (let quiet = 0, rounds = 0; quiet < 2 && rounds < 20; rounds += 1) {
      await frames();
      const finite = document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
      if (finite.length === 0) quiet += 1;
      else {
        quiet = 0;
        await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      }
    }
  });
}

function describe(violation: Result): string {
  const targets = violation.nodes
    .map(
      (node) =>
        `      ${node.target.join(' ')}\n        ${node.failureSummary?.split('\n')[1] ?? ''}`,
    )
    .join('\n');
  return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${targets}`;
}

/**
 * axe-core run in the page itself, injected once per document (a journey audits the same page
 * several times). @axe-core/playwright injected its 500 kB source before every audit and, by
 * default, finished each run in a new blank page, which together took half of every audit here;
 * the app has no frames, which is all that machinery is for. Only violations are collected:
 * passing nodes are never read.
 */
export async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_21_AA,
  );
}

/**
 * Runs axe-core on the page as it is now and fails (softly, so one run lists every screen of the
 * journey) when a serious or critical WCAG 2.1 AA violation shows. The screen name and viewport
 * width say which of the journey's screens it was.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Each audit adds a minute to the journey's budget (axe takes seconds per screen on a busy
  // 2-core machine), so the timeout keeps measuring the product, not the checker.
  test.info().setTimeout(test.info().timeout + 60_000);
  const started = Date.now();
  await settle(page);
  let blocking = (await runAxe(page)).violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length > 0) {
    // A transition that had not begun when the page looked quiet (a modal closing on a busy
    // machine) is over, or visibly running, by the time an audit ends: look again, and keep
    // what both audits found. A real violation is there both times.
    await settle(page);
    const again = (await runAxe(page)).violations;
    const key = (v: Result, target: string) => `${v.id} ${target}`;
    const seen = new Set(again.flatMap((v) => v.nodes.map((n) => key(v, n.target.join(' ')))));
    blocking = blocking
      .map((v) => ({ ...v, nodes: v.nodes.filter((n) => seen.has(key(v, n.target.join(' ')))) }))
      .filter((v) => v.nodes.length > 0);
  }
  const took = Date.now() - started;
  const width = page.viewportSize()?.width ?? 0;
  const where = `${screen} @ ${width}px`;
  if (process.env.A11Y_TIMING === '1') console.log(`axe ${where}: ${took} ms`);
  if (blocking.length > 0) {
    await test.info().attach(`a11y ${where}`, {
      body: JSON.stringify(blocking, null, 2),
      contentType: 'application/json',
    });
  }
  expect.soft(blocking.map(describe).join('\n'), `violações WCAG 2.1 AA em "${where}"`).toBe('');
}

/** Tab until `target` has the focus, as a keyboard user would reach it (at most `limit` stops). */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`nenhuma parada de Tab chegou a ${target.toString()}`);
}

/** Focus is inside `container` (a dialog, a menu). */
export async function expectFocusWithin(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((el) => el.contains(document.activeElement)))
    .toBe(true);
}

/**
 * Mantine Select or MultiSelect from the keyboard alone: focus, ArrowDown opens the list, ArrowDown
 * walks the options (the field's aria-activedescendant names the one under the cursor), Enter
 * picks it, Escape closes the list.
 */
export async function chooseWithKeyboard(page: Page, label: string, option: string): Promise<void> {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.focus();
  await page.keyboard.press('ArrowDown');
  const target = page.getByRole('option', { name: option, exact: true });
  await expect(target).toBeVisible();
  const id = await target.getAttribute('id');
  for (let i = 0; (await field.getAttribute('aria-activedescendant')) !== id; i++) {
    if (i > 50) throw new Error(`a seta para baixo não chegou à opção "${option}"`);
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(field).toBeFocused();
}
