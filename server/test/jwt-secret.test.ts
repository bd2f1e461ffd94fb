import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { openTestDatabase } from './helpers/database';
import { captureLog } from './helpers/log-capture';
import { backendFor, startTestApp, buildTestApp } from './helpers/app';
import { testApi } from './helpers/api';
import { aVerifiedUser } from '@alinhavo/test-support/builders';
import { startSmtpCapture, type SmtpCapture } from '@alinhavo/test-support/smtp-capture';

const onPostgres = process.env.ALINHAVO_TEST_DB === 'postgres';

/** Identical instances without JWT_SECRET agree on the signing secret. */
describe.skipIf(!onPostgres)('JWT secret kept in PostgreSQL when JWT_SECRET is unset', () => {
  let smtp: SmtpCapture;
  const dirs: string[] = [];
  /** `onFirst`: the app holds the test database, whose drop waits for every other pool. */
  const apps: Array<{ app: FastifyInstance; onFirst: boolean }> = [];
  const extraDbs: Database[] = [];
  let first: Database;
  let url: string;

  /** An instance as a second process would start it: its own pool, its own DATA_DIR. */
  async function instance(database?: Database): Promise<FastifyInstance> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-secret-'));
    dirs.push(dataDir);
    const db = database ?? (await openDatabase({ url }));
    if (!database) extraDbs.push(db);
    const app = await buildTestApp({
      config: loadConfig({
        NODE_ENV: 'test',
        PASSWORD_HASH_COST: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'warn',
        RENDERER_DIST: path.join(dataDir, 'none'),
      }),
      database: db,
      logStream: captureLog(),
    });
    apps.push({ app, onFirst: database === first });
    return app;
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    first = await openTestDatabase();
    url = (first.db as unknown as { $client: { options: { connectionString: string } } }).$client
      .options.connectionString;
  });
  afterAll(async () => {
    // Instances started together finish in any order: the ones with their own pools close
    // first, so closing the test database never waits on a pool still open.
    for (const { app } of apps.filter((a) => !a.onFirst)) await app.close();
    for (const db of extraDbs) await db.close().catch(() => undefined);
    for (const { app } of apps.filter((a) => a.onFirst)) await app.close();
    await smtp?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a token issued by instance A works on instance B, and on an instance started later', async () => {
    // Started together, as behind a load balancer: both race to create the secret.
    const [a, b] = await Promise.all([instance(first), instance()]);
    const u = await aVerifiedUser(backendFor(a, smtp));
    const onB = await testApi(b).auth.me({ token: u.access });
    expect(onB.status).toBe(200);
    expect(onB.body.data.email).toBe(u.email);
    const refreshed = await testApi(b).auth.refreshToken({ body: { refresh: u.refresh } });
    expect(refreshed.status).toBe(200);
    const later = await instance();
    expect((await testApi(later).auth.me({ token: refreshed.body.data.access })).status).toBe(200);
    // The secret lives in the database, not in any instance's DATA_DIR.
    for (const dir of dirs) expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
  });
});

describe.skipIf(onPostgres)('JWT secret on the embedded database (PGlite)', () => {
  it('is generated once in DATA_DIR, as before', async () => {
    const ctx = await startTestApp();
    try {
      const file = path.join(ctx.config.dataDir, 'jwt-secret');
      expect(fs.readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
      const u = await aVerifiedUser(ctx);
      expect((await testApi(ctx.app).auth.me({ token: u.access })).status).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
