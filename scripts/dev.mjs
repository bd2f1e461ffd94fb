#!/usr/bin/env node
// `npm run dev`: the server with reload (tsx watch) and the renderer on Vite's dev server, which
// proxies /api and /socket.io to the server. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { root } from './renderer-build.mjs';
import { ensureSupportedNode } from './node-runtime.mjs';

ensureSupportedNode();

const children = [
  spawn('npm', ['run', 'dev', '-w', '@alinhavo/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? `${root}/data` },
  }),
  spawn('npm', ['run', 'dev', '-w', '@alinhavo/renderer'], { cwd: root, stdio: 'inherit' }),
];
console.log('API em http://localhost:3000 — app em http://localhost:5173');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
