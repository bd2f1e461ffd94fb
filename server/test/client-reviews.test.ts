import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_TEXTS as T } from '@alinhavo/shared/messages/reviews';
import type { ClientReviewChanged } from '@alinhavo/shared/schemas/client-review';
import type { RatingChanged } from '@alinhavo/shared/schemas/rating';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import {
  aClient,
  aDemandWithCandidates,
  anApprovedProvider,
  theAdmin,
  type Person,
} from '@alinhavo/test-support/builders';

/**
 * Two-way reviews: the chosen provider of a completed demand reviews its client once;
 * both sides' reviews are published together, when both are in or 14 days after completion.
 */
let ctx: TestContext;
let nowMs = Date.now();
const DAY = 24 * 60 * 60 * 1000;
const ratingPushes: { recipientIds: string[]; change: RatingChanged; published?: boolean }[] = [];
const reviewPushes: { recipientIds: string[]; change: ClientReviewChanged }[] = [];

beforeAll(async () => {
  ctx = await startTestApp({}, { reviewClock: () => new Date(nowMs) });
  ctx.app.bus.subscribe('rating.changed', (e) => ratingPushes.push(e));
  ctx.app.bus.subscribe('client-review.changed', (e) => reviewPushes.push(e));
});
afterAll(() => ctx.close());

const api = () => testApi(ctx.app);

interface Pair {
  client: Person;
  pro: Person;
  demand: string;
}

/** A demand of a new client with a new provider chosen (in progress). */
async function aJob(): Promise<Pair> {
  const [client, pro] = await Promise.all([
    aClient(ctx, { name: 'Marca Aurora' }),
    anApprovedProvider(ctx, { name: 'Facção Boa Linha' }),
  ]);
  const demand = await aDemandWithCandidates(ctx, client, [pro]);
  const chosen = await api().demands.patch({
    params: { id: demand },
    token: client.access,
    body: { chosen_professional_id: pro.id },
  });
  expect(chosen.status).toBe(200);
  return { client, pro, demand };
}

const rateProvider = (j: Pair, score = 5) =>
  api().ratings.create({
    token: j.client.access,
    body: { professional: j.pro.id, demand: j.demand, score, comment: 'Entregou no prazo' },
  });
const complete = (j: Pair) =>
  api().demands.patch({
    params: { id: j.demand },
    token: j.client.access,
    body: { status: 'CONCLUÍDA' },
  });
const reviewClient = (
  j: Pair,
  scores: { payment?: number; communication?: number; clarity?: number } = {},
  who: Person = j.pro,
  comment: string | null = 'Pagou em dia, ficha clara',
) =>
  api().clientReviews.create({
    token: who.access,
    body: {
      demand: j.demand,
      payment: scores.payment ?? 5,
      communication: scores.communication ?? 4,
      clarity: scores.clarity ?? 3,
      comment,
    },
  });

/** A completed job: the client rated (the finalize rule asks for it) and finished the demand. */
async function aCompletedJob(): Promise<Pair> {
  const j = await aJob();
  expect((await rateProvider(j)).status).toBe(201);
  expect((await complete(j)).status).toBe(200);
  return j;
}

const providerSees = async (j: Pair) =>
  (await api().ratings.list({ token: j.pro.access, query: { professional: j.pro.id } })).body.data;
const clientReviewsOf = async (j: Pair, viewer: Person) =>
  (await api().clientReviews.list({ token: viewer.access, query: { client: j.client.id } })).body
    .data;
/** The provider's row of the search (its ranking figures), kept by the triggers of 0019/0033. */
const searchFigures = async (professionalId: string) => {
  const result = await ctx.database.db.execute(
    sql`select rating_count from professional_search where user_id = ${professionalId}`,
  );
  return (result as { rows: Array<{ rating_count: number }> }).rows[0];
};
const figuresOf = async (j: Pair, viewer: Person) =>
  (await api().clientReviews.figures({ token: viewer.access, query: { clients: j.client.id } }))
    .body.data[0];

