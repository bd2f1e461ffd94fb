import { db } from '../db';
import { onServerEvent } from '../realtime/realtime';

/* The code that applies these events arrives with the first one (or with a screen that reads
 * people): pages such as the admin's, which never see one, do not download it. */
const ratingChanges = () => import('./rating-changes');
const candidates = () => import('./candidates');
const clientReviews = () => import('../reviews/store');

/**
 * Keeps the people tables current while someone is signed in: a pushed rating moves
 * the provider's figures and reviews on every screen at once, and a new candidate of one of the
 * client's demands is fetched (only the summaries the device lacks) before the list is opened.
 * Started once, by the shell, beside the demands cache.
 */
export function startPeopleCache(): () => void {
  const ignore = () => undefined;
  const off = [
    onServerEvent('rating:changed', (change) => {
      void ratingChanges()
        .then((m) => m.applyRatingChange(change))
        .catch(ignore);
    }),
    // A review of a client saved, published or removed.
    onServerEvent('client-review:changed', (change) => {
      void clientReviews()
        .then((m) => m.applyClientReviewChange(change))
        .catch(ignore);
    }),
    onServerEvent('demand:changed', (row) => {
      if (row.interested_professionals.length === 0) return;
      void Promise.all([db.meta.get('owner'), candidates()])
        .then(([owner, m]) =>
          owner?.lastUserId === row.user_created
            ? m.feedLackingCandidates(row.id, row.interested_professionals)
            : undefined,
        )
        .catch(ignore);
    }),
  ];
  return () => off.forEach((unsubscribe) => unsubscribe());
}
