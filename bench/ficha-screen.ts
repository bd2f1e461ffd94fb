/**
 * Bench of the ficha técnica screens in Chromium: a ficha of 12 sizes × 10 colours × 40 points
 * of measure (with materials, aviamentos and operations) saved through the API on a server on
 * the embedded database; a signed-in owner opens the demand's details once (the ficha reaches
 * IndexedDB), then, with the network dropped (the data is on the device), the time from the
 * click on 'Ver ficha técnica' / 'Editar ficha técnica' until the measurement table's 40 rows are
 * on screen and the next frame is painted. Median of 5 (FICHA_RUNS) after one warm-up opening (chunk
 * download). Target ≤ 100 ms. Then, in the open editor, a keystroke in a grade cell: the key
 * typed → the grade's total shows the new sum → the next frame painted. Figures, never
 * pass/fail; not part of `npm test`. The machine's load is printed before and after: on a
 * shared machine it weighs on every figure, so each opening's main-thread CPU time is printed
 * too (Chrome's Performance.getMetrics in thread ticks: TaskDuration, ScriptDuration), and the
 * open form's element count by section. FICHA_PROFILE=/tmp/x.cpuprofile adds one opening under
 * the sampling profiler (saved there; self time by function printed) and one under a trace (the
 * main thread's own CPU time by kind of work: script, style, layout, paint) of the editor, or of
 * the reader with FICHA_PROFILE_SCREEN=leitura.
 */
import os from 'node:os';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import type { FichaContentInput } from '@alinhavo/shared/schemas/ficha';
import { ensureRendererBuild } from '../scripts/renderer-build.mjs';
import * as build from '../tests/support/builders';
import { aFicha, aFichaOn } from '../tests/support/ficha';
import { startServer } from '../tests/support/server';
import { codeFrom, startSmtpCapture } from '../tests/support/smtp-capture';
import { fetchTransport } from '../tests/support/transport';

// FICHA_RUNS: more openings per screen, for A/B pairs on a loaded machine.
const RUNS = Number(process.env.FICHA_RUNS ?? 5);
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

/** Chrome's main-thread counters (seconds): TaskDuration, ScriptDuration, ThreadTime. */
async function mainThread(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const of = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { task: of('TaskDuration'), script: of('ScriptDuration'), thread: of('ThreadTime') };
}

// FICHA_PROFILE_SCREEN=leitura profiles the reader's opening instead of the editor's.
const PROFILED =
  process.env.FICHA_PROFILE_SCREEN === 'leitura'
    ? (['Ver ficha técnica', 'text'] as const)
    : (['Editar ficha técnica', 'cells'] as const);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * Click → the table's rows all present (in the editor, the last row's cells too: its point's
 * fields and a cell per size, each text until reached) → one more frame painted, timed inside
 * the page.
 */
