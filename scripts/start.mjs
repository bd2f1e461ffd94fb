#!/usr/bin/env node
// `npm start`: build the renderer and the server when a build is missing or older than its
// sources, then run the compiled server (migrations apply at boot) and pass signals through so
// SIGTERM closes it cleanly. tsx stays for dev, tests and scripts.
import { spawn } from 'node:child_process';
import { ensureRendererBuild, root } from './renderer-build.mjs';
import { ensureServerBuild, serverEntry } from './server-build.mjs';

// ALINHAVO_SKIP_BUILD=1 (the e2e setup built the renderer already) skips the renderer's build;
// the server's takes about a second and is checked every time, so no start runs stale code.
if (process.env.ALINHAVO_SKIP_BUILD !== '1' && !ensureRendererBuild()) process.exit(1);
if (!(await ensureServerBuild())) process.exit(1);

const server = spawn(
  process.execPath,
  [
    // Extra node flags for one run (benches pass --cpu-prof, which NODE_OPTIONS refuses).
    ...(process.env.ALINHAVO_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    '--enable-source-maps',
    serverEntry,
  ],
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
