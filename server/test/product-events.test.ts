import crypto from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  aClient,
  aDemand,
  aDemandWithCandidates,
  anApprovedProvider,
  apiAs,
  aVerifiedUser,
  paidPro,
  theAdmin,
  type BuiltUser,
} from '@alinhavo/test-support/builders';
import { PRODUCT_FACT_NAMES } from '@alinhavo/shared/rules/product-events';
import type { ProductEvent } from '@alinhavo/shared/schemas/product-events';
import { runProductEventsPrune } from '../src/jobs/product-events-prune';
import { rowsOf } from '../src/lib/sql-rows';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';

let ctx: TestContext;
let person: BuiltUser;
beforeAll(async () => {
  // Off by default under NODE_ENV=test: this suite turns it on for its own server.
  ctx = await startTestApp({ PRODUCT_ANALYTICS: 'on' });
  person = await aClient(ctx, { name: 'Joana Bordadeira' });
});
afterAll(() => ctx.close());

const api = () => testApi(ctx.app).productEvents;
const storedRow = z.object({
  occurred_at: z.union([z.string(), z.date()]),
  name: z.string(),
  path: z.string(),
  visit: z.string(),
  user_hash: z.string().nullable(),
});
const rowsOfVisit = async (visit: string) =>
  rowsOf(
    await ctx.database.db.execute(
      sql`select occurred_at, name, path, visit, user_hash from product_events where visit = ${visit}`,
    ),
    storedRow,
  );
const pageViews = (n: number, path = '/app/demandas/:id'): ProductEvent[] =>
  Array.from({ length: n }, () => ({ name: 'page_view' as const, path }));

describe('POST /analytics/events/', () => {
  it('stores a batch in one insert (one statement: one now() for every row)', async () => {
    const visit = crypto.randomUUID();
    const res = await api().record({
      body: { visit, events: [...pageViews(19), { name: 'signup_started', path: '/cadastro' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ stored: 20 });
    const rows = await rowsOfVisit(visit);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => new Date(r.occurred_at).getTime())).size).toBe(1);
    expect(rows.every((r) => r.user_hash === null)).toBe(true);
  });

  it('stores nothing when the browser sends DNT: 1', async () => {
    const visit = crypto.randomUUID();
    const res = await api().record({
      body: { visit, events: pageViews(3) },
      headers: { dnt: '1' },
      token: person.access,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ stored: 0 });
    expect(await rowsOfVisit(visit)).toHaveLength(0);
  });

  it('hashes the account: no e-mail, name or raw id in any stored column', async () => {
    const visit = crypto.randomUUID();
    await api().record({
      body: { visit, events: [{ name: 'signup_started', path: '/app/demandas/nova' }] },
      token: person.access,
    });
    const [row] = await rowsOfVisit(visit);
    expect(row?.user_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const text = JSON.stringify(row);
    for (const secret of [person.id, person.email, 'Joana', 'Bordadeira'])
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    // The same account hashes alike (the funnel counts people), and not to a plain digest.
    const again = crypto.randomUUID();
    await api().record({ body: { visit: again, events: pageViews(1) }, token: person.access });
    expect((await rowsOfVisit(again))[0]?.user_hash).toBe(row?.user_hash);
    const plain = crypto.createHash('sha256').update(person.id).digest('base64url');
    expect(row?.user_hash).not.toBe(plain);
  });

  it('an account that turned it off in Conta stores nothing; turning it back on stores again', async () => {
    const other = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    expect((await api().preference({ token: other.access })).body.data).toEqual({ enabled: true });
    const off = await api().setPreference({ body: { enabled: false }, token: other.access });
    expect(off.body.data).toEqual({ enabled: false });
    expect((await api().preference({ token: other.access })).body.data).toEqual({ enabled: false });

    const visit = crypto.randomUUID();
    const res = await api().record({ body: { visit, events: pageViews(2) }, token: other.access });
    expect(res.body.data).toEqual({ stored: 0 });
    expect(await rowsOfVisit(visit)).toHaveLength(0);

    await api().setPreference({ body: { enabled: true }, token: other.access });
    await api().record({ body: { visit, events: pageViews(1) }, token: other.access });
    expect(await rowsOfVisit(visit)).toHaveLength(1);
  });

  it('the preference needs a session', async () => {
    expect((await api().preference()).status).toBe(401);
    expect((await api().setPreference({ body: { enabled: false } })).status).toBe(401);
  });

  it('refuses unknown names, text fields, raw ids in paths and batches over 50', async () => {
    const visit = crypto.randomUUID();
    const bad: unknown[] = [
      { visit, events: [{ name: 'clicked_button', path: '/' }] },
      { visit, events: [{ name: 'page_view', path: '/', label: 'Joana' }] },
      { visit, events: [{ name: 'page_view', path: `/app/demandas/${crypto.randomUUID()}` }] },
      { visit, events: [{ name: 'page_view', path: '/entrar?email=joana@exemplo.com' }] },
      { visit, events: pageViews(51) },
      { visit, events: [] },
      { visit: 'joana@exemplo.com', events: pageViews(1) },
    ];
    for (const body of bad) {
      // Batches the contract forbids: sent raw.
      const res = await testApi(ctx.app).raw('POST', '/analytics/events/', { body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await rowsOfVisit(visit)).toHaveLength(0);
  });

  it('is rate limited per account, and per address (sized for NAT) without a session', async () => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const ip = `10.${octet()}.${octet()}.${octet()}`;
    const u = await aVerifiedUser(ctx);
    const send = (token?: string) =>
      api().record({
        body: { visit: crypto.randomUUID(), events: pageViews(1) },
        ip,
        ...(token ? { token } : {}),
      });
    const anonymous = await send();
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers['x-ratelimit-limit']).toBe('600');
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await send(u.access)).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // The account's budget is its own: the address still sends.
    expect((await send()).status).toBe(200);
  });
});

