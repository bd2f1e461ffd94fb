#!/usr/bin/env node
// `npm test`: unit, component and server integration tests (Vitest), then the end-to-end journeys
// (Playwright in Chromium). Prints the time each layer took, then one closing line with the totals,
// and fails if anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './renderer-build.mjs';
import { ensureSupportedNode } from './node-runtime.mjs';

ensureSupportedNode();

const only = process.argv[2]; // 'unit' | 'e2e' | undefined (both)
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const times = [];
const started = Date.now();
let exitCode = 0;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) exitCode = result.status ?? 1;
  return Date.now() - t0;
}

/** 312_400 → '5 min 12 s'; 8_200 → '8,2 s'. */
function duration(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

if (only !== 'e2e') {
  const file = path.join(reports, 'vitest.json');
  const layers = path.join(reports, 'vitest-layers.json');
  const ms = run(
    'Vitest: unidade, componentes e integração do servidor',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/vitest-layer-times.mjs',
      `--outputFile.json=${file}`,
    ],
    { LAYER_TIMES_FILE: layers },
  );
  // Projects share the workers, so each project's span overlaps the others'.
  const perProject = Object.entries(readJson(layers) ?? {})
    .map(([name, p]) => `${name} ${duration(p.spanMs)} (${p.files} arquivos)`)
    .join(', ');
  times.push(`Vitest ${duration(ms)}${perProject ? ` — ${perProject}` : ''}`);
  const r = readJson(file);
  if (r) {
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } else {
    totals.failed += 1;
    exitCode ||= 1;
  }
}

if (only !== 'unit') {
  const file = path.join(reports, 'playwright.json');
  const ms = run(
    'Playwright: jornadas de ponta a ponta no Chromium',
    'npx',
    ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  );
  times.push(`Playwright ${duration(ms)}`);
  const r = readJson(file);
  if (r?.stats) {
    // A journey that passed only on its retry is flaky, and counts as a failure (failOnFlakyTests).
    totals.passed += r.stats.expected;
    totals.failed += r.stats.unexpected + r.stats.flaky;
    totals.skipped += r.stats.skipped;
  } else {
    totals.failed += 1;
    exitCode ||= 1;
  }
}

fs.rmSync(reports, { recursive: true, force: true });
if (totals.passed === 0) exitCode ||= 1; // a run that ran nothing has not passed
// The closing line CI reads: alone on its line, written before the process ends on its own; the
// time per layer just above it.
process.stdout.write(
  `\ntempo: ${times.join('; ')}; total ${duration(Date.now() - started)}` +
    `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
process.exitCode = exitCode;