async function openTimed(page: Page, button: string, cellsPerRow: 'text' | 'cells') {
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
          rows[${POINTS - 1}].querySelectorAll('td[tabindex], input').length >= ${4 + SIZES.length})
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
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
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
  await openTimed(page, 'Editar ficha técnica', 'cells');
  await closeFicha(page);
  await context.setOffline(true);
  for (const [label, button, kind] of [
    ['Leitura (Ver ficha técnica)', 'Ver ficha técnica', 'text'],
    ['Edição (Editar ficha técnica)', 'Editar ficha técnica', 'cells'],
  ] as const) {
    const times: number[] = [];
    const tasks: number[] = [];
    const scripts: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const before = await mainThread(cdp);
      times.push(await openTimed(page, button, kind));
      const after = await mainThread(cdp);
      tasks.push((after.task - before.task) * 1000);
      scripts.push((after.script - before.script) * 1000);
      await closeFicha(page);
    }
    const list = (xs: number[]) => xs.map((t) => t.toFixed(0)).join(', ');
    console.log(
      `${label}, 12 × 10 × 40, dados no aparelho (offline): mediana ${median(times).toFixed(0)} ms · ${list(times)} ms`,
    );
    console.log(
      `  CPU da thread principal (TaskDuration): mediana ${median(tasks).toFixed(0)} ms · ${list(tasks)} ms; script (ScriptDuration): mediana ${median(scripts).toFixed(0)} ms · ${list(scripts)} ms`,
    );
  }
  await openTimed(page, 'Editar ficha técnica', 'cells');
  const elements = await page.evaluate(
    `document.querySelector('form[aria-label="Ficha técnica"]').querySelectorAll('*').length`,
  );
  const bySection = await page.evaluate(
    `Array.from(document.querySelectorAll('form[aria-label="Ficha técnica"] section')).map((s) => s.getAttribute('aria-label') + ' ' + s.querySelectorAll('*').length).join(', ')`,
  );
  console.log(
    `Elementos do formulário de edição aberto: ${String(elements)} (${String(bySection)})`,
  );
  const keys: number[] = [];
  for (let i = 0; i < RUNS; i++)
    keys.push(await keystrokeTimed(page, `Quantidade ${SIZES[i]} Cor 1`));
  console.log(
    `Tecla numa célula da grade (edição aberta): mediana ${median(keys).toFixed(0)} ms · ${keys.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
  await closeFicha(page);
  if (process.env.FICHA_PROFILE) {
    // One more opening of the editor under Chrome's sampling profiler: self time by function.
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await openTimed(page, PROFILED[0], PROFILED[1]);
    const { profile } = await cdp.send('Profiler.stop');
    await closeFicha(page);
    const fs = await import('node:fs/promises');
    await fs.writeFile(process.env.FICHA_PROFILE, JSON.stringify(profile));
    const self = new Map<number, number>();
    profile.samples?.forEach((id, k) =>
      self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[k] ?? 0)),
    );
    const byName = new Map<string, number>();
    for (const node of profile.nodes) {
      const f = node.callFrame;
      const key = `${f.functionName || '(anônima)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber}`;
      byName.set(key, (byName.get(key) ?? 0) + (self.get(node.id) ?? 0));
    }
    console.log(`Perfil em ${process.env.FICHA_PROFILE}; tempo próprio (ms):`);
    for (const [name, us] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${(us / 1000).toFixed(1).padStart(7)}  ${name}`);
    // And one under Chrome's trace: the main thread's time by kind of work (style, layout …).
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink'] });
    await openTimed(page, PROFILED[0], PROFILED[1]);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: {
        name: string;
        ph: string;
        ts: number;
        dur?: number;
        tdur?: number;
        tid: number;
        args?: { name?: string };
      }[];
    };
    await closeFicha(page);
    // The renderer's main thread: each event's own CPU time (its children's taken out).
    const mainTid = trace.traceEvents.find(
      (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
    )?.tid;
    const events = trace.traceEvents
      .filter((e) => e.tid === mainTid && e.ph === 'X' && e.dur !== undefined)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const own = new Map<string, number>();
    const stack: { end: number; name: string; self: number }[] = [];
    const pop = () => {
      const done = stack.pop()!;
      own.set(done.name, (own.get(done.name) ?? 0) + Math.max(0, done.self));
    };
    for (const e of events) {
      while (stack.length > 0 && stack.at(-1)!.end <= e.ts) pop();
      const cpu = e.tdur ?? e.dur ?? 0;
      if (stack.length > 0) stack.at(-1)!.self -= cpu;
      stack.push({ end: e.ts + (e.dur ?? 0), name: e.name, self: cpu });
    }
    while (stack.length > 0) pop();
    const total = [...own.values()].reduce((a, b) => a + b, 0);
    console.log(
      `Rastro da thread principal: ${(total / 1000).toFixed(0)} ms de CPU; próprio por evento:`,
    );
    for (const [name, us] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`  ${(us / 1000).toFixed(1).padStart(7)}  ${name}`);
  }
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
