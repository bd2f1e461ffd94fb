// Whether the renderer's web build is missing or older than its sources, and how to rebuild it.
// Used by `npm start` and by the end-to-end setup.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'renderer', 'dist', 'index.html');
const sources = [
  'renderer/src',
  'renderer/index.html',
  'renderer/vite.config.ts',
  'renderer/public',
  'shared/src',
];

/** The newest modification time under `p` (a file or a folder, walked whole); 0 when absent. */
export function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function rendererIsStale() {
  if (!fs.existsSync(distIndex)) return true;
  const built = fs.statSync(distIndex).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

/** Builds when stale; returns false when the build failed. */
export function ensureRendererBuild() {
  if (!rendererIsStale()) return true;
  console.log('Gerando o build do renderer (primeira execução ou código alterado)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@alinhavo/renderer'], {
    cwd: root,
    stdio: 'inherit',
  });
  return build.status === 0;
}
