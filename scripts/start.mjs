#!/usr/bin/env node
// `npm start`: build the renderer when its build is missing or older than its sources, then run
// the server (migrations apply at boot) and pass signals through so SIGTERM closes it cleanly.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'renderer', 'dist', 'index.html');
const sources = ['renderer/src', 'renderer/index.html', 'renderer/vite.config.ts', 'renderer/public', 'shared/src'];

function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function rendererIsStale() {
  if (!fs.existsSync(distIndex)) return true;
  const built = fs.statSync(distIndex).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

if (process.env.ALINHAVO_SKIP_BUILD !== '1' && rendererIsStale()) {
  console.log('Gerando o build do renderer (primeira execução ou código alterado)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@alinhavo/renderer'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
