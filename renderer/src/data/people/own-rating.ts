import type { Rating } from '@alinhavo/shared/schemas/rating';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';
import { singleFlight } from '../sync-state';
import { fetchOwnRating } from './api';
import {
  isRemovedRating,
  notePushed,
  noteRemovedRating,
  pushedSince,
  requestStart,
  toCachedRating,
} from './cache';
import { putIfNewer } from './rating-changes';

/* The client's own rating of the chosen professional on a demand (Finalizar Demanda). */

type OwnRatingQuery = { clientId: string; professionalId: string; demandId: string };

/**
 * The own rating as the server looked it up (null: none): the device's copy follows unless an
 * event changed it after the request left.
 */
export async function rememberOwnRating(
  q: OwnRatingQuery,
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
    if (row && !isRemovedRating(row.id) && !pushedSince(`rating:${row.id}`, startedAt))
      await db.ratings.put(toCachedRating(row));
  });
}

/** The own rating, from the server into the store. */
export function feedOwnRating(q: OwnRatingQuery): Promise<void> {
  return singleFlight(`own-rating:${q.clientId}:${q.professionalId}:${q.demandId}`, async () => {
    const startedAt = requestStart();
    await rememberOwnRating(q, await fetchOwnRating(q), startedAt);
  });
}

/** The own rating as the server saved it (create or edit): the screens follow at once. */
export async function storeRating(row: Rating): Promise<void> {
  notePushed(`rating:${row.id}`);
  await db.transaction('rw', db.ratings, () => putIfNewer(row, false));
}

/** The client removed their rating (or the server no longer has it). */
export async function dropRating(id: string): Promise<void> {
  notePushed(`rating:${id}`);
  noteRemovedRating(id);
  await db.ratings.delete(id);
}

/**
 * The client's own rating of a provider on a demand, live (`row` null when none is held), with
 * the `context` it was read under (see useProfessionals); undefined while reading.
 */
export function useOwnRatingRow<C extends string>(
  q: OwnRatingQuery | null,
  context: C,
): { row: Rating | null; context: C } | undefined {
  const clientId = q?.clientId;
  const professionalId = q?.professionalId;
  const demandId = q?.demandId;
  return useLiveQuery(async () => {
    if (!clientId || !professionalId || !demandId) return { row: null, context };
    const row = await db.ratings
      .where('demand')
      .equals(demandId)
      .filter((r) => r.client === clientId && r.professional === professionalId)
      .first();
    return { row: row ?? null, context };
  }, [clientId, professionalId, demandId, context]);
}
