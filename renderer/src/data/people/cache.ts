import type { Rating } from '@alinhavo/shared/schemas/rating';
import { db, forgetOnDelete, ratingsScope, type RatingFiguresRow } from '../db';

/**
 * When (this device's clock) a pushed event last wrote a row: an answer to a request sent
 * before that may have been read before the change, so it does not undo the event. Keys are
 * `figures:{professional}` and `rating:{id}`; kept for the app's life (a few per rating).
 */
const pushedAt = new Map<string, number>();
/** Ratings removed while the app runs: a removed rating never comes back (a new one has a new id). */
const removedRatings = new Set<string>();
export const isRemovedRating = (id: string) => removedRatings.has(id);
export const noteRemovedRating = (id: string) => void removedRatings.add(id);
forgetOnDelete(() => {
  pushedAt.clear();
  removedRatings.clear();
});

export const notePushed = (key: string) => pushedAt.set(key, performance.now());
/** Whether an event wrote `key` after a request that started at `startedAt` was sent. */
export const pushedSince = (key: string, startedAt: number) =>
  (pushedAt.get(key) ?? -Infinity) >= startedAt;

/** The moment a request is sent, for the answer to be weighed against pushed events. */
export const requestStart = () => performance.now();

/** A review as the device keeps it: what the review lists show. */
const RATING_FIELDS = [
  'id',
  'professional',
  'client',
  'client_full_name',
  'score',
  'comment',
  'demand',
  'created_at',
  'updated_at',
  'published_at',
] as const satisfies readonly (keyof Rating)[];

export function pick<T extends object, K extends keyof T>(
  row: T,
  fields: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(fields.map((f) => [f, row[f]])) as Pick<T, K>;
}
export const toCachedRating = (r: Rating): Rating => pick(r, RATING_FIELDS);

export type Figures = Pick<RatingFiguresRow, 'professional_id' | 'rating_avg' | 'rating_count'>;

/**
 * Figures the server answered (a summary, the provider's analytics): stored unless an event
 * brought figures after the request left. They are at least as new as the pushed figures the
 * row already reflects, so the row keeps that `as_of`.
 */
export async function putAnsweredFigures(
  rows: readonly Figures[],
  startedAt: number,
): Promise<void> {
  const fresh = rows.filter((f) => !pushedSince(`figures:${f.professional_id}`, startedAt));
  if (fresh.length === 0) return;
  const held = await db.ratingFigures.bulkGet(fresh.map((f) => f.professional_id));
  await db.ratingFigures.bulkPut(
    fresh.map((f, i) => ({
      professional_id: f.professional_id,
      rating_avg: f.rating_avg,
      rating_count: f.rating_count,
      as_of: held[i]?.as_of ?? null,
    })),
  );
}

/** The provider's own figures from their dashboard analytics. */
export async function rememberFigures(figures: Figures, startedAt: number): Promise<void> {
  await db.transaction('rw', db.ratingFigures, () => putAnsweredFigures([figures], startedAt));
}

/**
 * Every review of a provider as the server listed them: the device's list of them is replaced
 * (what an event brought meanwhile stays as the event left it), and marked as whole.
 */
export async function rememberReviews(
  professionalId: string,
  rows: readonly Rating[],
  startedAt: number,
): Promise<void> {
  const answered = new Set(rows.map((r) => r.id));
  await db.transaction('rw', db.ratings, db.syncState, async () => {
    const held = await db.ratings.where('professional').equals(professionalId).primaryKeys();
    const gone = held.filter((id) => !answered.has(id) && !pushedSince(`rating:${id}`, startedAt));
    await db.ratings.bulkDelete(gone);
    await db.ratings.bulkPut(
      rows
        .filter((r) => !removedRatings.has(r.id) && !pushedSince(`rating:${r.id}`, startedAt))
        .map(toCachedRating),
    );
    const now = new Date().toISOString();
    await db.syncState.put({ scope: ratingsScope(professionalId), serverTime: now, syncedAt: now });
  });
}
