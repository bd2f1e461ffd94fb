import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import type { RatingChanged } from '@alinhavo/shared/schemas/rating';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import {
  aClient,
  aDemandWithCandidates,
  anApprovedProvider,
  apiAs,
  theAdmin,
  type Person,
} from '@alinhavo/test-support/builders';

/** DESIGN §9.11 ratings: who may rate, withdrawal on removal, one rating without a demand. */
let ctx: TestContext;
const pushed: { recipientIds: string[]; change: RatingChanged }[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  ctx.app.bus.subscribe('rating.changed', (event) => pushed.push(event));
});
afterAll(() => ctx.close());

const api = () => testApi(ctx.app);
const rate = (client: Person, professional: Person, demand?: string, score = 5) =>
  api().ratings.create({
    token: client.access,
    body: { professional: professional.id, score, ...(demand ? { demand } : {}) },
  });
const choose = (client: Person, demandId: string, professional: Person | null) =>
  api().demands.patch({
    params: { id: demandId },
    token: client.access,
    body: { chosen_professional_id: professional?.id ?? null },
  });
const ratingExists = async (client: Person, id: string) =>
  (await api().ratings.get({ params: { id }, token: client.access })).status === 200;
const removalPushed = (id: string) =>
  eventually(
    () => pushed.find((p) => p.change.removed_id === id),
    (p) => p !== undefined,
  );

describe('who may rate', () => {
  it('only a professional who is or was chosen on one of the client’s demands', async () => {
    const [client, pro] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
    const demandId = await aDemandWithCandidates(ctx, client, [pro]);
    // A candidate never chosen: neither on the demand nor from search.
    for (const res of [await rate(client, pro, demandId), await rate(client, pro)]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(T.ratingNotWorked);
    }
    await choose(client, demandId, pro);
    expect((await rate(client, pro)).status).toBe(201);
    // Another client who never chose them cannot.
    const stranger = await aClient(ctx, { name: 'Outra Marca' });
    expect((await rate(stranger, pro)).status).toBe(403);
  });
});

describe('one rating without a demand per client and professional', () => {
  it('a second one is 409 with the duplicate text; one per demand still works', async () => {
    const [client, pro] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
    const demandId = await aDemandWithCandidates(ctx, client, [pro]);
    await choose(client, demandId, pro);
    const first = await rate(client, pro, undefined, 4);
    expect(first.status).toBe(201);
    expect(first.body.data.demand).toBeNull();
    const again = await rate(client, pro, undefined, 2);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(T.ratingDuplicate);
    expect((await rate(client, pro, demandId)).status).toBe(201);
    const mine = (await api().ratings.list({ token: client.access })).body.data.filter(
      (r) => r.professional === pro.id,
    );
    expect(mine.map((r) => r.demand).sort()).toEqual([demandId, null].sort());
  });
});

describe('withdrawn with the choice', () => {
  it('removing the professional before completion deletes their rating on that demand and pushes it', async () => {
    const [client, pro] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
    const demandId = await aDemandWithCandidates(ctx, client, [pro]);
    await choose(client, demandId, pro);
    const onDemand = (await rate(client, pro, demandId, 2)).body.data;
    const fromSearch = (await rate(client, pro, undefined, 5)).body.data;

    expect((await choose(client, demandId, null)).status).toBe(200);
    expect(await ratingExists(client, onDemand.id)).toBe(false);
    // The rating without a demand is not about this choice: it stays.
    expect(await ratingExists(client, fromSearch.id)).toBe(true);
    const push = await removalPushed(onDemand.id);
    expect(push?.recipientIds.sort()).toEqual([client.id, pro.id].sort());
    expect(push?.change).toMatchObject({ rating: null, rating_count: 1, rating_avg: 5 });

    // Chosen again, the client rates anew on that demand.
    await choose(client, demandId, pro);
    expect((await rate(client, pro, demandId, 4)).status).toBe(201);
  });

  it('a completed demand keeps its rating; deleting a demand withdraws its ratings (no 500 beside a rating from search)', async () => {
    const [client, pro] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
    const demandId = await aDemandWithCandidates(ctx, client, [pro]);
    await choose(client, demandId, pro);
    const onDemand = (await rate(client, pro, demandId, 3)).body.data;
    const fromSearch = (await rate(client, pro)).body.data;
    const done = await api().demands.patch({
      params: { id: demandId },
      token: client.access,
      body: { status: 'CONCLUÍDA' },
    });
    expect(done.body.data.status).toBe('CONCLUÍDA');
    expect(await ratingExists(client, onDemand.id)).toBe(true);

    const deleted = await api().demands.delete({ params: { id: demandId }, token: client.access });
    expect(deleted.status).toBe(200);
    expect(await ratingExists(client, onDemand.id)).toBe(false);
    expect(await ratingExists(client, fromSearch.id)).toBe(true);
    expect((await removalPushed(onDemand.id))?.change.rating_count).toBe(1);
  });

  it('an admin removing a demand withdraws its ratings too', async () => {
    const [client, pro] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
    const demandId = await aDemandWithCandidates(ctx, client, [pro]);
    await choose(client, demandId, pro);
    const onDemand = (await rate(client, pro, demandId)).body.data;
    await rate(client, pro);
    const admin = apiAs(ctx, await theAdmin(ctx));
    await admin.send('POST', `/admin/demands/${demandId}/remove/`, { reason: 'Teste' });
    expect(await ratingExists(client, onDemand.id)).toBe(false);
    await removalPushed(onDemand.id);
  });

  it('in the database a rating goes with its demand, whoever deletes it (never left without one to collide)', async () => {
    const [client, pro] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
    const demandId = await aDemandWithCandidates(ctx, client, [pro]);
    await choose(client, demandId, pro);
    const onDemand = (await rate(client, pro, demandId)).body.data;
    const fromSearch = (await rate(client, pro)).body.data;
    // Any path that deletes the row (a cascade, a script), not only the services above.
    await ctx.database.db.execute(sql`delete from demands where id = ${demandId}`);
    expect(await ratingExists(client, onDemand.id)).toBe(false);
    expect(await ratingExists(client, fromSearch.id)).toBe(true);
  });
});
