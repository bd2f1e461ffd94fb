import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import type { RatingChanged } from '@alinhavo/shared/schemas/rating';
import { rowsOf } from '../src/lib/sql-rows';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import { aFinishedJob } from './helpers/search';
import {
  aClient,
  aDemandWithCandidates,
  anApprovedProvider,
  apiAs,
  theAdmin,
  type Person,
} from '@alinhavo/test-support/builders';

/** DESIGN §9.11 and §9.16 ratings: who may rate, withdrawal on removal, each client counted once. */
let ctx: TestContext;
const pushed: { recipientIds: string[]; change: RatingChanged }[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  ctx.app.bus.subscribe('rating.changed', (event) => pushed.push(event));
});
afterAll(() => ctx.close());

const api = () => testApi(ctx.app);
const rate = (client: Person, professional: Person, demand: string, score = 5) =>
  api().ratings.create({
    token: client.access,
    body: { professional: professional.id, score, demand },
  });
const choose = (client: Person, demandId: string, professional: Person | null) =>
  api().demands.patch({
    params: { id: demandId },
    token: client.access,
    body: { chosen_professional_id: professional?.id ?? null },
  });
const ratingExists = async (client: Person, id: string) =>
  (await api().ratings.get({ params: { id }, token: client.access })).status === 200;
const figures = async (pro: Person) => {
  const { rating_avg, rating_count } = (await api().analytics.professional({ token: pro.access }))
    .body.data;
  return { rating_avg, rating_count };
};
const profileOf = async (viewer: Person, pro: Person) =>
  (await api().professionals.profile({ params: { id: pro.id }, token: viewer.access })).body.data;
const removalPushed = (id: string) =>
  eventually(
    () => pushed.find((p) => p.change.removed_id === id),
    (p) => p !== undefined,
  );

describe('who may rate', () => {
  it('only on a demand of theirs where the professional is the chosen one; never without a demand', async () => {
    const [client, pro] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
    const demandId = await aDemandWithCandidates(ctx, client, [pro]);
    // A candidate never chosen: not on the demand.
    const early = await rate(client, pro, demandId);
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(T.ratingNotWorked);
    await choose(client, demandId, pro);
    // Chosen now, still no rating without naming the demand (DESIGN §9.16): a body the contract
    // forbids, sent raw.
    for (const demand of [undefined, null]) {
      const loose = await api().raw('POST', '/user/ratings/', {
        token: client.access,
        body: { professional: pro.id, score: 1, ...(demand === undefined ? {} : { demand }) },
      });
      expect(loose.status).toBe(400);
      expect(loose.body.message).toBe(T.ratingNeedsDemand);
    }
    // Another client who never chose them cannot, on their own demand nor on this one.
    const stranger = await aClient(ctx, { name: 'Outra Marca' });
    const theirs = await aDemandWithCandidates(ctx, stranger, [pro]);
    expect((await rate(stranger, pro, theirs)).status).toBe(403);
    expect((await rate(stranger, pro, demandId)).status).toBe(403);
    expect((await rate(client, pro, demandId)).status).toBe(201);
    const again = await rate(client, pro, demandId, 2);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(T.ratingDuplicate);
    const mine = (await api().ratings.list({ token: client.access })).body.data;
    expect(mine.map((r) => r.demand)).toEqual([demandId]);
  });
});

describe('withdrawn with the choice', () => {
  it('removing the professional before completion deletes their rating on that demand, moves the figures and pushes them', async () => {
    const [client, pro] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
    const other = await aClient(ctx, { name: 'Outra Marca' });
    await aFinishedJob(ctx, other, pro, 5);
    const demandId = await aDemandWithCandidates(ctx, client, [pro]);
    await choose(client, demandId, pro);
    const onDemand = (await rate(client, pro, demandId, 1)).body.data;
    // Held until completion; one published before it (moved onto its demand by migration 0040,
    // when it had been given from search) counts at once.
    await ctx.database.db.execute(
      sql`update ratings set published_at = now() where id = ${onDemand.id}`,
    );
    expect(await figures(pro)).toEqual({ rating_avg: 3, rating_count: 2 });

    expect((await choose(client, demandId, null)).status).toBe(200);
    expect(await ratingExists(client, onDemand.id)).toBe(false);
    expect(await figures(pro)).toEqual({ rating_avg: 5, rating_count: 1 });
    const push = await removalPushed(onDemand.id);
    expect(push?.recipientIds.sort()).toEqual([client.id, pro.id].sort());
    expect(push?.change).toMatchObject({ rating: null, rating_count: 1, rating_avg: 5 });
    const reviews = (await profileOf(other, pro)).reviews.map((r) => r.id);
    expect(reviews).not.toContain(onDemand.id);

    // Chosen again, the client rates anew on that demand.
    await choose(client, demandId, pro);
    expect((await rate(client, pro, demandId, 4)).status).toBe(201);
  });

  it('a completed demand keeps its rating; deleting a demand withdraws its ratings', async () => {
    const [client, pro] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
    const demandId = await aDemandWithCandidates(ctx, client, [pro]);
    await choose(client, demandId, pro);
    const onDemand = (await rate(client, pro, demandId, 3)).body.data;
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
    expect((await removalPushed(onDemand.id))?.change.rating_count).toBe(0);
  });

  it('an admin removing a demand withdraws its ratings too', async () => {
    const [client, pro] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
    const demandId = await aDemandWithCandidates(ctx, client, [pro]);
    await choose(client, demandId, pro);
    const onDemand = (await rate(client, pro, demandId)).body.data;
    const admin = apiAs(ctx, await theAdmin(ctx));
    await admin.send('POST', `/admin/demands/${demandId}/remove/`, { reason: 'Teste' });
    expect(await ratingExists(client, onDemand.id)).toBe(false);
    await removalPushed(onDemand.id);
  });

  it('in the database a rating goes with its demand, whoever deletes it, and never lacks one', async () => {
    const [client, pro] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
    const demandId = await aDemandWithCandidates(ctx, client, [pro]);
    await choose(client, demandId, pro);
    const onDemand = (await rate(client, pro, demandId)).body.data;
    // Any path that deletes the row (a cascade, a script), not only the services above.
    await ctx.database.db.execute(sql`delete from demands where id = ${demandId}`);
    expect(await ratingExists(client, onDemand.id)).toBe(false);
    await expect(
      ctx.database.db.execute(
        sql`insert into ratings (professional_id, client_id, score) values (${pro.id}, ${client.id}, 1)`,
      ),
    ).rejects.toThrow();
  });
});

