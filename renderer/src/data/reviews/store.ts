import type {
  ClientFigures,
  ClientReview,
  ClientReviewChanged,
} from '@alinhavo/shared/schemas/client-review';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, forgetOnDelete } from '../db';
import { singleFlight } from '../sync-state';
import { fetchClientFigures, fetchClientReviews } from './api';

/*
 * Two-way reviews in the read model: the reviews a provider wrote (held ones with
 * them) and the published reviews of clients, with each client's averages. Screens read the
 * device; the server's answers and the pushed `client-review:changed` feed it.
 */

const removed = new Set<string>();
forgetOnDelete(() => removed.clear());

/** A published row replaces a held one; a held row never replaces a published one. */
async function putReview(row: ClientReview): Promise<void> {
  if (removed.has(row.id)) return;
  const held = await db.clientReviews.get(row.id);
  if (held && held.published_at !== null && row.published_at === null) return;
  await db.clientReviews.put(row);
}

/** Figures unless the device holds some read at the same time or later. */
async function putFigures(row: ClientFigures): Promise<void> {
  const held = await db.clientFigures.get(row.client_id);
  if (held && Date.parse(held.as_of) >= Date.parse(row.as_of)) return;
  await db.clientFigures.put(row);
}

/** A pushed change, applied once whatever the arrival order. */
export async function applyClientReviewChange(change: ClientReviewChanged): Promise<void> {
  if (change.removed_id) removed.add(change.removed_id);
  await db.transaction('rw', db.clientReviews, db.clientFigures, async () => {
    await putFigures(change.figures);
    if (change.review) await putReview(change.review);
    else await db.clientReviews.delete(change.removed_id);
  });
}

/** What the server saved (the modal): the screens follow at once. */
export async function storeClientReview(row: ClientReview): Promise<void> {
  await db.transaction('rw', db.clientReviews, () => putReview(row));
}

/**
 * The reviews of `clientId` (published), or without it the caller's own (a provider's written,
 * a client's received), from the server into the store: rows of that list the server no longer
 * has go.
 */
export function feedClientReviews(scope: { clientId?: string; writerId?: string }) {
  const key = scope.clientId ?? `by:${scope.writerId ?? ''}`;
  return singleFlight(`client-reviews:${key}`, async () => {
    const rows = await fetchClientReviews(scope.clientId);
    await db.transaction('rw', db.clientReviews, async () => {
      const held = scope.writerId
        ? await db.clientReviews.where('professional').equals(scope.writerId).toArray()
        : await db.clientReviews
            .where('client')
            .equals(scope.clientId ?? '')
            .filter((r) => r.published_at !== null)
            .toArray();
      const keep = new Set(rows.map((r) => r.id));
      await db.clientReviews.bulkDelete(held.filter((r) => !keep.has(r.id)).map((r) => r.id));
      for (const row of rows) await putReview(row);
    });
  });
}

/** The figures of these clients, from the server into the store (one request for all). */
export function feedClientFigures(clientIds: readonly string[]): Promise<void> {
  const ids = [...new Set(clientIds)].sort().slice(0, 50);
  if (ids.length === 0) return Promise.resolve();
  return singleFlight(`client-figures:${ids.join(',')}`, async () => {
    const rows = await fetchClientFigures(ids);
    await db.transaction('rw', db.clientFigures, async () => {
      for (const row of rows) await putFigures(row);
    });
  });
}

/** A client's figures, live: null when the device has none, undefined while reading. */
export function useClientFigures(clientId: string | null): ClientFigures | null | undefined {
  return useLiveQuery(
    async () => (clientId ? ((await db.clientFigures.get(clientId)) ?? null) : null),
    [clientId],
  );
}

/** The review the provider wrote on a demand (null: none yet), live; undefined while reading. */
export function useMyClientReview(
  demandId: string | null,
  professionalId: string | null,
): ClientReview | null | undefined {
  return useLiveQuery(async () => {
    if (!demandId || !professionalId) return null;
    const row = await db.clientReviews
      .where('demand')
      .equals(demandId)
      .filter((r) => r.professional === professionalId)
      .first();
    return row ?? null;
  }, [demandId, professionalId]);
}

/** A client's published reviews, newest first, live; undefined while reading. */
export function usePublishedReviewsOf(clientId: string | null): ClientReview[] | undefined {
  return useLiveQuery(async () => {
    if (!clientId) return [];
    const rows = await db.clientReviews
      .where('client')
      .equals(clientId)
      .filter((r) => r.published_at !== null)
      .toArray();
    return rows.sort(
      (a, b) =>
        (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.id.localeCompare(a.id),
    );
  }, [clientId]);
}
