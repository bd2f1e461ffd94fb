import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { MESSAGING_TEXTS } from '@alinhavo/shared/messages/messaging';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { demandInboxes, type Inbox } from './helpers/demand-inboxes';
import { listenLocally } from './helpers/sockets';
import {
  aClient,
  aDemand,
  aVerifiedPendingProvider,
  aVerifiedUser,
  theAdmin,
  type BuiltUser,
} from '@alinhavo/test-support/builders';

/**
 * Spec §4 'Provider approval': only approved providers are visible to clients and counted as
 * available. A provider not approved (pending or rejected) may not become a candidate; one
 * rejected after showing interest leaves the candidate lists clients see (not the admin's); and
 * the owners of those demands hear it live.
 */
let ctx: TestContext;
let base: string;
let admin: BuiltUser;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  base = await listenLocally(ctx.app);
  admin = await theAdmin(ctx);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await ctx.close();
});

const api = () => testApi(ctx.app);
let helpers: ReturnType<typeof demandInboxes> | undefined;
const inboxes = () => (helpers ??= demandInboxes(ctx, base, sockets));
const quote = { price_cents: 1250, lead_time_days: 15, min_quantity: 100, note: 'Inclui o corte.' };

const reject = (who: { id: string }) =>
  api().admin.reject({ params: { id: who.id }, token: admin.access, body: {} });
const approve = (who: { id: string }) =>
  api().admin.approve({ params: { id: who.id }, token: admin.access, body: {} });
const asSeenBy = async (person: { access: string }, id: string) => {
  const res = await api().demands.get({ params: { id }, token: person.access });
  expect(res.status).toBe(200);
  return res.body.data;
};

/** What the refused calls could have written: interests, quotes, and the demand's own row. */
async function written(demandId: string) {
  const result = await ctx.database.db.execute(
    sql`select (select count(*)::int from demand_interests where demand_id = ${demandId}) as interests,
               (select count(*)::int from demand_quotes where demand_id = ${demandId}) as quotes,
               (select updated_at::text from demands where id = ${demandId}) as at`,
  );
  return (result as { rows: { interests: number; quotes: number; at: string }[] }).rows[0];
}

describe('a provider not approved may not become a candidate', () => {
  it.each(['pending', 'rejected'] as const)(
    'a %s provider gets 403 with the text on interest, the PATCH interest and a quote; nothing is written',
    async (state) => {
      const client = await aClient(ctx);
      const provider = await aVerifiedPendingProvider(ctx);
      if (state === 'rejected') expect((await reject(provider)).status).toBe(200);
      const id = await aDemand(ctx, client);
      const before = await written(id);

      const refusals = [
        await api().demands.interest({ params: { id }, token: provider.access }),
        await api().demands.patch({
          params: { id },
          token: provider.access,
          body: { interested_professionals_ids: [provider.id] },
        }),
        await api().quotes.send({ params: { id }, token: provider.access, body: quote }),
      ];
      for (const res of refusals) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(DEMAND_TEXTS.providerNotApproved);
      }
      expect(await written(id)).toEqual(before);
      expect(before).toMatchObject({ interests: 0, quotes: 0 });
      expect(await asSeenBy(client, id)).toMatchObject({
        interested_professionals: [],
        interested_professionals_count: 0,
        quotes: [],
      });
    },
  );

  it('the check reads the database, not the token: approved after signing in, the same token shows interest', async () => {
    const client = await aClient(ctx);
    const provider = await aVerifiedPendingProvider(ctx);
    const id = await aDemand(ctx, client);
    expect((await api().demands.interest({ params: { id }, token: provider.access })).status).toBe(
      403,
    );
    await approve(provider);
    expect((await api().demands.interest({ params: { id }, token: provider.access })).status).toBe(
      200,
    );
    // Rejected later, the same token may not revise a quote either.
    expect(
      (await api().quotes.send({ params: { id }, token: provider.access, body: quote })).status,
    ).toBe(201);
    await reject(provider);
    const revision = await api().quotes.send({
      params: { id },
      token: provider.access,
      body: { ...quote, price_cents: 990 },
    });
    expect(revision.status).toBe(403);
    expect(revision.body.message).toBe(DEMAND_TEXTS.providerNotApproved);
  });
});

