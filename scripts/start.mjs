#!/usr/bin/env node
// `npm start`: build the renderer and the server when a build is missing or older than its
// sources, then run the compiled server in this process (migrations apply at boot); SIGTERM
// closes it cleanly. tsx stays for dev, tests and scripts.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ensureRendererBuild, root } from './renderer-build.mjs';
import { ensureServerBuild, serverEntry } from './server-build.mjs';
import { ensureSupportedNode } from './node-runtime.mjs';

ensureSupportedNode();

// ALINHAVO_SKIP_BUILD=1 (the e2e setup built the renderer already) skips the renderer's build;
// the server's takes about a second and is checked every time, so no start runs stale code.
if (process.env.ALINHAVO_SKIP_BUILD !== '1' && !ensureRendererBuild()) process.exit(1);
if (!(await ensureServerBuild())) process.exit(1);

// `npm start` runs this file through `sh -c`, and Debian's sh dies on npm's SIGTERM without
// passing it on: this process is then handed to init. A parent that went away is a stop too.
const parent = process.ppid;
function watchParent(stop) {
  const watch = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(watch);
      stop();
    }
  }, 250);
  return watch;
}

const nodeArgs = process.env.ALINHAVO_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
if (nodeArgs.length === 0) {
  // The server runs in this process: a second Node would cost its own boot (~0.1 s of the 2 s
  // start budget). Its SIGTERM/SIGINT handlers close it; source maps as --enable-source-maps.
  process.setSourceMapsEnabled(true);
  watchParent(() => process.kill(process.pid, 'SIGTERM')).unref();
  await import(pathToFileURL(serverEntry).href);
} else {
  // Extra node flags for one run (benches pass --cpu-prof, which NODE_OPTIONS refuses) need a
  // process of their own, which gets the signals passed on.
  const server = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', serverEntry], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.kill(signal));
  }
  const watch = watchParent(() => server.kill('SIGTERM'));
  server.on('exit', (code, signal) => {
    clearInterval(watch);
    process.exit(code ?? (signal ? 1 : 0));
  });
}
