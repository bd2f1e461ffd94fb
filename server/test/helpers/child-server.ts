import { spawn, type ChildProcess } from 'node:child_process';
import { captureLog } from './log-capture';
import { ensureServerBuild, serverEntry } from '../../../scripts/server-build.mjs';
import { root } from '../../../scripts/renderer-build.mjs';
import { freePort } from '@alinhavo/test-support/server';

/**
 * The compiled server (`npm start`'s code) as a child process that can be killed with SIGKILL
 * and started again on the same port, data folder and database: what a crash and a supervisor's
 * restart look like. The build check runs once per process, not once per start.
 */
export interface ChildServer {
  url: string;
  port: number;
  /** Starts (again) and resolves when /health/ answers; the boot's milliseconds. */
  start(): Promise<number>;
  /**
   * Starts (again) without waiting: the promise of its readiness, which rejects with
   * 'killed' when a kill comes first (a crash during boot).
   */
  launch(): Promise<number>;
  /** SIGKILL, no goodbye: resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
  running(): boolean;
  output(): string;
}

let built: Promise<boolean> | undefined;

export async function childServer(
  env: Record<string, string>,
  opts: { port?: number; bootTimeoutMs?: number } = {},
): Promise<ChildServer> {
  built ??= ensureServerBuild();
  if (!(await built)) throw new Error('o build do servidor falhou');
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // Only what the caller names reaches the child: no DATABASE_URL or REDIS_URL of the test run.
  const { DATABASE_URL: _d, REDIS_URL: _r, ALINHAVO_TEST_DB: _t, ...inherited } = process.env;
  let child: ChildProcess | undefined;
  let out = '';

  const exited = (c: ChildProcess) =>
    c.exitCode !== null || c.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => c.once('exit', () => resolve()));

  const scanned = captureLog();
  const server: ChildServer = {
    url,
    port,
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    output: () => out,
    start: () => server.launch(),
    async launch() {
      const t0 = Date.now();
      const c = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
        cwd: root,
        env: {
          ...inherited,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: url,
          LOG_LEVEL: 'error',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = c;
      // A test run that dies must not leave servers behind.
      const orphan = () => c.kill('SIGKILL');
      process.once('exit', orphan);
      c.once('exit', () => process.off('exit', orphan));
      // Its log goes to the run's scan too (helpers/global-log-scan.ts), as every app's does.
      c.stdout?.on('data', (d: Buffer) => {
        out = (out + d.toString()).slice(-20_000);
        scanned.write(d);
      });
      c.stderr?.on('data', (d: Buffer) => {
        out = (out + d.toString()).slice(-20_000);
        scanned.write(d);
      });
      // Only a server that never becomes ready: a boot that takes 1 s on a quiet machine took over a
      // minute after a kill beside other CPU-heavy work, and a slow boot is not a failure.
      const deadline = Date.now() + (opts.bootTimeoutMs ?? 240_000);
      for (;;) {
        if (c.signalCode === 'SIGKILL') throw new Error('killed');
        if (c.exitCode !== null) throw new Error(`o servidor saiu com ${c.exitCode}:\n${out}`);
        try {
          const res = await fetch(`${url}/api/v1/health/`);
          if (res.ok) return Date.now() - t0;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) {
          c.kill('SIGKILL');
          throw new Error(`o servidor não ficou pronto:\n${out}`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async kill() {
      if (!child) return;
      const c = child;
      c.kill('SIGKILL');
      await exited(c);
    },
    async stop() {
      if (!child) return;
      const c = child;
      c.kill('SIGTERM');
      await exited(c);
    },
  };
  return server;
}