describe('a candidate rejected after showing interest', () => {
  let client: BuiltUser;
  let kept: BuiltUser;
  let rejected: BuiltUser;
  let id: string;

  beforeAll(async () => {
    [client, kept, rejected] = await Promise.all([
      aClient(ctx),
      aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
      aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
    ]);
    id = await aDemand(ctx, client);
    for (const p of [kept, rejected])
      expect(
        (await api().quotes.send({ params: { id }, token: p.access, body: quote })).status,
      ).toBe(201);
    expect((await asSeenBy(client, id)).interested_professionals_count).toBe(2);
    expect((await reject(rejected)).status).toBe(200);
  });

  it('leaves the owner’s details, count, quote comparison, quotes list, candidates and sync', async () => {
    const owner = await asSeenBy(client, id);
    expect(owner.interested_professionals).toEqual([kept.id]);
    expect(owner.interested_professionals_count).toBe(1);
    expect((owner.quotes ?? []).map((q) => q.professional_id)).toEqual([kept.id]);

    const history = await api().quotes.list({ params: { id }, token: client.access });
    expect(history.body.data.map((q) => q.professional_id)).toEqual([kept.id]);
    const candidates = await api().demands.interested({
      params: { id },
      token: client.access,
    });
    expect(candidates.body.data.map((c) => c.id)).toEqual([kept.id]);

    const sync = await api().demands.sync({ query: { scope: 'mine' }, token: client.access });
    const synced = sync.body.data.demands.find((d) => d.id === id);
    expect(synced).toMatchObject({
      interested_professionals: [kept.id],
      interested_professionals_count: 1,
    });
    const listed = await api().demands.list({ token: client.access });
    expect(listed.body.data.results.find((d) => d.id === id)).toMatchObject({
      interested_professionals_count: 1,
    });

    // Other providers count only approved candidates too.
    expect((await asSeenBy(kept, id)).interested_professionals_count).toBe(1);
  });

  it('stays in the admin’s view; the provider still sees their own interest and quote', async () => {
    const byAdmin = await asSeenBy(admin, id);
    expect(byAdmin.interested_professionals).toEqual([kept.id, rejected.id]);
    expect(byAdmin.interested_professionals_count).toBe(2);
    expect(byAdmin.quotes).toHaveLength(2);
    const candidates = await api().demands.interested({
      params: { id },
      token: admin.access,
    });
    expect(candidates.body.data.map((c) => c.id)).toEqual([kept.id, rejected.id]);
    const history = await api().quotes.list({ params: { id }, token: admin.access });
    expect(history.body.data).toHaveLength(2);

    const own = await asSeenBy(rejected, id);
    expect(own.user_is_interested).toBe(true);
    expect(own.my_quote?.price_cents).toBe(quote.price_cents);
  });

  it('may not be chosen, nor talk with the owner about the demand', async () => {
    const choose = await api().demands.patch({
      params: { id },
      token: client.access,
      body: { chosen_professional_id: rejected.id },
    });
    expect(choose.status).toBe(409);
    expect(choose.body.message).toBe(DEMAND_TEXTS.selectOnlyCandidate);

    const byProvider = await api().conversations.start({
      token: rejected.access,
      body: { participant_ids: [client.id], demand_id: id },
    });
    expect(byProvider.status).toBe(403);
    expect(byProvider.body.message).toBe(MESSAGING_TEXTS.startProviderNotApproved);
    const byOwner = await api().conversations.start({
      token: client.access,
      body: { participant_ids: [rejected.id], demand_id: id },
    });
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.message).toBe(MESSAGING_TEXTS.startUnavailable);
  });

  it('a chosen professional rejected later stays on the demand (the job exists)', async () => {
    const other = await aClient(ctx);
    const chosen = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const job = await aDemand(ctx, other);
    await api().demands.interest({ params: { id: job }, token: chosen.access });
    const select = await api().demands.patch({
      params: { id: job },
      token: other.access,
      body: { chosen_professional_id: chosen.id },
    });
    expect(select.status).toBe(200);
    await reject(chosen);
    const owner = await asSeenBy(other, job);
    expect(owner).toMatchObject({
      chosen_professional: chosen.id,
      interested_professionals: [chosen.id],
      interested_professionals_count: 1,
    });
    const summary = await api().demands.chosen({ params: { id: job }, token: other.access });
    expect(summary.body.data.id).toBe(chosen.id);
    // The owner and the chosen one still talk about it.
    const talk = await api().conversations.start({
      token: chosen.access,
      body: { participant_ids: [other.id], demand_id: job },
    });
    expect([200, 201]).toContain(talk.status);
  });
});

describe('live: an approval or rejection reaches the owners', () => {
  it('the owner’s open demand is pushed without the rejected candidate, then with them again once approved', async () => {
    const [client, provider, outsider] = await Promise.all([
      aClient(ctx),
      aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
      aClient(ctx, { name: 'Outra Marca' }),
    ]);
    const id = await aDemand(ctx, client);
    await api().demands.interest({ params: { id }, token: provider.access });
    const owner: Inbox = await inboxes().listening(client);
    const candidate: Inbox = await inboxes().listening(provider);
    const other: Inbox = await inboxes().listening(outsider);

    await reject(provider);
    const gone = await inboxes().changedTo(
      owner,
      id,
      (d) => d.interested_professionals_count === 0,
    );
    expect(gone.interested_professionals).toEqual([]);
    expect(gone).toEqual(await asSeenBy(client, id));
    // The provider hears their own row, still interested.
    const own = await inboxes().changedTo(candidate, id, () => true);
    expect(own.user_is_interested).toBe(true);

    await approve(provider);
    const back = await inboxes().changedTo(
      owner,
      id,
      (d) => d.interested_professionals_count === 1,
    );
    expect(back.interested_professionals).toEqual([provider.id]);
    expect(back).toEqual(await asSeenBy(client, id));
    await inboxes().expectNothingAbout(other, id);
    expect(owner.invalid).toEqual([]);
  });
});
