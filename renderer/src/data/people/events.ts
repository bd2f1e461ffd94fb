import { db } from '../db';
import { onServerEvent } from '../realtime/realtime';
import { applyRatingChange } from './cache';
import { feedLackingCandidates } from './feed';

/**
 * Keeps the people tables current while someone is signed in (issue 12): a pushed rating moves
 * the provider's figures and reviews on every screen at once, and a new candidate of one of the
 * client's demands is fetched (only the summaries the device lacks) before the list is opened.
 * Started once, by the shell, beside the demands cache.
 */
export function startPeopleCache(): () => void {
  const ignore = () => undefined;
  const off = [
    onServerEvent('rating:changed', (change) => {
      void applyRatingChange(change).catch(ignore);
    }),
    onServerEvent('demand:changed', (row) => {
      if (row.interested_professionals.length === 0) return;
      void db.meta
        .get('owner')
        .then((owner) =>
          owner?.lastUserId === row.user_created
            ? feedLackingCandidates(row.id, row.interested_professionals)
            : undefined,
        )
        .catch(ignore);
    }),
  ];
  return () => off.forEach((unsubscribe) => unsubscribe());
}
