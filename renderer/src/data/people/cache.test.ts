import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { Rating, RatingChanged } from '@alinhavo/shared/schemas/rating';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aDemand } from '../../test/fixtures';
import { ok, serveApi } from '../../test/fake-server';
import { claimDbFor, db, deleteDb } from '../db';
import { emitServerEventForTest } from '../realtime/realtime';
import { rememberFigures, rememberReviews, requestStart } from './cache';
import { rememberProfessionals } from './candidates';
import { startPeopleCache } from './events';
import { applyRatingChange } from './rating-changes';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PRO = uuid(301);
const OTHER = uuid(302);
const CLIENT = uuid(900);

const summary = (
  id: string,
  overrides: Partial<ProfessionalSummary> = {},
): ProfessionalSummary => ({
  id,
  name: id === PRO ? 'Ana Costura' : 'Bruno Modelagem',
  city: 'Campinas',
  uf: 'SP',
  about_me: null,
  services: [1],
  areas: [1],
  specialties: [1],
  tecid_type: null,
  year_experience: 3,
  availability: 1,
  rating_avg: 0,
  rating_count: 0,
  work_count: 0,
  has_phone: true,
  phone: null,
  ...overrides,
});

const aRating = (overrides: Partial<Rating> = {}): Rating => ({
  id: uuid(700),
  professional: PRO,
  client: CLIENT,
  client_full_name: 'Marca Linho',
  score: 5,
  comment: 'Entrega no prazo.',
  demand: uuid(1),
  created_at: '2026-03-05T12:00:00.000Z',
  updated_at: '2026-03-05T12:00:00.000Z',
  published_at: '2026-03-05T12:00:00.000Z',
  ...overrides,
});

const saved = (
  rating: Rating,
  figures: { avg: number; count: number; asOf: string },
): RatingChanged => ({
  professional_id: rating.professional,
  rating_avg: figures.avg,
  rating_count: figures.count,
  as_of: figures.asOf,
  rating,
  removed_id: null,
});

/** Every write to the people tables while the test runs. */
function countWrites() {
  const writes: string[] = [];
  const tables = [db.professionals, db.ratingFigures, db.ratings];
  const off = tables.flatMap((table) => {
    const creating = () => void writes.push(`${table.name}:create`);
    const updating = () => void writes.push(`${table.name}:update`);
    const deleting = () => void writes.push(`${table.name}:delete`);
    table.hook('creating', creating);
    table.hook('updating', updating);
    table.hook('deleting', deleting);
    return [
      () => table.hook('creating').unsubscribe(creating),
      () => table.hook('updating').unsubscribe(updating),
      () => table.hook('deleting').unsubscribe(deleting),
    ];
  });
  return { writes, stop: () => off.forEach((f) => f()) };
}

let stopCache: (() => void) | null = null;
beforeEach(async () => {
  await deleteDb();
});
afterEach(() => {
  stopCache?.();
  stopCache = null;
});

describe('rating:changed', () => {
  it('applied twice changes nothing the second time', async () => {
    const change = saved(aRating(), { avg: 5, count: 1, asOf: '2026-03-05T12:00:01.000Z' });
    await applyRatingChange(change);
    const after = {
      figures: await db.ratingFigures.toArray(),
      ratings: await db.ratings.toArray(),
    };
    expect(after.figures).toEqual([
      { professional_id: PRO, rating_avg: 5, rating_count: 1, as_of: change.as_of },
    ]);
    expect(after.ratings).toEqual([aRating()]);

    const counter = countWrites();
    await applyRatingChange(change);
    counter.stop();
    expect(counter.writes).toEqual([]);
    expect(await db.ratingFigures.toArray()).toEqual(after.figures);
    expect(await db.ratings.toArray()).toEqual(after.ratings);
  });

  it('an older as_of never overwrites newer figures, nor an older rating a newer one', async () => {
    const first = aRating({ score: 2, comment: 'Atrasou.' });
    const edited = aRating({
      score: 4,
      comment: 'Atrasou pouco.',
      updated_at: '2026-03-06T09:00:00.000Z',
    });
    const older = saved(first, { avg: 2, count: 1, asOf: '2026-03-05T12:00:01.000Z' });
    const newer = saved(edited, { avg: 4, count: 1, asOf: '2026-03-06T09:00:01.000Z' });

    await applyRatingChange(newer);
    await applyRatingChange(older);
    expect(await db.ratingFigures.get(PRO)).toEqual({
      professional_id: PRO,
      rating_avg: 4,
      rating_count: 1,
      as_of: newer.as_of,
    });
    expect((await db.ratings.get(edited.id))?.comment).toBe('Atrasou pouco.');
  });

  it('a removal takes the rating out, and the rating does not come back', async () => {
    const rating = aRating();
    await applyRatingChange(saved(rating, { avg: 5, count: 1, asOf: '2026-03-05T12:00:01.000Z' }));
    await applyRatingChange({
      professional_id: PRO,
      rating_avg: 0,
      rating_count: 0,
      as_of: '2026-03-07T10:00:00.000Z',
      rating: null,
      removed_id: rating.id,
    });
    expect(await db.ratings.count()).toBe(0);
    expect((await db.ratingFigures.get(PRO))?.rating_count).toBe(0);
    // The save arriving late (another instance's socket) changes nothing.
    await applyRatingChange(saved(rating, { avg: 5, count: 1, asOf: '2026-03-05T12:00:01.000Z' }));
    expect(await db.ratings.count()).toBe(0);
    expect((await db.ratingFigures.get(PRO))?.rating_count).toBe(0);
  });
});

