import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { Rating, RatingChanged } from '@alinhavo/shared/schemas/rating';
import {
  db,
  forgetOnDelete,
  ratingsScope,
  type CachedProfessional,
  type RatingFiguresRow,
} from '../db';

/**
 * When (this device's clock) a pushed event last wrote a row: an answer to a request sent
 * before that may have been read before the change, so it does not undo the event. Keys are
 * `figures:{professional}` and `rating:{id}`; kept for the app's life (a few per rating).
 */
const pushedAt = new Map<string, number>();
/** Ratings removed while the app runs: a removed rating never comes back (a new one has a new id). */
const removedRatings = new Set<string>();
forgetOnDelete(() => {
  pushedAt.clear();
  removedRatings.clear();
});

const notePushed = (key: string) => pushedAt.set(key, performance.now());
/** Whether an event wrote `key` after a request that started at `startedAt` was sent. */
const pushedSince = (key: string, startedAt: number) => (pushedAt.get(key) ?? -Infinity) >= startedAt;

/** The moment a request is sent, for the answer to be weighed against pushed events. */
export const requestStart = () => performance.now();

/**
 * What of a summary the device keeps: named fields only, so a field added to the API one day
 * (a phone, a document) does not reach IndexedDB unnoticed. City and UF are the public location
 * the cards show, not an address.
 */
function toCachedProfessional(p: ProfessionalSummary): CachedProfessional {
  return {
    id: p.id,
    name: p.name,
    city: p.city,
    uf: p.uf,
    about_me: p.about_me,
    services: p.services,
    areas: p.areas,
    specialties: p.specialties,
    tecid_type: p.tecid_type,
    year_experience: p.year_experience,
    availability: p.availability,
    work_count: p.work_count,
  };
}

/** A review as the device keeps it: what the review lists show, nothing about the client else. */
function toCachedRating(r: Rating): Rating {
  return {
    id: r.id,
    professional: r.professional,
    client: r.client,
    client_full_name: r.client_full_name,
    score: r.score,
    comment: r.comment,
    demand: r.demand,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** A summary with its figures, as the screens read it. */
export const joinProfessional = (
  p: CachedProfessional,
  f: RatingFiguresRow | undefined,
): ProfessionalSummary => ({
  ...p,
  rating_avg: f?.rating_avg ?? 0,
  rating_count: f?.rating_count ?? 0,
});

type Figures = Pick<RatingFiguresRow, 'professional_id' | 'rating_avg' | 'rating_count'>;

/**
 * Figures the server answered (a summary, the provider's analytics): stored unless an event
 * brought figures after the request left. They are at least as new as the pushed figures the
 * row already reflects, so the row keeps that `as_of`.
 */
async function putAnsweredFigures(rows: readonly Figures[], startedAt: number): Promise<void> {
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

/** Summaries the server answered (candidates, the chosen professional) go into the store. */
export async function rememberProfessionals(
  rows: readonly ProfessionalSummary[],
  startedAt: number,
): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction('rw', db.professionals, db.ratingFigures, async () => {
    await db.professionals.bulkPut(rows.map(toCachedProfessional));
    await putAnsweredFigures(
      rows.map((p) => ({ professional_id: p.id, rating_avg: p.rating_avg, rating_count: p.rating_count })),
      startedAt,
    );
  });
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

/**
 * The client's own rating of a provider on a demand, as the server looked it up (null: none):
 * the device's copy follows unless an event changed it after the request left.
 */
export async function rememberOwnRating(
  q: { clientId: string; professionalId: string; demandId: string },
  row: Rating | null,
  startedAt: number,
): Promise<void> {
  await db.transaction('rw', db.ratings, async () => {
    const held = await db.ratings
      .where('demand')
      .equals(q.demandId)
      .filter((r) => r.client === q.clientId && r.professional === q.professionalId)
      .primaryKeys();
    const gone = held.filter((id) => id !== row?.id && !pushedSince(`rating:${id}`, startedAt));
    await db.ratings.bulkDelete(gone);
    if (row && !removedRatings.has(row.id) && !pushedSince(`rating:${row.id}`, startedAt))
      await db.ratings.put(toCachedRating(row));
  });
}

/**
 * Puts a rating unless it was removed or the device holds a newer version of it (by updated_at);
 * `sameToo`: unless it holds this version already.
 */
async function putIfNewer(row: Rating, sameToo: boolean): Promise<void> {
  if (removedRatings.has(row.id)) return;
  const held = await db.ratings.get(row.id);
  const heldAt = held ? Date.parse(held.updated_at) : -Infinity;
  const at = Date.parse(row.updated_at);
  if (heldAt > at || (sameToo && heldAt === at)) return;
  await db.ratings.put(toCachedRating(row));
}

/** The client's own rating as the server saved it (create or edit): the screens follow at once. */
export async function storeRating(row: Rating): Promise<void> {
  notePushed(`rating:${row.id}`);
  await db.transaction('rw', db.ratings, () => putIfNewer(row, false));
}

/** The client removed their rating (or the server no longer has it). */
export async function dropRating(id: string): Promise<void> {
  notePushed(`rating:${id}`);
  removedRatings.add(id);
  await db.ratings.delete(id);
}

/**
 * A pushed `rating:changed` (issue 12), applied once: the provider's figures unless the device
 * holds figures read at the same time or later (`as_of`), and the rating row unless the device
 * holds the same or a newer version (`updated_at`), or its removal. The same event twice, or an
 * older one after a newer one, writes nothing.
 */
export async function applyRatingChange(change: RatingChanged): Promise<void> {
  // Noted before any await: a request sent from now on was read after this change.
  notePushed(`figures:${change.professional_id}`);
  const ratingId = change.rating?.id ?? change.removed_id;
  if (ratingId) notePushed(`rating:${ratingId}`);
  if (change.removed_id) removedRatings.add(change.removed_id);

  await db.transaction('rw', db.ratingFigures, db.ratings, async () => {
    const held = await db.ratingFigures.get(change.professional_id);
    if (!held?.as_of || Date.parse(held.as_of) < Date.parse(change.as_of))
      await db.ratingFigures.put({
        professional_id: change.professional_id,
        rating_avg: change.rating_avg,
        rating_count: change.rating_count,
        as_of: change.as_of,
      });
    if (change.rating) await putIfNewer(change.rating, true);
    else if (await db.ratings.get(change.removed_id)) await db.ratings.delete(change.removed_id);
  });
}

/** The ids among `ids` whose summary the device does not hold. */
export async function lackingProfessionals(ids: readonly string[]): Promise<string[]> {
  const held = await db.professionals.bulkGet([...ids]);
  return ids.filter((_, i) => held[i] === undefined);
}
