import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { openTestDatabase } from './helpers/database';
import { captureLog } from './helpers/log-capture';
import { backendFor, buildTestApp } from './helpers/app';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import { connectedSocket } from './helpers/sockets';
import { nginxMissing, startNginx, type Nginx } from './helpers/nginx';
import { JPEG_HEAD, sized } from './helpers/uploads';
import { DEMAND_LIMITS } from '@alinhavo/shared/schemas/demand';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
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
import { aFicha, aFichaOn } from '@alinhavo/test-support/ficha';

const enabled = process.env.ALINHAVO_TEST_DB === 'postgres' && Boolean(process.env.REDIS_URL);
if (!enabled)
  console.warn('[multi-instance] pulado: precisa de DATABASE_URL e REDIS_URL (como no CI).');
const noNginx = enabled ? nginxMissing() : undefined;
if (noNginx) console.warn(`[multi-instance] testes pelo nginx pulados: ${noNginx}`);

/** The public client search's per-IP budget in this file: small, so a few calls exhaust it. */
const SEARCH_BUDGET = 3;
/** A fresh loopback address (Linux routes all of 127.0.0.0/8 to lo): a client of its own. */
const aClientAddress = () => `127.${[1, 2, 3].map(() => crypto.randomInt(2, 250)).join('.')}`;

/** A hashed asset of the stand-in web build. */
const ASSET = 'index-3f9a1c2e.js';

/** A stand-in renderer build: index.html and one hashed asset with its Brotli copy. */
function webBuild(dir: string): string {
  const web = path.join(dir, 'web');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Alinhavo</title>');
  const js = 'console.log("alinhavo");\n'.repeat(200);
  fs.writeFileSync(path.join(web, 'assets', ASSET), js);
  fs.writeFileSync(path.join(web, 'assets', `${ASSET}.br`), zlib.brotliCompressSync(js));
  return web;
}

/**
 * Two app instances on one PostgreSQL and one Redis, as in production: behind the shipped nginx
 * configuration (deploy/nginx/alinhavo.conf), run for real, with TRUST_PROXY naming it.
 */
