import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { emailJobs } from '../src/db/schema';
import type { EmailPreference } from '@alinhavo/shared/schemas/email-preferences';
import { backendFor, ADMIN_EMAIL, buildTestApp } from './helpers/app';
import { testApi } from './helpers/api';
import { openTestDatabase } from './helpers/database';
import { captureLog } from './helpers/log-capture';
import {
  aClient,
  aDemand,
  aDemandWithCandidates,
  aPendingProvider,
  anApprovedProvider,
  type Person,
} from '@alinhavo/test-support/builders';
import { startSmtpCapture, type SmtpCapture } from '@alinhavo/test-support/smtp-capture';

/**
 * E-mail, end to end: two app instances on one database, each with its worker, a real
 * SMTP capture and one controllable clock for the queue.
 */
let a: FastifyInstance;
let b: FastifyInstance;
let dbA: Database;
let dbB: Database;
let smtp: SmtpCapture;
let dataDir: string;
let nowMs = Date.parse('2026-03-10T13:00:00Z'); // 10h in São Paulo
const clock = () => new Date(nowMs);
const at = (iso: string) => {
  nowMs = Date.parse(iso);
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-email-'));
  const shared = await openTestDatabase();
  // PostgreSQL: instance B opens its own pool, as a second process would. PGlite belongs to one
  // process: both instances use it, and neither closes it (the test does, at the end).
  dbA = { ...shared, close: async () => undefined };
  dbB =
    shared.kind === 'postgres'
      ? await openDatabase({ url: connectionStringOf(shared) })
      : { ...shared, close: async () => undefined };
  const env = {
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL,
    PUBLIC_URL: 'http://alinhavo.test',
    LOG_LEVEL: 'warn',
    RENDERER_DIST: path.join(dataDir, 'none'),
  };
  a = await buildTestApp({
    config: loadConfig(env),
    database: dbA,
    emailClock: clock,
    logStream: captureLog(),
  });
  b = await buildTestApp({
    config: loadConfig(env),
    database: dbB,
    emailClock: clock,
    logStream: captureLog(),
  });
  await Promise.all([a.ready(), b.ready()]);
  afterAllClose = async () => {
    await b.close();
    if (!aClosed) await a.close();
    await shared.close();
  };
});
let afterAllClose = async () => undefined as void;
let aClosed = false;
afterAll(async () => {
  await afterAllClose();
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function connectionStringOf(database: Database): string {
  return (database.db as unknown as { $client: { options: { connectionString: string } } }).$client
    .options.connectionString;
}

const ctxA = () => backendFor(a, smtp);
const mailsTo = (to: string, subject?: RegExp) =>
  smtp.mails.filter((m) => m.to === to && (!subject || subject.test(m.subject)));
/** Both instances' workers, at once, until nothing is due at the clock. */
const bothWorkers = () => Promise.all([a.jobs.emails(), b.jobs.emails()]);
const setPrefs = (who: Person, preferences: EmailPreference[]) =>
  testApi(a).emailPreferences.update({ token: who.access, body: { preferences } });

let client: Person;
let p1: Person;
let p2: Person;
let quiet: Person;
let pending: Person;
/** Another state than the demand's. */
let far: Person;
/** The builders' providers live in São Paulo; demands there are in their region. */
const IN_SP = { city: 'São Paulo', uf: 'SP' };

describe('new demands (two instances)', () => {
  beforeAll(async () => {
    client = await aClient(ctxA(), { name: 'Ateliê Flor de Lis' });
    p1 = await anApprovedProvider(ctxA(), { name: 'Facção Um' });
    p2 = await anApprovedProvider(ctxA(), { name: 'Facção Dois' });
    quiet = await anApprovedProvider(ctxA(), { name: 'Facção Quieta' });
    pending = await aPendingProvider(ctxA(), { name: 'Facção Pendente' });
    far = await anApprovedProvider(ctxA(), {
      name: 'Facção Longe',
      profile: { city: 'Porto Alegre', uf: 'RS', postal_code: '90010000' },
    });
    expect((await setPrefs(quiet, [{ kind: 'new_demand', mode: 'off' }])).status).toBe(200);
  });

  it('e-mails each approved provider of the service once, whichever instance sends', async () => {
    const demandId = await aDemand(ctxA(), client, { title: 'Costura de 500 vestidos', ...IN_SP });
    // Instance B hears of the same demand too (as if both had): its jobs carry the same keys.
    b.bus.publish('demand.created', { demandId, clientId: client.id, serviceId: 1 });
    for (const p of [p1, p2])
      await smtp.waitFor(p.email, (m) => m.subject.includes('500 vestidos'));
    await vi.waitFor(async () => {
      const jobs = await dbA.db.select().from(emailJobs).where(eq(emailJobs.kind, 'new_demand'));
      expect(jobs.filter((j) => j.status !== 'sent')).toEqual([]);
    }, 15_000);
    await bothWorkers();
    await bothWorkers();

    expect(mailsTo(p1.email, /500 vestidos/)).toHaveLength(1);
    expect(mailsTo(p2.email, /500 vestidos/)).toHaveLength(1);
    expect(mailsTo(quiet.email, /500 vestidos/)).toHaveLength(0);
    expect(mailsTo(pending.email, /500 vestidos/)).toHaveLength(0);
    expect(mailsTo(far.email, /500 vestidos/)).toHaveLength(0);
    expect(mailsTo(client.email, /500 vestidos/)).toHaveLength(0);

    const mail = mailsTo(p1.email, /500 vestidos/)[0]!;
    expect(mail.subject).toBe('Nova demanda para você: Costura de 500 vestidos');
    expect(mail.text).toContain('Olá, Facção!');
    expect(mail.text).toContain('http://alinhavo.test/app/oportunidades');
    expect(mail.text).toMatch(/http:\/\/alinhavo\.test\/descadastrar\?token=[\w-]+\.[\w-]+/);
    expect(mail.html).toContain('Costura de 500 vestidos');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/alinhavo\.test\/api\/v1\/user\/email-unsubscribe\/\?token=[\w-]+\.[\w-]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('region', () => {
  it('a demand of another state reaches only when it accepts remote work', async () => {
    await aDemand(ctxA(), client, {
      title: 'Bordado de 40 bolsas',
      uf: 'RS',
      city: 'Porto Alegre',
    });
    await aDemand(ctxA(), client, {
      title: 'Modelagem de 12 peças',
      remote_work_accepted: true,
    });
    await smtp.waitFor(far.email, (m) => m.subject.includes('40 bolsas'));
    await smtp.waitFor(far.email, (m) => m.subject.includes('12 peças'));
    await smtp.waitFor(p1.email, (m) => m.subject.includes('12 peças'));
    await bothWorkers();
    expect(mailsTo(p1.email, /40 bolsas/)).toHaveLength(0);
  });
});

describe('daily digest at 8h São Paulo', () => {
  let digester: Person;

  beforeAll(async () => {
    digester = await anApprovedProvider(ctxA(), { name: 'Facção Resumo' });
    expect((await setPrefs(digester, [{ kind: 'new_demand', mode: 'digest' }])).status).toBe(200);
  });

  it('groups the day (8h to 8h) into one e-mail the next morning; a restart loses nothing', async () => {
    const digestMails = () => mailsTo(digester.email, /demanda/);
    // Each demand is queued after its answer: wait for it before the clock moves on.
    const queued = async (title: string, app = a) => {
      const id = await aDemand(backendFor(app, smtp), client, { title, ...IN_SP });
      await vi.waitFor(async () => {
        const ids = (await digestJobsOf(digester.id)).flatMap((j) => j.payload.demandIds);
        expect(ids).toContain(id);
      }, 15_000);
    };
    at('2026-03-10T13:00:00Z'); // 10h
    await queued('Bordado de 80 jaquetas');
    at('2026-03-10T23:30:00Z'); // 20h30
    await queued('Estampa de 200 camisetas');
    const today = await digestJobsOf(digester.id);
    expect(today.map((j) => j.runAfter.toISOString())).toEqual(['2026-03-11T11:00:00.000Z']);

    // Instance A goes away (a restart); the queue is in the database, B sends it.
    await a.close();
    aClosed = true;
    at('2026-03-11T10:59:00Z'); // 7h59
    await b.jobs.emails();
    expect(digestMails().map((m) => m.subject)).toEqual([]);
    at('2026-03-11T11:00:00Z'); // 8h
    await b.jobs.emails();
    const first = digestMails();
    expect(first.map((m) => m.subject)).toEqual(['Resumo do dia: 2 novas demandas para você']);
    expect(first[0]?.text).toContain('Bordado de 80 jaquetas');
    expect(first[0]?.text).toContain('Estampa de 200 camisetas');

    at('2026-03-11T11:30:00Z'); // 8h30: tomorrow's digest
    await queued('Modelagem de 12 peças piloto', b);
    at('2026-03-12T10:59:00Z');
    await b.jobs.emails();
    expect(digestMails()).toHaveLength(1);
    at('2026-03-12T11:00:00Z');
    await b.jobs.emails();
    const second = digestMails()[1];
    expect(second?.subject).toBe('Resumo do dia: 1 nova demanda para você');
    expect(second?.text).toContain('Modelagem de 12 peças piloto');
    expect(second?.text).not.toContain('Bordado');
    expect(digestMails()).toHaveLength(2);
  });
});

async function digestJobsOf(userId: string) {
  const jobs = await dbB.db.select().from(emailJobs).where(eq(emailJobs.userId, userId));
  return jobs.filter((j) => j.dedupeKey.startsWith('new_demand:digest:'));
}

describe('one-click unsubscribe', () => {
  it('works without login and stops that kind only', async () => {
    const mail = mailsTo(p1.email, /500 vestidos/)[0]!;
    const token = /descadastrar\?token=([\w-]+\.[\w-]+)/.exec(mail.text)?.[1] ?? '';
    const api = testApi(b);

    const info = await api.emailPreferences.unsubscribeInfo({ query: { token } });
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({ kind: 'new_demand', unsubscribed: false });

    // What a mail client does with List-Unsubscribe-Post (RFC 8058): a form post, no session.
    const listUrl = /^<http:\/\/alinhavo\.test(.+)>$/.exec(
      mail.headers['list-unsubscribe'] ?? '',
    )?.[1];
    const oneClick = await b.inject({
      method: 'POST',
      url: listUrl ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);

    const prefs = await api.emailPreferences.get({ token: p1.access });
    const modes = Object.fromEntries(prefs.body.data.preferences.map((p) => [p.kind, p.mode]));
    expect(modes).toMatchObject({
      new_demand: 'off',
      selected: 'instant',
      unread_messages: 'instant',
    });

    const tampered = await api.emailPreferences.unsubscribe({ query: { token: `${token}x` } });
    expect(tampered.status).toBe(400);

    // No more new demands for p1; p2 still gets them; and p1 still hears of being chosen.
    at('2026-03-12T15:00:00Z');
    const demandId = await aDemandWithCandidates(backendFor(b, smtp), client, [p1], {
      title: 'Acabamento de 150 saias',
      ...IN_SP,
    });
    chosenDemand = demandId;
    await smtp.waitFor(p2.email, (m) => m.subject.includes('150 saias'));
    const chosen = await api.demands.patch({
      token: client.access,
      params: { id: demandId },
      body: { chosen_professional_id: p1.id },
    });
    expect(chosen.status).toBe(200);
    await smtp.waitFor(
      p1.email,
      (m) => m.subject === 'Você foi escolhido para “Acabamento de 150 saias”',
    );
    await b.jobs.emails();
    expect(mailsTo(p1.email, /150 saias/).map((m) => m.subject)).toEqual([
      'Você foi escolhido para “Acabamento de 150 saias”',
    ]);
  });
});

let chosenDemand = '';

describe('new ratings', () => {
  it('e-mail the provider once, when the rating is published; an edit is not news', async () => {
    const api = testApi(b);
    const rated = await api.ratings.create({
      token: client.access,
      body: { professional: p1.id, score: 5, demand: chosenDemand },
    });
    expect(rated.status).toBe(201);
    // Held until the provider reviews the client of the finished demand.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await bothWorkers();
    expect(mailsTo(p1.email, /nova avaliação/)).toHaveLength(0);
    await api.demands.patch({
      token: client.access,
      params: { id: chosenDemand },
      body: { status: 'CONCLUÍDA' },
    });
    const reviewed = await api.clientReviews.create({
      token: p1.access,
      body: { demand: chosenDemand, payment: 5, communication: 5, clarity: 5 },
    });
    expect(reviewed.status).toBe(201);
    const mail = await smtp.waitFor(
      p1.email,
      (m) => m.subject === 'Você recebeu uma nova avaliação',
    );
    expect(mail.text).toContain('Ateliê Flor de Lis avaliou o seu trabalho com 5 de 5 estrelas.');
    const edited = await api.ratings.patch({
      token: client.access,
      params: { id: rated.body.data.id },
      body: { score: 4 },
    });
    expect(edited.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await bothWorkers();
    expect(mailsTo(p1.email, /nova avaliação/)).toHaveLength(1);
  });
});

describe('unread messages', () => {
  it('wait 15 minutes for a reading and go at most once per conversation in 6 hours', async () => {
    const api = testApi(b);
    const ctx = backendFor(b, smtp);
    const demandId = await aDemandWithCandidates(ctx, client, [p2], {
      title: 'Tingimento de 40 m',
    });
    at('2026-03-13T12:00:00Z');
    const started = await api.conversations.start({
      token: client.access,
      body: { participant_ids: [p2.id], demand_id: demandId, title: 'Tingimento' },
    });
    expect(started.status).toBe(201);
    const conversation = started.body.data.conversation.id;
    const send = async (content: string) => {
      const res = await api.conversations.send({
        token: client.access,
        params: { id: conversation },
        body: { content, client_id: `c-${content.length}-${Date.now()}` },
      });
      expect(res.status).toBe(201);
    };
    const unread = () => mailsTo(p2.email, /^Nova mensagem em “Tingimento”$/);
    const workersAt = async (iso: string) => {
      // Enqueueing follows the answer; let it land before the clock moves.
      await new Promise((resolve) => setTimeout(resolve, 50));
      at(iso);
      await bothWorkers();
    };

    await send('Olá! Vocês tingem malha?');
    await workersAt('2026-03-13T12:05:00Z');
    await api.conversations.read({ token: p2.access, params: { id: conversation } });
    await workersAt('2026-03-13T12:15:01Z');
    expect(unread()).toHaveLength(0); // read within the 15 minutes

    await workersAt('2026-03-13T12:20:00Z');
    await send('Preciso para a semana que vem.');
    await workersAt('2026-03-13T12:34:00Z');
    expect(unread()).toHaveLength(0); // 14 minutes
    await workersAt('2026-03-13T12:35:00Z');
    expect(unread()).toHaveLength(1);
    expect(unread()[0]?.text).toContain(
      `http://alinhavo.test/app/mensagens?conversa=${conversation}`,
    );

    await workersAt('2026-03-13T13:00:00Z');
    await send('Consegue me responder hoje?');
    await workersAt('2026-03-13T13:15:00Z');
    expect(unread()).toHaveLength(1); // within 6 hours of the last e-mail

    await workersAt('2026-03-13T18:40:00Z');
    await send('Ainda tem interesse?');
    await workersAt('2026-03-13T18:55:00Z');
    expect(unread()).toHaveLength(2); // 6h20 after the first
  });
});

describe('preference routes', () => {
  it('answer 401 without a session', async () => {
    const api = testApi(b);
    expect((await api.emailPreferences.get({})).status).toBe(401);
    const put = await api.emailPreferences.update({
      body: { preferences: [{ kind: 'new_demand', mode: 'off' }] },
    });
    expect(put.status).toBe(401);
  });

  it('offer the digest only for new demands, and clients only their kinds', async () => {
    const api = testApi(b);
    const mine = await api.emailPreferences.get({ token: client.access });
    expect(mine.body.data.preferences.map((p) => p.kind)).toEqual([
      'unread_messages',
      'plan_expiry',
    ]);
    const digest = await setPrefsOn(b, p2, [{ kind: 'unread_messages', mode: 'digest' }]);
    expect(digest.status).toBe(400);
    const notMine = await setPrefsOn(b, client, [{ kind: 'new_demand', mode: 'off' }]);
    expect(notMine.status).toBe(403);
  });
});

const setPrefsOn = (app: FastifyInstance, who: Person, preferences: EmailPreference[]) =>
  testApi(app).emailPreferences.update({ token: who.access, body: { preferences } });

describe('queue rows', () => {
  it('keep no e-mail body, only what it is built from', async () => {
    const jobs = await dbB.db
      .select()
      .from(emailJobs)
      .where(inArray(emailJobs.userId, [p1.id, p2.id]));
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(JSON.stringify(job.payload)).not.toMatch(/Olá|http/);
  });
});
