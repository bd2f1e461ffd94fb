import type { Rating, RatingChanged } from '@alinhavo/shared/schemas/rating';
import { db } from '../db';
import { isRemovedRating, notePushed, noteRemovedRating, toCachedRating } from './cache';

/**
 * Puts a rating unless it was removed or the device holds a newer version of it (by updated_at);
 * `sameToo`: unless it holds this version already.
 */
export async function putIfNewer(row: Rating, sameToo: boolean): Promise<void> {
  if (isRemovedRating(row.id)) return;
  const held = await db.ratings.get(row.id);
  const heldAt = held ? Date.parse(held.updated_at) : -Infinity;
  const at = Date.parse(row.updated_at);
  if (heldAt > at || (sameToo && heldAt === at)) return;
  await db.ratings.put(toCachedRating(row));
}

/**
 * A pushed `rating:changed`, applied once: the provider's figures unless the device
 * holds figures read at the same time or later (`as_of`), and the rating row unless the device
 * holds the same or a newer version (`updated_at`), or its removal. The same event twice, or an
 * older one after a newer one, writes nothing.
 */
export async function applyRatingChange(change: RatingChanged): Promise<void> {
  // Noted before any await: a request sent from now on was read after this change.
  notePushed(`figures:${change.professional_id}`);
  const ratingId = change.rating?.id ?? change.removed_id;
  if (ratingId) notePushed(`rating:${ratingId}`);
  if (change.removed_id) noteRemovedRating(change.removed_id);

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