describe.skipIf(!enabled)('two instances with Redis behind nginx', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let dbA: Database;
  let dbB: Database;
  let smtp: SmtpCapture;
  let dataDir: string;
  let nginx: Nginx | undefined;
  const logLines: string[] = [];
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
      // No JWT_SECRET: the instances agree on the one kept in PostgreSQL.
      // Each request's line carries the client address the app settled on.
      LOG_LEVEL: 'info',
      RENDERER_DIST: webBuild(dataDir),
      // nginx connects from 127.0.0.1: only that hop may set X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCH_BUDGET),
      // Password checks per address: the test below spends them from both instances.
      PASSWORD_IP_RATE_LIMIT_PER_MINUTE: '10',
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '40',
    };
    a = await buildTestApp({
      config: loadConfig(env),
      database: dbA,
      logStream: captureLog(logLines),
    });
    b = await buildTestApp({
      config: loadConfig(env),
      database: dbB,
      logStream: captureLog(logLines),
    });
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    if (!noNginx) nginx = await startNginx({ upstreams: [portOf(a), portOf(b)] });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await nginx?.close();
    await b?.close();
    await a?.close();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const portOf = (app: FastifyInstance) => {
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };

  /** A socket connected through nginx: the instance that holds it, and the other one. */
  const socketThroughNginx = async (token: string) => {
    const proxy = nginx as Nginx;
    const socket = await connectedSocket(proxy.url, token, sockets, { ca: proxy.ca });
    const holds = async (app: FastifyInstance) =>
      (await app.io.local.fetchSockets()).some((s) => s.id === socket.id);
    const [onA, onB] = await Promise.all([holds(a), holds(b)]);
    expect(onA !== onB).toBe(true);
    return { socket, holder: onA ? a : b, other: onA ? b : a };
  };

  it.skipIf(noNginx)('nginx spreads WebSockets over both instances', async () => {
    const u = await aVerifiedUser(backendFor(a, smtp));
    const holders = [];
    for (let i = 0; i < 4; i++) holders.push((await socketThroughNginx(u.access)).holder);
    expect(holders.filter((h) => h === a).length).toBeGreaterThan(0);
    expect(holders.filter((h) => h === b).length).toBeGreaterThan(0);
  });

  it.skipIf(noNginx)(
    'refuses Socket.IO long-polling, which would need sticky sessions',
    async () => {
      const res = await (nginx as Nginx).request('/socket.io/?EIO=4&transport=polling');
      expect(res.status).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Transport unknown' });
    },
  );

  it.skipIf(noNginx)(
    'a logout through one instance reaches the socket nginx gave the other',
    async () => {
      const u = await aVerifiedUser(backendFor(a, smtp));
      const { socket, holder, other } = await socketThroughNginx(u.access);
      const ended = new Promise<unknown>((resolve) => socket.on('session:ended', resolve));
      // The holder keeps the session check in memory now...
      expect((await testApi(holder).auth.me({ token: u.access })).status).toBe(200);
      await testApi(other).auth.logout({ token: u.access, body: {} });
      expect(await ended).toEqual({ reason: 'logout' });
      // ...and refuses the ended session too, once PostgreSQL's notification of the commit reaches
      // it (the socket event travels through Redis, a different path, so it may come first),
      // well inside the 60 s the check is held: only the notification can have done it.
      await eventually(
        () => testApi(holder).auth.me({ token: u.access }),
        (res) => res.status === 401,
      );
    },
  );

  it.skipIf(noNginx)(
    'a message posted through one instance reaches the recipient’s socket on the other',
    async () => {
      const [sender, recipient] = await Promise.all([
        aVerifiedUser(backendFor(a, smtp), { type: 'CLIENTE' }),
        aVerifiedUser(backendFor(a, smtp), { type: 'PROFISSIONAL' }),
      ]);
      const { socket, other } = await socketThroughNginx(recipient.access);
      const started = await testApi(other).conversations.start({
        token: sender.access,
        body: {
          participant_ids: [recipient.user.id],
          demand_id: await aDemandWithCandidates(backendFor(other, smtp), sender, [recipient]),
        },
      });
      expect(started.status).toBe(201);
      const received = new Promise<{ id: string; content: string }>((resolve) =>
        socket.on('message:created', resolve),
      );
      const sent = await testApi(other).conversations.send({
        params: { id: started.body.data.conversation.id },
        token: sender.access,
        body: { content: 'Olá da outra instância', client_id: 'multi-instance-1' },
      });
      expect(sent.status).toBe(201);
      expect(await received).toMatchObject({
        id: sent.body.data.id,
        content: 'Olá da outra instância',
      });
    },
  );

  it.skipIf(noNginx)(
    'an interest shown through one instance reaches the owner’s socket on the other as their row',
    async () => {
      const [owner, provider] = await Promise.all([
        aVerifiedUser(backendFor(a, smtp), { type: 'CLIENTE' }),
        aVerifiedUser(backendFor(a, smtp), { type: 'PROFISSIONAL' }),
      ]);
      const id = await aDemand(backendFor(a, smtp), owner);
      const { socket, holder, other } = await socketThroughNginx(owner.access);
      const received = new Promise<unknown>((resolve) => socket.on('demand:changed', resolve));
      const shown = await testApi(other).demands.interest({
        params: { id },
        token: provider.access,
      });
      expect(shown.status).toBe(200);
      const pushed = serverEventSchemas['demand:changed'].parse(await received);
      expect(pushed).toMatchObject({ id, interested_professionals: [provider.user.id] });
      expect(pushed).toEqual(
        (await testApi(holder).demands.get({ params: { id }, token: owner.access })).body.data,
      );
    },
  );

  it.skipIf(noNginx)(
    'a candidate suspended through one instance leaves the candidate list on the owner’s socket on the other',
    async () => {
      const ctxA = backendFor(a, smtp, a.config.adminEmails[0]);
      const [owner, provider, admin] = await Promise.all([
        aVerifiedUser(ctxA, { type: 'CLIENTE' }),
        aVerifiedUser(ctxA, { type: 'PROFISSIONAL' }),
        theAdmin(ctxA),
      ]);
      const id = await aDemand(ctxA, owner);
      await testApi(a).demands.interest({ params: { id }, token: provider.access });
      const { socket, holder, other } = await socketThroughNginx(owner.access);
      const received = new Promise<unknown>((resolve) => socket.on('demand:changed', resolve));
      const suspended = await testApi(other).admin.suspend({
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
        (await testApi(holder).demands.get({ params: { id }, token: owner.access })).body.data,
      );
    },
  );

  it.skipIf(noNginx)(
    'a ficha revised through one instance reaches the chosen facção’s socket on the other, and its ‘Ciente’ the owner’s',
    async () => {
      const ctxA = backendFor(a, smtp);
      const [owner, facção] = await Promise.all([
        aVerifiedUser(ctxA, { type: 'CLIENTE' }),
        aVerifiedUser(ctxA, { type: 'PROFISSIONAL' }),
      ]);
      const id = await aDemandWithCandidates(ctxA, owner, [facção]);
      await aFichaOn(ctxA, owner, id);
      const chosen = await testApi(a).demands.patch({
        params: { id },
        body: { chosen_professional_id: facção.id },
        token: owner.access,
      });
      expect(chosen.status).toBe(200);

      // The facção's socket sits on one instance; the owner saves through the other.
      const theirs = await socketThroughNginx(facção.access);
      const changed = new Promise<unknown>((resolve) => theirs.socket.on('ficha:changed', resolve));
      // The choice's own notice may still be on its way: wait for the ficha's.
      const notified = new Promise<{ type: string; demand_id: string | null }>((resolve) =>
        theirs.socket.on(
          'notification:created',
          (n: { type: string; demand_id: string | null }) => {
            if (n.type === 'ficha_updated') resolve(n);
          },
        ),
      );
      const revised = await testApi(theirs.other).ficha.put({
        params: { id },
        body: { ficha: aFicha({ packing_notes: 'Caixas de 10.' }), expected_revision: 1 },
        token: owner.access,
      });
      expect(revised.status).toBe(200);
      expect(revised.body.data.revision).toBe(2);
      const pushed = serverEventSchemas['ficha:changed'].parse(await changed);
      expect(pushed).toMatchObject({ revision: 2, ficha: { packing_notes: 'Caixas de 10.' } });
      // The ficha as the facção reads it, history and changes to confirm included.
      expect(pushed).toEqual(
        (await testApi(theirs.holder).ficha.get({ params: { id }, token: facção.access })).body
          .data,
      );
      expect(await notified).toMatchObject({ type: 'ficha_updated', demand_id: id });

      // 'Ciente' through the instance that does not hold the owner's socket.
      const ours = await socketThroughNginx(owner.access);
      const acknowledged = new Promise<unknown>((resolve) =>
        ours.socket.on('ficha:acknowledged', resolve),
      );
      const ciente = await testApi(ours.other).ficha.acknowledge({
        params: { id },
        body: { revision: 2 },
        token: facção.access,
      });
      expect(ciente.status).toBe(200);
      expect(serverEventSchemas['ficha:acknowledged'].parse(await acknowledged)).toEqual({
        demand_id: id,
        revision: 2,
        acknowledged_at: ciente.body.data.acknowledged_at,
      });
    },
  );

  it.skipIf(noNginx)(
    'uploads a file of the largest size the app accepts through nginx, and refuses larger ones with the app’s answer',
    async () => {
      const proxy = nginx as Nginx;
      const owner = await aVerifiedUser(backendFor(a, smtp), { type: 'CLIENTE' });
      const demand = await aDemand(backendFor(a, smtp), owner);
      const multipart = async (bytes: Buffer) => {
        const form = new FormData();
        form.append('demand', demand);
        form.append('file', new Blob([bytes]), 'grande.jpg');
        const encoded = new Response(form);
        return {
          body: Buffer.from(await encoded.arrayBuffer()),
          type: encoded.headers.get('content-type') ?? '',
        };
      };
      const send = async (bytes: Buffer) => {
        const { body, type } = await multipart(bytes);
        return proxy.request('/api/v1/demand-files/', {
          method: 'POST',
          headers: { authorization: `Bearer ${owner.access}`, 'content-type': type },
          body,
          timeoutMs: 60_000,
        });
      };
      // 20 MiB exactly: more than nginx's 20m once the multipart envelope is around it.
      const file = sized(JPEG_HEAD, DEMAND_LIMITS.fileBytes);
      const stored = await send(file);
      expect(stored.status).toBe(201);
      const [row] = stored.json<{ data: Array<{ id: string; size: number }> }>().data;
      expect(row?.size).toBe(DEMAND_LIMITS.fileBytes);
      const back = await proxy.request(`/api/v1/demand-files/${row?.id}/download/`, {
        headers: { authorization: `Bearer ${owner.access}` },
      });
      expect(back.status).toBe(200);
      expect(back.body.equals(file)).toBe(true);

      // One byte more still reaches the app, which refuses it with its own text...
      const over = await send(sized(JPEG_HEAD, DEMAND_LIMITS.fileBytes + 1));
      expect(over.status).toBe(413);
      const appAnswer = over.json<{ message: string }>();
      expect(appAnswer.message).toBe(DEMAND_TEXTS.fileTooLarge);
      // ...and a body past nginx's limit gets the same answer from nginx, before any byte is read.
      const huge = await proxy.request('/api/v1/demand-files/', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${owner.access}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(30 * 1024 * 1024),
        },
      });
      expect(huge.status).toBe(413);
      expect(huge.json()).toEqual(appAnswer);
    },
  );

  it.skipIf(noNginx)(
    'gives each client address behind nginx its own public search budget, and the app sees the real address',
    async () => {
      const proxy = nginx as Nginx;
      const [first, second] = [aClientAddress(), aClientAddress()];
      const search = (from: string, headers: Record<string, string> = {}) =>
        proxy
          .request(`/api/v1/user/clients/search/?q=${crypto.randomUUID()}`, {
            localAddress: from,
            headers,
          })
          .then((r) => r.status);
      const statuses = async (from: string, n: number) => {
        const all: number[] = [];
        for (let i = 0; i < n; i++) all.push(await search(from));
        return all;
      };
      // The budget is shared by both instances through Redis, whichever nginx picks.
      expect(await statuses(first, SEARCH_BUDGET + 1)).toEqual([
        ...Array<number>(SEARCH_BUDGET).fill(200),
        429,
      ]);
      expect(await statuses(second, SEARCH_BUDGET + 1)).toEqual([
        ...Array<number>(SEARCH_BUDGET).fill(200),
        429,
      ]);
      // A client that writes its own X-Forwarded-For does not get a fresh budget: nginx appends
      // the address it really connected from, and that is the hop the app trusts.
      expect(await search(first, { 'x-forwarded-for': aClientAddress() })).toBe(429);
      const seen = new Set(
        logLines
          .map((line) =>
            /"url":"\/api\/v1\/user\/clients\/search\/[^"]*","ip":"([^"]+)"/.exec(line),
          )
          .map((m) => m?.[1])
          .filter(Boolean),
      );
      expect(seen).toContain(first);
      expect(seen).toContain(second);
      expect(seen).not.toContain('127.0.0.1');
    },
  );

  it.skipIf(noNginx)(
    'serves the web build through nginx with the app’s own encoding and cache headers',
    async () => {
      const proxy = nginx as Nginx;
      const asset = await proxy.request(`/assets/${ASSET}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(asset.status).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The precompressed file as it is: nginx neither compresses it again nor unpacks it.
      expect(
        asset.body.equals(fs.readFileSync(path.join(dataDir, 'web', 'assets', `${ASSET}.br`))),
      ).toBe(true);
      const page = await proxy.request('/demandas', { headers: { 'accept-encoding': 'gzip' } });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    },
  );

  it.skipIf(noNginx)('plain HTTP only redirects to HTTPS', async () => {
    const res = await fetch(`${(nginx as Nginx).httpUrl}/demandas?x=1`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://127.0.0.1/demandas?x=1');
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

  it('shares the per-address password budget of /user/login/ and /token/ across instances through Redis', async () => {
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

  it('shares the per-account API budget across instances and addresses through Redis', async () => {
    const u = await aVerifiedUser(backendFor(a, smtp));
    const first = await testApi(a).auth.me({ token: u.access });
    expect(first.headers['x-ratelimit-limit']).toBe('40');
    const left = Number(first.headers['x-ratelimit-remaining']);
    for (let i = 0; i < left; i++)
      expect((await testApi(i % 2 ? a : b).auth.me({ token: u.access })).status).toBe(200);
    expect((await testApi(b).auth.me({ token: u.access })).status).toBe(429);
    expect((await testApi(a).auth.me({ token: u.access })).status).toBe(429);
  });

  it('shares the password budget of one account and address across instances through Redis', async () => {
    const u = await aVerifiedUser(backendFor(a, smtp));
    const at = () => `127.66.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`;
    const ip = at();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const auth = testApi(i % 2 === 0 ? a : b).auth;
      const body = { email: u.email, password: u.password };
      statuses.push(
        (i % 4 < 2 ? await auth.login({ body, ip }) : await auth.obtainToken({ body, ip })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // The account as a whole has no budget a stranger could spend: another address signs in.
    const elsewhere = await testApi(b).auth.login({
      body: { email: u.email, password: u.password },
      ip: at(),
    });
    expect(elsewhere.status).toBe(200);
  });
});
