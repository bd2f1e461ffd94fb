/**
 * Landing speed: Lighthouse mobile (its default: a mid-range phone on slow 4G,
 * simulated) on `/` and `/entrar` of the built app served by `npm start`, 3 runs a page, and the
 * median of each figure. Targets: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, accessibility ≥ 95.
 * Prints figures and the machine's load beside them (a shared machine makes the runs noisy);
 * never part of `npm test`. Run alone with `node --import tsx bench/lighthouse.ts`;
 * LIGHTHOUSE_DIST=<folder> scores another renderer build (an older one, for a comparison).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { ensureRendererBuild } from '../scripts/renderer-build.mjs';
import { startServer } from '../tests/support/server';

const PAGES = ['/', '/entrar'];
const RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Figures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  accessibility: number;
}

/** Debian's Chromium with its DevTools port open; resolves once the port is known. */
async function launchChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-lighthouse-'));
  const chrome = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium não abriu:\n${err}`)), 30_000);
    chrome.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium saiu (${code}):\n${err}`)));
  });
  const exited = new Promise<void>((resolve) => {
    if (chrome.exitCode !== null || chrome.signalCode !== null) resolve();
    else chrome.once('exit', () => resolve());
  });
  return {
    port,
    /**
     * Ends Chromium and removes its profile. Chromium writes into the profile until its last
     * process is gone, so the folder is removed only after the exit, with retries (a removal
     * racing a late write fails with ENOTEMPTY); a folder that still cannot go is reported and
     * left in the temp folder, never allowed to lose the figures already measured.
     */
    async close() {
      chrome.kill('SIGTERM');
      const killer = setTimeout(() => chrome.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`Perfil do Chromium não removido (${profile}): ${(error as Error).message}`);
      }
    },
  };
}

async function audit(url: string, port: number, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // A fresh Chromium's first trace sometimes misses its navigation start: that run says
  // nothing about the page, so it is tried again (once) rather than ending the bench.
  if (runtimeError?.code === 'NO_NAVSTART' && attempt < 2) return audit(url, port, attempt + 1);
  if (runtimeError) throw new Error(`Lighthouse em ${url}: ${runtimeError.message}`);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((categories.performance?.score ?? NaN) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    accessibility: Math.round((categories.accessibility?.score ?? NaN) * 100),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

const otherBuild = process.env.LIGHTHOUSE_DIST;
if (!otherBuild && !ensureRendererBuild()) process.exit(1);
console.log(
  `Lighthouse mobile (simulado), ${RUNS} execuções por página, mediana de cada número${otherBuild ? ` (build: ${otherBuild})` : ''}.`,
);
console.log(`Carga da máquina antes (1/5/15 min): ${load()} em ${os.cpus().length} núcleos`);
// Six page loads with every script and font, from one address within a minute or two: the
// per-IP limit (300/min, as in production) would answer some of them 429, as in the e2e setup.
const server = await startServer({
  RATE_LIMIT_PER_MINUTE: '10000',
  ...(otherBuild ? { RENDERER_DIST: path.resolve(otherBuild) } : {}),
});
const chrome = await launchChromium();
const rows: Array<{ page: string; runs: Figures[] }> = [];
// A run that fails ends the measuring, not the report: the runs before it are still printed.
let failure: unknown;
try {
  for (const page of PAGES) {
    const runs: Figures[] = [];
    rows.push({ page, runs });
    for (let i = 0; i < RUNS; i++) {
      const figures = await audit(`${server.url}${page}`, chrome.port);
      runs.push(figures);
      // Each run as it finishes, so a run that fails later (or a ^C) loses none of them.
      console.log(
        `  ${page} execução ${i + 1}: desempenho ${figures.performance}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbtMs)} ms, FCP ${(figures.fcpMs / 1000).toFixed(2)} s, CLS ${figures.cls.toFixed(3)} (carga ${load()})`,
      );
    }
  }
} catch (error) {
  failure = error;
} finally {
  // Whatever happens to the cleanup, the figures measured so far are printed below.
  await chrome.close().catch((error: unknown) => console.warn(`Chromium: ${String(error)}`));
  await server.stop().catch((error: unknown) => console.warn(`Servidor: ${String(error)}`));
}
console.log(`Carga da máquina depois: ${load()}\n`);
console.log(
  'página    desempenho  LCP      CLS    TBT     FCP      acessibilidade  (execuções: desempenho)',
);
for (const { page, runs } of rows) {
  if (runs.length === 0) continue;
  const m = (pick: (f: Figures) => number) => median(runs.map(pick));
  console.log(
    `${page.padEnd(9)} ${String(m((f) => f.performance)).padStart(10)}  ${(m((f) => f.lcpMs) / 1000).toFixed(2)} s  ${m((f) => f.cls).toFixed(3)}  ${String(Math.round(m((f) => f.tbtMs))).padStart(4)} ms  ${(m((f) => f.fcpMs) / 1000).toFixed(2)} s  ${String(m((f) => f.accessibility)).padStart(14)}  (${runs.map((f) => f.performance).join(', ')})`,
  );
}
console.log('\nMetas: desempenho ≥ 95, LCP ≤ 2,0 s, CLS ≤ 0,05, acessibilidade ≥ 95.');
if (failure) {
  console.error('\nA medição parou antes do fim:', failure);
  process.exitCode = 1;
}