describe('server answers and pushed events', () => {
  it('an answer to a request sent before an event does not undo it; one sent after does apply', async () => {
    const before = requestStart();
    await applyRatingChange(
      saved(aRating(), { avg: 5, count: 1, asOf: '2026-03-05T12:00:01.000Z' }),
    );
    // The request left before the rating was pushed: its figures and list are older news.
    await rememberProfessionals([summary(PRO, { rating_avg: 0, rating_count: 0 })], before);
    await rememberReviews(PRO, [], before);
    expect((await db.ratingFigures.get(PRO))?.rating_count).toBe(1);
    expect(await db.ratings.count()).toBe(1);
    // The summary itself is stored all the same.
    expect((await db.professionals.get(PRO))?.name).toBe('Ana Costura');

    // Sent after the event: the server knows more (another client's rating), and it keeps the
    // pushed as_of, so an event older than that still loses.
    await rememberFigures({ professional_id: PRO, rating_avg: 4, rating_count: 2 }, requestStart());
    expect(await db.ratingFigures.get(PRO)).toEqual({
      professional_id: PRO,
      rating_avg: 4,
      rating_count: 2,
      as_of: '2026-03-05T12:00:01.000Z',
    });
  });

  it('keeps the named summary fields only: nothing personal reaches IndexedDB', async () => {
    const withExtra = { ...summary(PRO), cellphone: '11987654321', cpf: '52998224725' };
    await rememberProfessionals([withExtra], requestStart());
    const stored = await db.professionals.get(PRO);
    expect(stored).not.toHaveProperty('cellphone');
    expect(stored).not.toHaveProperty('cpf');
    expect(stored).not.toHaveProperty('rating_avg');
  });

  it('another user signing in empties the people tables', async () => {
    await claimDbFor(CLIENT);
    await rememberProfessionals([summary(PRO)], requestStart());
    await applyRatingChange(
      saved(aRating(), { avg: 5, count: 1, asOf: '2026-03-05T12:00:01.000Z' }),
    );
    await claimDbFor(uuid(901));
    expect(await db.professionals.count()).toBe(0);
    expect(await db.ratingFigures.count()).toBe(0);
    expect(await db.ratings.count()).toBe(0);
  });
});

describe('a new interest in one of the client demands', () => {
  it('asks the server only for the summaries the device lacks, and not at all when it holds them', async () => {
    await claimDbFor(CLIENT);
    await rememberProfessionals([summary(PRO)], requestStart());
    const asked: unknown[] = [];
    const demand = aDemand(1, { user_created: CLIENT, interested_professionals: [PRO, OTHER] });
    const server = serveApi({
      [`GET /demands/${demand.id}/interested-professionals/`]: (config) => {
        asked.push(config.params);
        return ok([summary(OTHER)]);
      },
    });
    stopCache = startPeopleCache();
    emitServerEventForTest('demand:changed', demand);
    await waitFor(async () =>
      expect((await db.professionals.get(OTHER))?.name).toBe('Bruno Modelagem'),
    );
    expect(asked).toEqual([{ ids: OTHER }]);

    // Both held now; another change of the demand asks nothing.
    emitServerEventForTest('demand:changed', { ...demand, title: 'Outro título' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toHaveLength(1);
  });

  it("ignores other people's demands (a provider's device)", async () => {
    await claimDbFor(PRO);
    const server = serveApi({});
    stopCache = startPeopleCache();
    emitServerEventForTest(
      'demand:changed',
      aDemand(2, { user_created: CLIENT, interested_professionals: [PRO] }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toEqual([]);
  });
});
