import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { openTestDatabase } from './helpers/database';
import { captureLog } from './helpers/log-capture';
import { backendFor } from './helpers/app';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import { connectedSocket } from './helpers/sockets';
import { serverEventSchemas } from '@alinhavo/shared/realtime/events';
import sharp from 'sharp';
import {
  aDemand,
  aDemandWithCandidates,
  anApprovedProvider,
  aVerifiedUser,
  theAdmin,
} from '@alinhavo/test-support/builders';
import { startSmtpCapture, type SmtpCapture } from '@alinhavo/test-support/smtp-capture';

const enabled = process.env.ALINHAVO_TEST_DB === 'postgres' && Boolean(process.env.REDIS_URL);
if (!enabled)
  console.warn('[multi-instance] pulado: precisa de DATABASE_URL e REDIS_URL (como no CI).');

/** Two app instances on one PostgreSQL and one Redis, as in production behind a load balancer. */
describe.skipIf(!enabled)('two instances with Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let dbA: Database;
  let dbB: Database;
  let smtp: SmtpCapture;
  let dataDir: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-multi-'));
    dbA = await openTestDatabase();
    // Instance B opens its own pool on the same database, as a second process would.
    const url = (dbA.db as unknown as { $client: { options: { connectionString: string } } })
      .$client.options.connectionString;
    dbB = await openDatabase({ url });
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      REDIS_URL: process.env.REDIS_URL ?? '',
      // No JWT_SECRET: the instances agree on the one kept in PostgreSQL (issue 15).
      LOG_LEVEL: 'warn',
      RENDERER_DIST: path.join(dataDir, 'none'),
    };
    a = await buildApp({ config: loadConfig(env), database: dbA, logStream: captureLog() });
    b = await buildApp({ config: loadConfig(env), database: dbB, logStream: captureLog() });
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await b?.close();
    await a?.close();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const portOf = (app: FastifyInstance) => {
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };

  it('a logout through instance A reaches a socket connected to instance B', async () => {
    const ctxA = backendFor(a, smtp);
    const u = await aVerifiedUser(ctxA);
    const socket = await connectedSocket(`http://127.0.0.1:${portOf(b)}`, u.access, sockets);
    const ended = new Promise<unknown>((resolve) => socket.on('session:ended', resolve));
    // B holds the session check in memory now (issue 11)...
    expect((await testApi(b).auth.me({ token: u.access })).status).toBe(200);
    await testApi(a).auth.logout({ token: u.access, body: {} });
    expect(await ended).toEqual({ reason: 'logout' });
    // ...and refuses the ended session too, once PostgreSQL's notification of the commit reaches
    // it (the socket event travels through Redis, a different path, so it may come first).
    await eventually(
      () => testApi(b).auth.me({ token: u.access }),
      (res) => res.status === 401,
      2_000,
    );
  });

  it('a message posted through instance A reaches the recipient’s socket on instance B', async () => {
    const ctxA = backendFor(a, smtp);
    const [sender, recipient] = await Promise.all([
      aVerifiedUser(ctxA, { type: 'CLIENTE' }),
      aVerifiedUser(ctxA, { type: 'PROFISSIONAL' }),
    ]);
    const socket = await connectedSocket(
      `http://127.0.0.1:${portOf(b)}`,
      recipient.access,
      sockets,
    );
    const started = await testApi(a).conversations.start({
      token: sender.access,
      body: {
        participant_ids: [recipient.user.id],
        demand_id: await aDemandWithCandidates(ctxA, sender, [recipient]),
      },
    });
    expect(started.status).toBe(201);
    const received = new Promise<{ id: string; content: string }>((resolve) =>
      socket.on('message:created', resolve),
    );
    const sent = await testApi(a).conversations.send({
      params: { id: started.body.data.conversation.id },
      token: sender.access,
      body: { content: 'Olá de A', client_id: 'multi-instance-1' },
    });
    expect(sent.status).toBe(201);
    expect(await received).toMatchObject({ id: sent.body.data.id, content: 'Olá de A' });
  });

  it('an interest shown through instance A reaches the owner’s socket on instance B as their row', async () => {
    const ctxA = backendFor(a, smtp);
    const [owner, provider] = await Promise.all([
      aVerifiedUser(ctxA, { type: 'CLIENTE' }),
      aVerifiedUser(ctxA, { type: 'PROFISSIONAL' }),
    ]);
    const id = await aDemand(ctxA, owner);
    const socket = await connectedSocket(`http://127.0.0.1:${portOf(b)}`, owner.access, sockets);
    const received = new Promise<unknown>((resolve) => socket.on('demand:changed', resolve));
    const shown = await testApi(a).demands.interest({
      params: { id },
      token: provider.access,
    });
    expect(shown.status).toBe(200);
    const pushed = serverEventSchemas['demand:changed'].parse(await received);
    expect(pushed).toMatchObject({ id, interested_professionals: [provider.user.id] });
    expect(pushed).toEqual(
      (await testApi(b).demands.get({ params: { id }, token: owner.access })).body.data,
    );
  });

  it('a candidate suspended through instance A leaves the candidate list on the owner’s socket on instance B', async () => {
    const ctxA = backendFor(a, smtp, a.config.adminEmails[0]);
    const [owner, provider, admin] = await Promise.all([
      aVerifiedUser(ctxA, { type: 'CLIENTE' }),
      aVerifiedUser(ctxA, { type: 'PROFISSIONAL' }),
      theAdmin(ctxA),
    ]);
    const id = await aDemand(ctxA, owner);
    await testApi(a).demands.interest({ params: { id }, token: provider.access });
    const socket = await connectedSocket(`http://127.0.0.1:${portOf(b)}`, owner.access, sockets);
    const received = new Promise<unknown>((resolve) => socket.on('demand:changed', resolve));
    const suspended = await testApi(a).admin.suspend({
      params: { id: provider.id },
      token: admin.access,
      body: { reason: 'Golpe confirmado' },
    });
    expect(suspended.status).toBe(200);
    const pushed = serverEventSchemas['demand:changed'].parse(await received);
    expect(pushed).toMatchObject({
      id,
      interested_professionals: [],
      interested_professionals_count: 0,
    });
    expect(pushed).toEqual(
      (await testApi(b).demands.get({ params: { id }, token: owner.access })).body.data,
    );
  });

  it('a provider suspended through instance A: instance B answers 404 for the public page and photo at once', async () => {
    const ctxA = backendFor(a, smtp, a.config.adminEmails[0]);
    const [provider, admin] = await Promise.all([anApprovedProvider(ctxA), theAdmin(ctxA)]);
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const uploaded = await testApi(a).portfolio.upload({
      token: provider.access,
      body: { caption: 'Vitrine' },
      files: [new File([new Uint8Array(png)], 'f.png', { type: 'image/png' })],
    });
    expect(uploaded.status).toBe(201);
    const photo = uploaded.body.data.id;
    const page = () => testApi(b).portfolio.publicProfile({ params: { id: provider.id } });
    const image = () =>
      testApi(b).portfolio.publicImage({ params: { id: photo }, query: { size: 'thumb' } });
    // B has served both (a cache of the page, if B kept one, would hold it now)...
    expect([(await page()).status, (await image()).status]).toEqual([200, 200]);
    const suspended = await testApi(a).admin.suspend({
      params: { id: provider.id },
      token: admin.access,
      body: { reason: 'Fotos de outra confecção' },
    });
    expect(suspended.status).toBe(200);
    // ...and the very next requests to B, with no wait, find the provider gone.
    expect([(await page()).status, (await image()).status]).toEqual([404, 404]);
  });

  it('shares the per-IP password budget of /user/login/ and /token/ across instances through Redis', async () => {
    const ip = `127.77.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const auth = testApi(i % 2 === 0 ? a : b).auth;
      const body = { email: `x${i}@exemplo.com`, password: 'y' };
      statuses.push(
        (i % 4 < 2 ? await auth.login({ body, ip }) : await auth.obtainToken({ body, ip })).status,
      );
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });

  it('shares the per-account password budget across instances and addresses through Redis', async () => {
    const u = await aVerifiedUser(backendFor(a, smtp));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const auth = testApi(i % 2 === 0 ? a : b).auth;
      const body = { email: u.email, password: u.password };
      statuses.push(
        (i % 4 < 2 ? await auth.login({ body }) : await auth.obtainToken({ body })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
