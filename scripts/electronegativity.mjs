#!/usr/bin/env node
// Electronegativity (Doyensec's static checks for Electron apps) over the desktop shell's source,
// electron/src. Fails on any HIGH or MEDIUM finding that docs/adr/0018-electronegativity-findings.md
// does not explain as a false positive; each explained one is listed here by check and file, with
// how many times it may occur, so a new occurrence of the same check still fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './renderer-build.mjs';

/** check id → file (relative to electron/src) → occurrences explained in the ADR. */
export const EXPLAINED = {
  // The CSP is a response header of the app:// protocol handler (main/protocol.ts, main/csp.ts);
  // the tool only recognises a CSP set through webRequest or a <meta> tag.
  CSP_GLOBAL_CHECK: { 'N/A': 1 },
  // The window's options come from mainWindowOptions (context isolation, sandbox; middle-click
  // windows are denied by setWindowOpenHandler); the tool reads only an object written inside
  // `new BrowserWindow(…)` in TypeScript files.
  CONTEXT_ISOLATION_JS_CHECK: { 'main/window.ts': 1 },
  SANDBOX_JS_CHECK: { 'main/window.ts': 1 },
  AUXCLICK_JS_CHECK: { 'main/window.ts': 1 },
  // Manual-review reminders: openExternal behind the allowlist, the alinhavo:// registration
  // whose links are parsed to two screens and a UUID.
  OPEN_EXTERNAL_JS_CHECK: { 'main/external-links.ts': 1 },
  PROTOCOL_HANDLER_JS_CHECK: { 'main/index.ts': 2 },
};

const BLOCKING = new Set(['HIGH', 'MEDIUM']);

/** One CSV line of the tool's report: quoted fields may hold commas. */
function fields(line) {
  const out = [];
  let current = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      out.push(current.trim());
      current = '';
    } else current += char;
  }
  out.push(current.trim());
  return out;
}

export function unexplained(findings, explained = EXPLAINED) {
  const seen = new Map();
  const left = [];
  for (const finding of findings) {
    if (!BLOCKING.has(finding.severity)) continue;
    const key = `${finding.issue} ${finding.file}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count > (explained[finding.issue]?.[finding.file] ?? 0)) left.push(finding);
  }
  return left;
}

function run() {
  const electronVersion = JSON.parse(
    fs.readFileSync(path.join(root, 'electron', 'package.json'), 'utf8'),
  ).devDependencies.electron;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-electronegativity-'));
  const report = path.join(dir, 'report.csv');
  const cli = path.join(root, 'node_modules', '@doyensec', 'electronegativity', 'dist', 'index.js');
  // The tool also tries to fetch translations and Electron's release list; offline it says so and
  // goes on with its bundled data.
  const result = spawnSync(
    process.execPath,
    [
      cli,
      '-i',
      path.join(root, 'electron', 'src'),
      '-e',
      electronVersion,
      '-r',
      '-v',
      'false',
      '-o',
      report,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (!fs.existsSync(report)) {
    console.error(result.stdout, result.stderr);
    console.error('electronegativity: o relatório não foi gerado.');
    process.exit(1);
  }
  const [, ...lines] = fs.readFileSync(report, 'utf8').trim().split('\n');
  fs.rmSync(dir, { recursive: true, force: true });
  const findings = lines.map((line) => {
    const [issue, severity, confidence, file, location, sample] = fields(line);
    return { issue, severity, confidence, file, location, sample };
  });
  const left = unexplained(findings);
  const blocking = findings.filter((f) => BLOCKING.has(f.severity)).length;
  if (left.length > 0) {
    console.error('electronegativity: achados HIGH/MEDIUM sem explicação em docs/adr:');
    for (const f of left)
      console.error(
        `  ${f.severity} ${f.issue} electron/src/${f.file}:${f.location} ${f.sample ?? ''}`,
      );
    process.exit(1);
  }
  console.log(
    `electronegativity: ${findings.length} achados, ${blocking} HIGH/MEDIUM, todos explicados (docs/adr/0018).`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) run();
