import type { DbOrTx } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { clientReviewRecords, type WithdrawnClientReview } from '../client-reviews/service';
import { ratingRecords, type WithdrawnRating } from '../ratings/service';

export type Withdrawn = {
  ratings: WithdrawnRating[];
  clientReviews: WithdrawnClientReview[];
};

/**
 * Inside a demand's deletion (by its owner or an admin): the reviews on it, both ways, would go
 * by cascade and nobody's screen would hear of it; taken here so their removal is told after the
 * commit (DESIGN §9.11; the client's review figures since reviews go both ways).
 */
export async function withdrawReviewsOf(tx: DbOrTx, demandId: string): Promise<Withdrawn> {
  return {
    ratings: await ratingRecords.withdrawOfDemand(tx, demandId),
    clientReviews: await clientReviewRecords.withdrawOfDemand(tx, demandId),
  };
}

/**
 * Inside an account's deletion: every rating and review it gave or received, so the people on the
 * other side see their figures and lists change (a deleted client's ratings no longer count for
 * the providers, nor a deleted provider's reviews for the clients).
 */
export async function withdrawReviewsOfPerson(tx: DbOrTx, userId: string): Promise<Withdrawn> {
  return {
    ratings: await ratingRecords.withdrawOfPerson(tx, userId),
    clientReviews: await clientReviewRecords.withdrawOfPerson(tx, userId),
  };
}

/** After the commit: each module tells the parties the new figures and the removed ids. */
export function announceWithdrawn(bus: EventBus, withdrawn: Withdrawn): void {
  if (withdrawn.ratings.length > 0)
    bus.publish('ratings.withdrawn', { ratings: withdrawn.ratings });
  if (withdrawn.clientReviews.length > 0)
    bus.publish('client-reviews.withdrawn', { reviews: withdrawn.clientReviews });
}