/** Rows per event name in the whole table. */
const countsByName = async (): Promise<Record<string, number>> =>
  Object.fromEntries(
    rowsOf(
      await ctx.database.db.execute(
        sql`select name, count(*)::int as n from product_events group by name`,
      ),
      z.object({ name: z.string(), n: z.coerce.number() }),
    ).map((r) => [r.name, r.n]),
  );
const deltaOf = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    Object.keys({ ...before, ...after })
      .map((k) => [k, (after[k] ?? 0) - (before[k] ?? 0)] as const)
      .filter(([, n]) => n !== 0),
  );

describe('funnel facts (DESIGN §9.16)', () => {
  it("a browser's fact is dropped: stored and counted nowhere, whoever posts it", async () => {
    const admin = await theAdmin(ctx);
    const funnel = async () => (await api().funnel({ token: admin.access })).body.data;
    const before = await funnel();
    const visit = crypto.randomUUID();
    for (const name of PRODUCT_FACT_NAMES) {
      for (const token of [undefined, person.access]) {
        const res = await api().record({
          body: { visit, events: [{ name, path: '/app/planos' }] },
          ...(token ? { token } : {}),
        });
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual({ stored: 0 });
      }
    }
    // Beside a page view, only the page view is kept.
    const mixed = await api().record({
      body: {
        visit,
        events: [
          { name: 'checkout_paid', path: '/app/planos' },
          { name: 'page_view', path: '/app/planos' },
        ],
      },
    });
    expect(mixed.body.data).toEqual({ stored: 1 });
    expect((await rowsOfVisit(visit)).map((r) => r.name)).toEqual(['page_view']);
    const after = await funnel();
    expect(after.checkout).toEqual(before.checkout);
    expect(after.steps.filter((s) => s.name !== 'page_view')).toEqual(
      before.steps.filter((s) => s.name !== 'page_view'),
    );
    expect(after.weekly.map((w) => w.paid)).toEqual(before.weekly.map((w) => w.paid));
  });

  it('the server records each fact once, when its action commits', async () => {
    await theAdmin(ctx);
    const before = await countsByName();
    const [client, pro] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
    const demandId = await aDemandWithCandidates(ctx, client, [pro]);
    const asClient = apiAs(ctx, client);
    await asClient.send('PATCH', `/demands/${demandId}/`, { chosen_professional_id: pro.id });
    await asClient.send('POST', '/user/ratings/', {
      professional: pro.id,
      score: 5,
      demand: demandId,
    });
    await asClient.send('PATCH', `/demands/${demandId}/`, { status: 'CONCLUÍDA' });
    const paymentId = await paidPro(ctx, client);
    const expected = {
      signup_finished: 2,
      demand_published: 1,
      interest_shown: 1,
      provider_chosen: 1,
      demand_completed: 1,
      checkout_started: 1,
      checkout_paid: 1,
    };
    const seen = await eventually(
      async () => deltaOf(before, await countsByName()),
      (d) => isDeepStrictEqual(d, expected),
    );
    expect(seen).toEqual(expected);

    // Refused or repeated actions are no new fact: a second interest, a second confirmation.
    const again = await testApi(ctx.app).demands.interest({
      params: { id: demandId },
      token: pro.access,
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    const admin = await theAdmin(ctx);
    await testApi(ctx.app).adminPayments.confirmPayment({
      params: { id: paymentId },
      token: admin.access,
      body: {},
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(deltaOf(before, await countsByName())).toEqual(expected);

    // Each fact is the account's (its hash), never a visit's.
    const rows = rowsOf(
      await ctx.database.db.execute(
        sql`select user_hash from product_events where name = 'demand_published' order by occurred_at desc limit 1`,
      ),
      z.object({ user_hash: z.string().nullable() }),
    );
    expect(rows[0]?.user_hash).toEqual(expect.any(String));
  });
});

describe('a server with analytics off (the default of test runs)', () => {
  it('says so in the public settings and stores nothing', async () => {
    const off = await startTestApp();
    try {
      const settings = await testApi(off.app).legal.settings();
      expect(settings.body.data.product_analytics).toBe(false);
      const visit = crypto.randomUUID();
      const res = await testApi(off.app).productEvents.record({
        body: { visit, events: pageViews(2) },
      });
      expect(res.body.data).toEqual({ stored: 0 });
      // Nor the facts the server records itself.
      const client = await aClient(off);
      await aDemand(off, client);
      await new Promise((r) => setTimeout(r, 200));
      const rows = await off.database.db.execute(
        sql`select count(*)::int as n from product_events`,
      );
      expect(rowsOf(rows, z.object({ n: z.number() }))[0]?.n).toBe(0);
    } finally {
      await off.close();
    }
    expect((await testApi(ctx.app).legal.settings()).body.data.product_analytics).toBe(true);
  });
});

/** Rows at given instants, straight into the table (the funnel reads what is there). */
async function seed(rows: Array<{ at: string; name: string; visit: string; user?: string }>) {
  for (const r of rows)
    await ctx.database.db.execute(
      sql`insert into product_events (occurred_at, name, path, visit, user_hash)
          values (${r.at}::timestamptz, ${r.name}, '/', ${r.visit}, ${r.user ?? null})`,
    );
}

describe('retention', () => {
  it('the prune keeps the current month and the 12 before it, and nothing older', async () => {
    const visit = crypto.randomUUID();
    await seed([
      { at: '2018-12-31T23:59:00Z', name: 'page_view', visit },
      { at: '2019-01-01T00:00:00Z', name: 'page_view', visit },
      { at: '2019-06-15T12:00:00Z', name: 'page_view', visit },
    ]);
    const removed = await runProductEventsPrune(
      ctx.database.db,
      ctx.app.services.productEvents,
      new Date('2020-01-20T10:00:00Z'),
    );
    expect(removed).toBe(1);
    const left = (await rowsOfVisit(visit)).map((r) => new Date(r.occurred_at).toISOString());
    expect(left.sort()).toEqual(['2019-01-01T00:00:00.000Z', '2019-06-15T12:00:00.000Z']);
  });
});

describe('GET /admin/funnel/', () => {
  it('counts each step of the period, visits first, people after', async () => {
    const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    // São Paulo period 2021-03-01 (Monday) … 2021-03-14: two weeks.
    const w1 = '2021-03-02T15:00:00Z';
    const w2 = '2021-03-09T15:00:00Z';
    await seed([
      { at: w1, name: 'page_view', visit: a },
      { at: w1, name: 'page_view', visit: a },
      { at: w1, name: 'page_view', visit: b },
      { at: w2, name: 'page_view', visit: c },
      { at: w1, name: 'signup_started', visit: a },
      { at: w1, name: 'signup_started', visit: b },
      { at: w1, name: 'signup_finished', visit: a, user: 'h-a' },
      { at: w2, name: 'demand_published', visit: c, user: 'h-a' },
      { at: w2, name: 'demand_published', visit: c, user: 'h-a' },
      { at: w2, name: 'checkout_started', visit: c, user: 'h-a' },
      { at: w2, name: 'checkout_paid', visit: c, user: 'h-a' },
      // Outside: the day before and the day after (São Paulo), and another year.
      { at: '2021-03-01T02:59:00Z', name: 'page_view', visit: a },
      { at: '2021-03-15T03:00:00Z', name: 'page_view', visit: a },
    ]);
    const admin = await theAdmin(ctx);
    const res = await api().funnel({
      query: { from: '2021-03-01', to: '2021-03-14' },
      token: admin.access,
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.steps).toEqual([
      { name: 'page_view', count: 3 },
      { name: 'signup_started', count: 2 },
      { name: 'signup_finished', count: 1 },
      { name: 'demand_published', count: 1 },
      { name: 'interest_shown', count: 0 },
      { name: 'provider_chosen', count: 0 },
      { name: 'demand_completed', count: 0 },
    ]);
    expect(data.checkout).toEqual([
      { name: 'checkout_started', count: 1 },
      { name: 'checkout_paid', count: 1 },
    ]);
    expect(data.weekly).toEqual([
      { week_start: '2021-03-01', visitors: 2, page_views: 3, signups: 1, demands: 0, paid: 0 },
      { week_start: '2021-03-08', visitors: 1, page_views: 1, signups: 0, demands: 2, paid: 1 },
    ]);
  });

  it('is for admins only: 401 without a session, 403 for anyone else', async () => {
    const query = { from: '2021-03-01', to: '2021-03-14' };
    expect((await api().funnel({ query })).status).toBe(401);
    expect((await api().funnel({ query, token: person.access })).status).toBe(403);
  });
});
