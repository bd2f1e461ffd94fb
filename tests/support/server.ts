import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/renderer-build.mjs';

export interface RunningServer {
  url: string;
  /** The process `npm start` runs (the server itself unless ALINHAVO_NODE_ARGS asks for a child). */
  pid: number;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Names a migrated PGlite data folder (written by the journeys' global setup) that a server
 * without a data folder of its own starts from, copied: a server on an empty folder creates and
 * migrates its database first, about 5 CPU-seconds each. A server given `dataDir` still starts
 * as `npm start` does on a fresh machine when that folder is empty (message-expiry does), so
 * every run still proves a first start from nothing.
 */
export const PGLITE_TEMPLATE_ENV = 'ALINHAVO_E2E_PGLITE_TEMPLATE';

/** A port nobody listens on now (the system picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A real `npm start` (scripts/start.mjs) on a free port with its own DATA_DIR, so the embedded
 * database and generated secret belong to this run alone.
 */
export async function startServer(
  env: Record<string, string>,
  opts: { dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  // A given data folder outlives this server (restart measurements); a made one is removed.
  const ownsDataDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-e2e-'));
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (ownsDataDir && template) {
    fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  }
  const url = `http://localhost:${port}`;
  // The journeys run on the embedded database, as `npm start` does on a fresh machine, unless the
  // caller names a database (benchmarks).
  const {
    DATABASE_URL: _db,
    REDIS_URL: _redis,
    [PGLITE_TEMPLATE_ENV]: _template,
    ...inherited
  } = process.env;
  const childEnv: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    ALINHAVO_SKIP_BUILD: '1',
    // Test runs count nothing: a journey that checks analytics turns it on itself.
    PRODUCT_ANALYTICS: 'off',
    ...env,
  };
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));

  // A cold start (server build check, PGlite, migrations) beside a CPU-heavy neighbour can take
  // well over a minute; a server that never comes up still fails here.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`o servidor saiu com código ${child.exitCode}:\n${out}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`o servidor não ficou pronto em 150 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    output: () => out,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
