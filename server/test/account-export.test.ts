import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClient, aDemand, anApprovedProvider, type Person } from '@alinhavo/test-support/builders';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aFinishedJob } from './helpers/search';

let ctx: TestContext;
let client: Person;
let pro: Person;
let stranger: Person;
beforeAll(async () => {
  // Usage statistics are off under test unless a suite turns them on for its own server.
  ctx = await startTestApp({ PRODUCT_ANALYTICS: 'on' });
  [client, pro, stranger] = await Promise.all([
    aClient(ctx, { name: 'Marca Export' }),
    anApprovedProvider(ctx, { name: 'Facção Export' }),
    aClient(ctx, { name: 'Outra Marca' }),
  ]);
});
afterAll(() => ctx.close());

const api = () => testApi(ctx.app);
type Exported = Record<string, unknown> & {
  demands: Array<{ id: string; title: string; files: unknown[] }>;
  interests: Array<{ demand_id: string }>;
  quotes: Array<{ demand_id: string; price_cents: number; revision: number }>;
  ratings_given: Array<{ demand_id: string; score: number }>;
  ratings_received: Array<{ demand_id: string; score: number }>;
  reports_filed: Array<{ target_type: string; reason: string }>;
  email_preferences: { preferences: Array<{ kind: string; mode: string }> };
  usage_statistics: { enabled: boolean; events: Array<{ name: string; path: string }> };
};
const exportOf = async (who: Person) => {
  const res = await api().profile.export({ token: who.access });
  expect(res.status).toBe(200);
  return res.body.data as Exported;
};

describe('LGPD export (art. 18): everything the account did, and only its own', () => {
  it("holds a client's demands, ratings, reports, e-mail choices and usage statistics", async () => {
    const done = await aFinishedJob(ctx, client, pro, 4);
    const open = await aDemand(ctx, client, { title: 'Camisetas de malha para o verão' });
    await aDemand(ctx, stranger, { title: 'Demanda de outra pessoa' });
    const quoted = await api().quotes.send({
      params: { id: open },
      token: pro.access,
      body: { price_cents: 990, lead_time_days: 10, min_quantity: 50 },
    });
    expect(quoted.status).toBe(201);
    const reported = await api().reports.create({
      token: client.access,
      body: { target_type: 'user', target_id: pro.id, reason: 'spam' },
    });
    expect(reported.status).toBe(201);
    const prefs = await api().emailPreferences.get({ token: client.access });
    const kind = prefs.body.data.preferences[0]?.kind;
    expect(kind).toBeDefined();
    if (!kind) throw new Error('a conta não tem preferências de e-mail');
    await api().emailPreferences.update({
      token: client.access,
      body: { preferences: [{ kind, mode: 'off' }] },
    });
    await api().productEvents.record({
      token: client.access,
      body: {
        visit: crypto.randomUUID(),
        events: [{ name: 'page_view', path: '/app/minhas-demandas' }],
      },
    });

    const mine = await exportOf(client);
    expect(mine.demands.map((d) => d.id).sort()).toEqual([done, open].sort());
    expect(mine.ratings_given).toMatchObject([{ demand_id: done, score: 4 }]);
    expect(mine.ratings_received).toEqual([]);
    expect(mine.reports_filed).toMatchObject([{ target_type: 'user', reason: 'spam' }]);
    expect(mine.email_preferences.preferences).toContainEqual({ kind, mode: 'off' });
    // What the browser sent, and the facts the server recorded as the client's actions committed.
    expect(mine.usage_statistics.enabled).toBe(true);
    expect(mine.usage_statistics.events.map((e) => e.name).sort()).toEqual([
      'demand_completed',
      'demand_published',
      'demand_published',
      'page_view',
      'provider_chosen',
      'signup_finished',
    ]);
    expect(mine.usage_statistics.events).toContainEqual(
      expect.objectContaining({ name: 'page_view', path: '/app/minhas-demandas' }),
    );
    // The owner's quotes list is not theirs to export: the provider wrote it.
    expect(mine.quotes).toEqual([]);

    const theirs = await exportOf(pro);
    expect(theirs.demands).toEqual([]);
    expect(theirs.interests.map((i) => i.demand_id).sort()).toEqual([done, open].sort());
    expect(theirs.quotes).toMatchObject([{ demand_id: open, price_cents: 990, revision: 1 }]);
    expect(theirs.ratings_received).toMatchObject([{ demand_id: done, score: 4 }]);
    // The provider's own facts only: none of the client's, no page the client viewed.
    const theirEvents = theirs.usage_statistics.events.map((e) => e.name);
    expect(theirEvents).toContain('interest_shown');
    expect(theirEvents).not.toContain('page_view');
    expect(theirEvents).not.toContain('demand_published');
  });

  it('says when the usage statistics are off, and nothing more is recorded', async () => {
    await api().productEvents.setPreference({ token: stranger.access, body: { enabled: false } });
    const before = (await exportOf(stranger)).usage_statistics.events.length;
    await aDemand(ctx, stranger, { title: 'Demanda depois de desligar as estatísticas' });
    const after = (await exportOf(stranger)).usage_statistics;
    expect(after.enabled).toBe(false);
    expect(after.events).toHaveLength(before);
  });
});
