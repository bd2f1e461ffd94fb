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
  return {
    port,
    async close() {
      chrome.kill('SIGTERM');
      await new Promise((r) => chrome.once('exit', r));
      fs.rmSync(profile, { recursive: true, force: true });
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
try {
  for (const page of PAGES) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.url}${page}`, chrome.port));
    rows.push({ page, runs });
  }
} finally {
  await chrome.close();
  await server.stop();
}
console.log(`Carga da máquina depois: ${load()}\n`);
console.log(
  'página    desempenho  LCP      CLS    TBT     FCP      acessibilidade  (execuções: desempenho)',
);
for (const { page, runs } of rows) {
  const m = (pick: (f: Figures) => number) => median(runs.map(pick));
  console.log(
    `${page.padEnd(9)} ${String(m((f) => f.performance)).padStart(10)}  ${(m((f) => f.lcpMs) / 1000).toFixed(2)} s  ${m((f) => f.cls).toFixed(3)}  ${String(Math.round(m((f) => f.tbtMs))).padStart(4)} ms  ${(m((f) => f.fcpMs) / 1000).toFixed(2)} s  ${String(m((f) => f.accessibility)).padStart(14)}  (${runs.map((f) => f.performance).join(', ')})`,
  );
}
console.log('\nMetas: desempenho ≥ 95, LCP ≤ 2,0 s, CLS ≤ 0,05, acessibilidade ≥ 95.');
