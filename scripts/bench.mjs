#!/usr/bin/env node
// `npm run bench`: every bench in bench/, one after another. Figures and ratios, not pass/fail.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureRendererBuild, root } from './renderer-build.mjs';
import { ensureSupportedNode } from './node-runtime.mjs';

ensureSupportedNode();

if (!ensureRendererBuild()) process.exit(1);
const benches = fs
  .readdirSync(path.join(root, 'bench'))
  // chaos.ts is minutes of kills and answers pass/fail: `npm run bench:chaos` runs it alone.
  .filter((f) => f.endsWith('.ts') && f !== 'chaos.ts')
  .sort();
for (const file of benches) {
  console.log(`\n▶ bench/${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench', file)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
