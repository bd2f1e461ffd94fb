/**
 * Bench of the ficha técnica screens in Chromium: a ficha of 12 sizes × 10 colours × 40 points
 * of measure (with materials, aviamentos and operations) saved through the API on a server on
 * the embedded database; a signed-in owner opens the demand's details once (the ficha reaches
 * IndexedDB), then, with the network dropped (the data is on the device), the time from the
 * click on 'Ver ficha técnica' / 'Editar ficha técnica' until the measurement table's 40 rows are
 * on screen and the next frame is painted. Median of 5 after one warm-up opening (chunk
 * download). Target ≤ 100 ms. Then, in the open editor, a keystroke in a grade cell: the key
 * typed → the grade's total shows the new sum → the next frame painted. Figures, never
 * pass/fail; not part of `npm test`. The machine's load is printed before and after: on a
 * shared machine it weighs on every figure.
 */
import os from 'node:os';
import { chromium, type Page } from 'playwright-core';
import type { FichaContentInput } from '@alinhavo/shared/schemas/ficha';
import { ensureRendererBuild } from '../scripts/renderer-build.mjs';
import * as build from '../tests/support/builders';
import { aFicha, aFichaOn } from '../tests/support/ficha';
import { startServer } from '../tests/support/server';
import { codeFrom, startSmtpCapture } from '../tests/support/smtp-capture';
import { fetchTransport } from '../tests/support/transport';

const RUNS = 5;
const SIZES = ['34', '36', '38', '40', '42', '44', '46', '48', '50', '52', '54', '56'];
const COLORS = Array.from({ length: 10 }, (_, i) => ({ name: `Cor ${i + 1}`, reference: `C${i}` }));
const POINTS = 40;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function bigFicha(): FichaContentInput {
  return aFicha({
    grade: {
      sizes: SIZES,
      colors: COLORS,
      quantities: SIZES.map(() => COLORS.map(() => 10)),
    },
    measurements: {
      base_size: '42',
      points: Array.from({ length: POINTS }, (_, i) => ({
        name: `Ponto ${i + 1}`,
        base_cm: 30 + i,
        step_cm: 1.5,
        step_breaks: [{ from_size: '50', step_cm: 2 }],
        tolerance_cm: 0.5,
        overrides: i % 5 === 0 ? [{ size: '56', value_cm: 100 + i }] : [],
      })),
    },
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Click → the table's rows all present → one more frame painted, timed inside the page. */
async function openTimed(page: Page, button: string, cellsPerRow: 'text' | 'input') {
  // A string, not a function: tsx would wrap the page's named functions in its own helper.
  const script = `(async () => {
    const btn = Array.from(document.querySelectorAll('button')).find(
      (b) => (b.textContent || '').trim() === ${JSON.stringify(button)},
    );
    if (!btn) throw new Error('sem o botão');
    const t0 = performance.now();
    btn.click();
    for (;;) {
      const rows = document.querySelectorAll('[data-testid="measurement-table"] tbody tr');
      if (
        rows.length >= ${POINTS} &&
        (${JSON.stringify(cellsPerRow)} === 'text' ||
          rows[${POINTS - 1}].querySelectorAll('input').length > 0)
      )
        break;
      await new Promise((r) => requestAnimationFrame(r));
    }
    await new Promise((r) => requestAnimationFrame(r));
    return performance.now() - t0;
  })()`;
  return page.evaluate<number>(script);
}

/** A digit typed at the end of a grade cell → the grade's total changed → one more frame painted. */
async function keystrokeTimed(page: Page, label: string) {
  const cell = page.getByLabel(label, { exact: true });
  await cell.focus();
  const script = `(async () => {
    const total = document.querySelector('[data-testid="grade-total"]');
    const input = document.activeElement;
    const before = total.textContent;
    const t0 = performance.now();
    // The prototype's setter: React's value tracker then sees the change, as with a key.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, input.value + '1');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    while (total.textContent === before) await new Promise((r) => requestAnimationFrame(r));
    await new Promise((r) => requestAnimationFrame(r));
    return performance.now() - t0;
  })()`;
  const time = await page.evaluate<number>(script);
  await cell.fill('10');
  return time;
}

async function closeFicha(page: Page) {
  // Its close button: Escape also closes the details under it.
  await page
    .getByRole('dialog', { name: 'Ficha técnica · Ficha grande' })
    .locator('.mantine-Modal-close')
    .click();
  await page.waitForSelector('[data-testid="measurement-table"]', { state: 'detached' });
}

if (!ensureRendererBuild()) process.exit(1);
const smtp = await startSmtpCapture();
const server = await startServer({
  SMTP_URL: smtp.url,
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
});
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  console.log(`Carga da máquina antes (1/5/15 min): ${load} em ${os.cpus().length} núcleos`);
  const backend: build.Backend = {
    api: fetchTransport(server.url),
    verificationCode: async (email) => codeFrom(await smtp.waitFor(email)),
    adminEmail: 'admin@alinhavo.com.br',
    password: 'Alinhavo-bench-1',
  };
  const client = await build.aClient(backend, { name: 'Marca Bancada' });
  const demandId = await build.aDemand(backend, client, { title: 'Ficha grande', amount: 1200 });
  await aFichaOn(backend, client, demandId, { ficha: bigFicha() });

  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/entrar');
  await page.getByLabel('E-mail').fill(client.email);
  await page.getByLabel('Senha', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/app/);
  await page.goto(`/app/minhas-demandas?demanda=${demandId}`);
  await page.getByRole('button', { name: 'Ver ficha técnica' }).waitFor();
  // Warm-up: both chunks downloaded, the ficha read from the server into IndexedDB.
  await openTimed(page, 'Ver ficha técnica', 'text');
  await closeFicha(page);
  await page
    .getByRole('button', { name: 'Editar ficha técnica' })
    .waitFor({ timeout: 10_000 })
    .catch(async (e: unknown) => {
      await page.screenshot({ path: '/tmp/ficha-bench-failed.png' });
      throw e;
    });
  await openTimed(page, 'Editar ficha técnica', 'input');
  await closeFicha(page);
  await context.setOffline(true);
  for (const [label, button, kind] of [
    ['Leitura (Ver ficha técnica)', 'Ver ficha técnica', 'text'],
    ['Edição (Editar ficha técnica)', 'Editar ficha técnica', 'input'],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      times.push(await openTimed(page, button, kind));
      await closeFicha(page);
    }
    console.log(
      `${label}, 12 × 10 × 40, dados no aparelho (offline): mediana ${median(times).toFixed(0)} ms · ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
  }
  await openTimed(page, 'Editar ficha técnica', 'input');
  const keys: number[] = [];
  for (let i = 0; i < RUNS; i++)
    keys.push(await keystrokeTimed(page, `Quantidade ${SIZES[i]} Cor 1`));
  console.log(
    `Tecla numa célula da grade (edição aberta): mediana ${median(keys).toFixed(0)} ms · ${keys.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
  await closeFicha(page);
  console.log(
    `Carga da máquina depois (1/5/15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
} finally {
  await browser.close();
  await server.stop();
  await smtp.close();
}