describe('one client counts once per provider (their latest rating)', () => {
  it('in the dashboard, search cards and order, profile, comparison, public page and pushes', async () => {
    const name = 'Zuleica Contagem Unica';
    const pro = await anApprovedProvider(ctx, { name });
    const [loyal, once] = await Promise.all([
      aClient(ctx),
      aClient(ctx, { name: 'Marca de Uma Vez' }),
    ]);
    await aFinishedJob(ctx, loyal, pro, 1);
    await aFinishedJob(ctx, once, pro, 5);
    const latest = await aFinishedJob(ctx, loyal, pro, 4);
    // Three published ratings, two clients: (4 + 5) / 2, not (1 + 4 + 5) / 3.
    const want = { rating_avg: 4.5, rating_count: 2 };

    expect(await figures(pro)).toEqual(want);
    const found = await api().professionals.search({
      token: once.access,
      query: { search: 'zuleica contagem' },
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.results.map((p) => p.id)).toEqual([pro.id]);
    expect(found.body.data.results[0]).toMatchObject(want);
    expect(await profileOf(once, pro)).toMatchObject(want);
    // Every review stays listed; only the figures count each client once.
    expect((await profileOf(once, pro)).reviews).toHaveLength(3);
    const compared = await api().demands.interested({
      params: { id: latest },
      token: loyal.access,
    });
    expect(compared.body.data.find((p) => p.id === pro.id)).toMatchObject(want);
    const page = await api().portfolio.publicProfile({ params: { id: pro.id } });
    expect(page.body.data).toMatchObject(want);
    const lastPush = pushed.filter((p) => p.change.professional_id === pro.id).at(-1);
    expect(lastPush?.change).toMatchObject(want);
    const admin = apiAs(ctx, await theAdmin(ctx));
    const panel = await admin.send<Record<string, unknown>>('GET', `/admin/users/${pro.id}/`);
    expect(JSON.stringify(panel)).toContain('"average":4.5');

    // The provider who ranks by rating: 4.5 beats a provider with one 4.
    const rival = await anApprovedProvider(ctx, { name: 'Zuleica Contagem Rival' });
    await aFinishedJob(ctx, once, rival, 4);
    const ranked = await api().professionals.search({
      token: once.access,
      query: { search: 'zuleica contagem' },
    });
    expect(ranked.body.data.results.map((p) => p.id)).toEqual([pro.id, rival.id]);
  });
});

describe('migration 0040 on the ratings given before it', () => {
  it('moves a rating without a demand onto the demand the provider took, withdraws the others and recomputes the stored figures', async () => {
    const statements = readFileSync(
      new URL('../src/db/migrations/0040_rating_per_client.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .map((s) => s.trim());
    const [moveOnto, withdrawRest, requireDemand] = statements;
    const recompute = statements.at(-1);
    const pro = await anApprovedProvider(ctx, { name: 'Quiteria Migrada' });
    const [rated, unrated, stranger] = await Promise.all([
      aClient(ctx),
      aClient(ctx, { name: 'Marca Sem Nota' }),
      aClient(ctx, { name: 'Marca Estranha' }),
    ]);
    const ratedDemand = await aDemandWithCandidates(ctx, rated, [pro]);
    await choose(rated, ratedDemand, pro);
    const onDemand = (await rate(rated, pro, ratedDemand, 4)).body.data;
    const unratedDemand = await aDemandWithCandidates(ctx, unrated, [pro]);
    await choose(unrated, unratedDemand, pro);

    // The table as it was: ratings from search, published at once.
    const db = ctx.database.db;
    await db.execute(sql`alter table ratings alter column demand_id drop not null`);
    await db.execute(sql`update ratings set published_at = now() where id = ${onDemand.id}`);
    for (const [who, score] of [
      [rated, 1],
      [unrated, 2],
      [stranger, 1],
    ] as const)
      await db.execute(
        sql`insert into ratings (professional_id, client_id, score, published_at) values (${pro.id}, ${who.id}, ${score}, now())`,
      );
    for (const statement of [moveOnto, withdrawRest, requireDemand, recompute])
      await db.execute(sql.raw(statement ?? ''));

    const left = rowsOf(
      await db.execute(
        sql`select client_id, demand_id, score from ratings where professional_id = ${pro.id} order by score`,
      ),
      z.object({ client_id: z.string(), demand_id: z.string().nullable(), score: z.number() }),
    );
    expect(left).toEqual([
      { client_id: unrated.id, demand_id: unratedDemand, score: 2 },
      { client_id: rated.id, demand_id: ratedDemand, score: 4 },
    ]);
    const stored = rowsOf(
      await db.execute(
        sql`select rating_avg, rating_count from professional_search where user_id = ${pro.id}`,
      ),
      z.object({ rating_avg: z.coerce.number(), rating_count: z.coerce.number() }),
    );
    expect(stored).toEqual([{ rating_avg: 3, rating_count: 2 }]);
  });
});