describe('who may review a client', () => {
  it('only the chosen provider of a completed demand, once; comments up to 255', async () => {
    const j = await aJob();
    const stranger = await anApprovedProvider(ctx, { name: 'Outra Facção' });
    // In progress: not yet.
    const early = await reviewClient(j);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(T.notCompleted);
    await rateProvider(j);
    await complete(j);
    // Another provider, the client, and a comment too long are refused.
    const other = await reviewClient(j, {}, stranger);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(T.notChosen);
    expect((await reviewClient(j, {}, j.client)).status).toBe(403);
    const long = await reviewClient(j, {}, j.pro, 'x'.repeat(256));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(T.commentMax);
    const zero = await reviewClient(j, { payment: 0 });
    expect(zero.status).toBe(400);
    // 255 is fine; the second review of the same demand is 409.
    expect((await reviewClient(j, {}, j.pro, 'y'.repeat(255))).status).toBe(201);
    const again = await reviewClient(j);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(T.duplicate);
  });

  it('only providers read other clients’ reviews; a client reads their own', async () => {
    const j = await aCompletedJob();
    const other = await aClient(ctx, { name: 'Cliente Curiosa' });
    expect(
      (await api().clientReviews.list({ token: other.access, query: { client: j.client.id } }))
        .status,
    ).toBe(403);
    expect(
      (await api().clientReviews.figures({ token: other.access, query: { clients: j.client.id } }))
        .status,
    ).toBe(403);
    expect(
      (await api().clientReviews.list({ token: j.client.access, query: { client: j.client.id } }))
        .status,
    ).toBe(200);
    expect(
      (
        await api().clientReviews.figures({
          token: j.client.access,
          query: { clients: j.client.id },
        })
      ).status,
    ).toBe(200);
  });
});

describe('simultaneous publication', () => {
  it('client first: the rating is held until the provider reviews, then both are published at once', async () => {
    const j = await aJob();
    const rated = await rateProvider(j, 4);
    expect(rated.status).toBe(201);
    expect(rated.body.data.published_at).toBeNull();
    // Held: the author sees it, the provider does not (list, get, lookup, figures, push).
    expect(
      (await api().ratings.list({ token: j.client.access })).body.data[0]?.published_at,
    ).toBeNull();
    expect(await providerSees(j)).toEqual([]);
    expect(
      (await api().ratings.get({ params: { id: rated.body.data.id }, token: j.pro.access })).status,
    ).toBe(404);
    const pushedHeld = ratingPushes.filter((p) => p.change.rating?.id === rated.body.data.id);
    expect(pushedHeld.map((p) => p.recipientIds)).toEqual([[j.client.id]]);
    expect(pushedHeld[0]?.change.rating_count).toBe(0);

    expect((await complete(j)).status).toBe(200);
    expect(await providerSees(j)).toEqual([]);
    // The admin's user panel shows the provider's figures as clients see them.
    const admin = await theAdmin(ctx);
    const panelCount = async () =>
      (await api().admin.user({ params: { id: j.pro.id }, token: admin.access })).body.data.ratings
        .count;
    expect(await panelCount()).toBe(0);

    const review = await reviewClient(j);
    expect(review.status).toBe(201);
    const publishedAt = review.body.data.published_at;
    expect(publishedAt).not.toBeNull();
    // Both sides now: the same publication instant on both rows.
    const seen = await providerSees(j);
    expect(seen.map((r) => r.id)).toEqual([rated.body.data.id]);
    expect(seen[0]?.published_at).toBe(publishedAt);
    expect(await panelCount()).toBe(1);
    expect((await clientReviewsOf(j, j.client)).map((r) => r.id)).toEqual([review.body.data.id]);
    // Pushed to both sides and announced to each one reviewed.
    const ratingPublished = ratingPushes.find(
      (p) => p.change.rating?.id === rated.body.data.id && p.published,
    );
    expect(ratingPublished?.recipientIds.sort()).toEqual([j.client.id, j.pro.id].sort());
    expect(ratingPublished?.change).toMatchObject({ rating_count: 1, rating_avg: 4 });
    const reviewPublished = reviewPushes.filter((p) => p.change.review?.id === review.body.data.id);
    // Saved (to its author), then published (to both).
    expect(reviewPublished.map((p) => p.recipientIds.length)).toEqual([1, 2]);
    expect(reviewPublished[1]?.change.figures).toMatchObject({
      payment_avg: 5,
      communication_avg: 4,
      clarity_avg: 3,
      review_count: 1,
    });
    for (const who of [j.client, j.pro]) {
      const notes = (await api().notifications.list({ token: who.access, query: {} })).body.data
        .notifications;
      expect(notes.some((n) => n.type === 'review_published' && n.demand_id === j.demand)).toBe(
        true,
      );
    }
    // The provider was asked to review the client on completion.
    const proNotes = (await api().notifications.list({ token: j.pro.access, query: {} })).body.data
      .notifications;
    expect(proNotes.some((n) => n.type === 'rate_client')).toBe(true);
  });

  it('provider first: the review is held (author only) until the client rates, then both at once', async () => {
    // Finalizing asks the client to rate first; the provider answers first when the client
    // removed that held rating after completion (and rates again later).
    const j = await aCompletedJob();
    const rating = (await api().ratings.list({ token: j.client.access })).body.data[0]!;
    expect(
      (await api().ratings.delete({ params: { id: rating.id }, token: j.client.access })).status,
    ).toBe(200);
    const review = await reviewClient(j);
    expect(review.body.data.published_at).toBeNull();
    // The author sees it with the pending mark; the client and other providers do not.
    const mine = (await api().clientReviews.list({ token: j.pro.access })).body.data;
    expect(mine.find((r) => r.id === review.body.data.id)?.published_at).toBeNull();
    expect(await clientReviewsOf(j, j.client)).toEqual([]);
    const other = await anApprovedProvider(ctx, { name: 'Facção Vizinha' });
    expect(await clientReviewsOf(j, other)).toEqual([]);
    expect((await figuresOf(j, other))?.review_count).toBe(0);
    const held = reviewPushes.filter((p) => p.change.review?.id === review.body.data.id);
    expect(held.map((p) => p.recipientIds)).toEqual([[j.pro.id]]);

    const rated = await rateProvider(j, 3);
    expect(rated.status).toBe(201);
    expect(rated.body.data.published_at).not.toBeNull();
    expect((await clientReviewsOf(j, other)).map((r) => r.id)).toEqual([review.body.data.id]);
    expect((await providerSees(j)).map((r) => r.id)).toEqual([rated.body.data.id]);
    expect((await figuresOf(j, other))?.review_count).toBe(1);
  });

  it('by the clock: 14 days after completion the side that answered is published alone', async () => {
    const j = await aCompletedJob();
    const rating = (await api().ratings.list({ token: j.client.access })).body.data[0]!;
    expect(rating.published_at).toBeNull();
    // 13 days later: still held.
    nowMs = Date.now() + 13 * DAY;
    await ctx.app.jobs.reviewPublication();
    expect(await providerSees(j)).toEqual([]);
    // 14 days: published, pushed to both, the provider told.
    nowMs = Date.now() + 14 * DAY + 60_000;
    expect(await ctx.app.jobs.reviewPublication()).toBeGreaterThanOrEqual(1);
    expect((await providerSees(j)).map((r) => r.id)).toEqual([rating.id]);
    expect(
      ratingPushes.find((p) => p.change.rating?.id === rating.id && p.published)?.recipientIds
        .length,
    ).toBe(2);
    // A review given after the 14 days is published at once.
    const late = await reviewClient(j);
    expect(late.status).toBe(201);
    expect(late.body.data.published_at).not.toBeNull();
    // Another round finds nothing more to publish for this demand.
    const before = ratingPushes.length;
    await ctx.app.jobs.reviewPublication();
    expect(ratingPushes.slice(before).some((p) => p.change.rating?.id === rating.id)).toBe(false);
    nowMs = Date.now();
  });
});

