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
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

ensureSupportedNode();

const only = process.argv[2]; // 'unit' | 'e2e' | undefined (both)
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** 'file › test: first line of the error', for the closing lines (CI shows only the output's tail). */
const failures = [];
const times = [];
const cpu = [];
const machine = [];
const started = Date.now();

/**
 * CPU-seconds of every process this script has waited for, children's children included (Linux
 * /proc: cutime + cstime, in clock ticks of 100 Hz). Undefined elsewhere.
 */
function childCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // The command name may hold spaces: fields count from the closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * CPU-seconds the whole machine was busy (Linux /proc/stat: every core's user, nice, system, irq,
 * softirq and steal). The figure above misses what is not this script's descendant when it ends:
 * Chromium's renderers (re-parented to init), the PostgreSQL server, and the page work of every
 * journey with them. This one counts them, and whatever else was running: read it on a quiet
 * machine. Undefined elsewhere.
 */
function machineBusySeconds() {
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
    return (user + nice + system + irq + softirq + (steal ?? 0)) / 100;
  } catch {
    return undefined;
  }
}

/** 812.3 → '812 CPU-s'. */
function cpuSeconds(s) {
  return `${Math.round(s)} CPU-s`;
}
let exitCode = 0;

function run(label, name, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const t0 = Date.now();
  const cpu0 = childCpuSeconds();
  const busy0 = machineBusySeconds();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) exitCode = result.status ?? 1;
  const cpu1 = childCpuSeconds();
  if (cpu0 !== undefined && cpu1 !== undefined) cpu.push({ name, seconds: cpu1 - cpu0 });
  const busy1 = machineBusySeconds();
  if (busy0 !== undefined && busy1 !== undefined) machine.push({ name, seconds: busy1 - busy0 });
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
    'Vitest',
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
    failures.push(...vitestFailures(r, root));
    if (r.numFailedTests === 0 && r.numFailedTestSuites > 0) totals.failed += r.numFailedTestSuites;
  } else {
    totals.failed += 1;
    exitCode ||= 1;
  }
}

if (only !== 'unit') {
  const file = path.join(reports, 'playwright.json');
  const ms = run(
    'Playwright: jornadas de ponta a ponta no Chromium',
    'Playwright',
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
    failures.push(...playwrightFailures(r));
  } else {
    totals.failed += 1;
    exitCode ||= 1;
  }
}

fs.rmSync(reports, { recursive: true, force: true });
if (totals.passed === 0) exitCode ||= 1; // a run that ran nothing has not passed
// The closing line CI reads: alone on its line, written before the process ends on its own; the
// time per layer just above it.
const cpuLine =
  cpu.length > 0
    ? `\nCPU: ${cpu.map((c) => `${c.name} ${cpuSeconds(c.seconds)}`).join('; ')}; total ${cpuSeconds(
        cpu.reduce((sum, c) => sum + c.seconds, 0),
      )}`
    : '';
const machineLine =
  machine.length > 0
    ? `\nCPU da máquina (tudo o que rodou, Chromium e PostgreSQL inclusive): ${machine
        .map((c) => `${c.name} ${cpuSeconds(c.seconds)}`)
        .join('; ')}; total ${cpuSeconds(machine.reduce((sum, c) => sum + c.seconds, 0))}`
    : '';
const failureLines =
  failures.length > 0 ? `\nfalhas:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}` : '';
process.stdout.write(
  failureLines +
    `\ntempo: ${times.join('; ')}; total ${duration(Date.now() - started)}` +
    cpuLine +
    machineLine +
    `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
process.exitCode = exitCode;
