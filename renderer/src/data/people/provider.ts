import type { Rating } from '@alinhavo/shared/schemas/rating';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, ratingsScope, type RatingFiguresRow } from '../db';
import { singleFlight } from '../sync-state';
import { fetchProfessionalAnalytics, fetchReviewsOf } from './api';
import { rememberFigures, rememberReviews, requestStart } from './cache';

/* A provider's own figures and reviews (their dashboard), fed by the server and pushed ratings. */

/** Every review of a provider, from the server into the store. */
export function feedReviews(professionalId: string): Promise<void> {
  return singleFlight(`reviews:${professionalId}`, async () => {
    const startedAt = requestStart();
    await rememberReviews(professionalId, await fetchReviewsOf(professionalId), startedAt);
  });
}

/** The provider's dashboard analytics: its rating figures go to the store, the rest is returned. */
export async function loadProfessionalAnalytics(professionalId: string, signal?: AbortSignal) {
  const startedAt = requestStart();
  const answer = await fetchProfessionalAnalytics(signal);
  await rememberFigures(
    {
      professional_id: professionalId,
      rating_avg: answer.rating_avg,
      rating_count: answer.rating_count,
    },
    startedAt,
  );
  return answer;
}

/** A provider's figures, live: null when the device has none, undefined while reading. */
export function useRatingFigures(professionalId: string): RatingFiguresRow | null | undefined {
  return useLiveQuery(
    async () => (await db.ratingFigures.get(professionalId)) ?? null,
    [professionalId],
  );
}

export interface ReviewsView {
  /** Newest first. */
  rows: Rating[];
  /** The server's whole list was stored here once: an empty list means no reviews. */
  whole: boolean;
}

/** A provider's reviews as the device holds them, live; undefined while reading. */
export function useReviews(professionalId: string): ReviewsView | undefined {
  return useLiveQuery(async () => {
    const [rows, state] = await Promise.all([
      db.ratings.where('professional').equals(professionalId).toArray(),
      db.syncState.get(ratingsScope(professionalId)),
    ]);
    rows.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    return { rows, whole: state !== undefined };
  }, [professionalId]);
}