describe('averages count only published reviews', () => {
  it('a client’s figures and a provider’s search figures move at publication', async () => {
    const j = await aCompletedJob();
    const viewer = await anApprovedProvider(ctx, { name: 'Facção Leitora' });
    expect(await figuresOf(j, viewer)).toMatchObject({ review_count: 0, payment_avg: 0 });
    // The provider's dashboard figures (search row) do not count the held rating.
    expect(await searchFigures(j.pro.id)).toEqual({ rating_count: 0 });
    await reviewClient(j, { payment: 4, communication: 2, clarity: 5 });
    expect(await figuresOf(j, viewer)).toMatchObject({
      review_count: 1,
      payment_avg: 4,
      communication_avg: 2,
      clarity_avg: 5,
    });
    expect(await searchFigures(j.pro.id)).toEqual({ rating_count: 1 });
  });
});

describe('a deleted demand takes its reviews along, and says so', () => {
  const removalOf = async (id: string) =>
    (await eventually(
      () => reviewPushes.find((p) => p.change.removed_id === id),
      (push) => push !== undefined,
    ))!;

  it('by its owner: a published review leaves both sides’ screens and the client’s figures', async () => {
    const j = await aCompletedJob();
    const review = (await reviewClient(j, { payment: 2 })).body.data;
    expect(review.published_at).not.toBeNull();
    const viewer = await anApprovedProvider(ctx, { name: 'Facção Observadora' });
    expect((await figuresOf(j, viewer))?.review_count).toBe(1);

    const deleted = await api().demands.delete({
      params: { id: j.demand },
      token: j.client.access,
    });
    expect(deleted.status).toBe(200);
    const push = await removalOf(review.id);
    expect([...push.recipientIds].sort()).toEqual([j.client.id, j.pro.id].sort());
    expect(push.change.figures).toMatchObject({ client_id: j.client.id, review_count: 0 });
    expect(await figuresOf(j, viewer)).toMatchObject({ review_count: 0, payment_avg: 0 });
  });

  it('by an admin: a held review is told to its author alone', async () => {
    const j = await aCompletedJob();
    const rating = (await api().ratings.list({ token: j.client.access })).body.data[0]!;
    await api().ratings.delete({ params: { id: rating.id }, token: j.client.access });
    const review = (await reviewClient(j)).body.data;
    expect(review.published_at).toBeNull();

    const admin = await theAdmin(ctx);
    const removed = await api().admin.removeDemand({
      params: { id: j.demand },
      token: admin.access,
      body: { reason: 'Demanda duplicada' },
    });
    expect(removed.status).toBe(200);
    const push = await removalOf(review.id);
    expect(push.recipientIds).toEqual([j.pro.id]);
    expect(push.change.review).toBeNull();
    expect((await api().clientReviews.list({ token: j.pro.access })).body.data).not.toContainEqual(
      expect.objectContaining({ id: review.id }),
    );
  });
});

