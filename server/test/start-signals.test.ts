import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanChildOutput } from './helpers/log-capture';
import { serverDataDir } from './helpers/server-data-dir';
import { freePort } from '@alinhavo/test-support/server';

const root = path.resolve(import.meta.dirname, '../..');
// One process tree test is enough: it does not depend on the database kind.
const onPostgresRun = process.env.ALINHAVO_TEST_DB === 'postgres';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return check();
}

describe.skipIf(onPostgresRun)('npm start and signals', () => {
  const dataDir = serverDataDir('signals');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // SIGTERM is what a service manager or container sends to `npm start`. (Ctrl+C reaches every
  // process of the terminal's group at once, and a SIGINT sent to npm alone is ignored by any
  // shell started in the background, so it says nothing about this script.)
  it('SIGTERM to `npm start` stops the server: nothing is left listening', async () => {
    const port = await freePort();
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ALINHAVO_SKIP_BUILD: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    scanChildOutput(npm);
    try {
      // A boot beside a busy suite can take a minute or more; the proof is the stop, not the boot.
      expect(await until(() => listening(port), 240_000)).toBe(true);
      npm.kill('SIGTERM');
      expect(await until(async () => !(await listening(port)), 15_000)).toBe(true);
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
    }
  }, 300_000);
});
