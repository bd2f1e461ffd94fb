#!/usr/bin/env node
// `npm start`: build the renderer when its build is missing or older than its sources, then run
// the server (migrations apply at boot) and pass signals through so SIGTERM closes it cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureRendererBuild, root } from './renderer-build.mjs';

if (process.env.ALINHAVO_SKIP_BUILD !== '1' && !ensureRendererBuild()) process.exit(1);

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
// `npm start` runs this file through `sh -c`, and Debian's sh dies on npm's SIGTERM without
// passing it on: this process is then handed to init. A parent that went away is a stop too.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid !== parent) {
    clearInterval(orphanWatch);
    server.kill('SIGTERM');
  }
}, 250);
server.on('exit', (code, signal) => {
  clearInterval(orphanWatch);
  process.exit(code ?? (signal ? 1 : 0));
});