describe('a deleted account takes its reviews along, and says so', () => {
  it('a client leaves: the provider’s figures no longer count their rating, live', async () => {
    const j = await aCompletedJob();
    const review = (await reviewClient(j)).body.data;
    const rating = (await api().ratings.list({ token: j.client.access })).body.data[0]!;
    expect(rating.published_at).not.toBeNull();
    const deleted = await api().auth.deleteAccount({
      token: j.client.access,
      body: { password: j.client.password },
    });
    expect(deleted.status).toBe(200);
    const ratingGone = await eventually(
      () => ratingPushes.find((p) => p.change.removed_id === rating.id),
      (push) => push !== undefined,
    );
    expect(ratingGone!.recipientIds).toContain(j.pro.id);
    expect(ratingGone!.change).toMatchObject({ professional_id: j.pro.id, rating_count: 0 });
    const reviewGone = await eventually(
      () => reviewPushes.find((p) => p.change.removed_id === review.id),
      (push) => push !== undefined,
    );
    expect(reviewGone!.recipientIds).toContain(j.pro.id);
    expect(await searchFigures(j.pro.id)).toEqual({ rating_count: 0 });
  });

  it('a provider leaves: the client’s figures no longer count their review, live', async () => {
    const j = await aCompletedJob();
    const review = (await reviewClient(j, { payment: 1 })).body.data;
    const viewer = await anApprovedProvider(ctx, { name: 'Facção Testemunha' });
    expect((await figuresOf(j, viewer))?.review_count).toBe(1);
    const deleted = await api().auth.deleteAccount({
      token: j.pro.access,
      body: { password: j.pro.password },
    });
    expect(deleted.status).toBe(200);
    const gone = await eventually(
      () => reviewPushes.find((p) => p.change.removed_id === review.id),
      (push) => push !== undefined,
    );
    expect(gone!.recipientIds).toContain(j.client.id);
    expect(gone!.change.figures).toMatchObject({ client_id: j.client.id, review_count: 0 });
    expect((await figuresOf(j, viewer))?.review_count).toBe(0);
  });
});

describe('reporting a review of a client', () => {
  it('the client reports a published review; the admin sees it in the queue and removes it', async () => {
    const j = await aCompletedJob();
    const review = (await reviewClient(j, {}, j.pro, 'Cliente difícil')).body.data;
    const sent = await api().reports.create({
      token: j.client.access,
      body: { target_type: 'review', target_id: review.id, reason: 'offensive' },
    });
    expect(sent.status).toBe(201);
    // The author cannot report their own.
    expect(
      (
        await api().reports.create({
          token: j.pro.access,
          body: { target_type: 'review', target_id: review.id, reason: 'spam' },
        })
      ).status,
    ).toBe(400);
    const admin = await theAdmin(ctx);
    const queue = (await api().admin.reports({ token: admin.access, query: { status: 'open' } }))
      .body.data.reports;
    const item = queue.find((r) => r.target_id === review.id);
    expect(item).toMatchObject({
      target_type: 'review',
      target_exists: true,
      author: { id: j.pro.id },
    });
    expect(item?.excerpt).toContain('Cliente difícil');
    const resolved = await api().admin.resolveReport({
      token: admin.access,
      params: { id: item!.id },
      body: { action: 'remove' },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data.target_exists).toBe(false);
    expect(await clientReviewsOf(j, j.client)).toEqual([]);
    expect(reviewPushes.some((p) => p.change.removed_id === review.id)).toBe(true);
  });

  it('a held review cannot be reported (404, as if it were not there)', async () => {
    const j = await aJob();
    await rateProvider(j);
    const rating = (await api().ratings.list({ token: j.client.access })).body.data[0]!;
    const res = await api().reports.create({
      token: j.pro.access,
      body: { target_type: 'review', target_id: rating.id, reason: 'spam' },
    });
    expect(res.status).toBe(404);
  });
});
