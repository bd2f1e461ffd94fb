import type { FastifyBaseLogger } from 'fastify';
import type { ClientReviewService } from '../modules/client-reviews/service';
import { every } from './every';

/** Hourly: a review published up to an hour after its 14 days is still on time for people. */
const EVERY_MS = 60 * 60 * 1000;

/**
 * One round of two-way review publication: the held reviews of demands completed 14
 * days ago or more are published, pushed and announced. Saving the second review publishes at
 * once without this job; it only catches the side that never answered. Instances need no lock:
 * publishing sets published_at only where it is null, so a demand is announced by one of them.
 * Returns the demands settled.
 */
export function runReviewPublication(
  reviews: Pick<ClientReviewService, 'publishDue'>,
): Promise<number> {
  return reviews.publishDue();
}

/** Every hour. The returned function stops it. */
export function startReviewPublication(
  reviews: Pick<ClientReviewService, 'publishDue'>,
  log: FastifyBaseLogger,
): () => void {
  return every(
    EVERY_MS,
    async () => {
      const published = await runReviewPublication(reviews);
      if (published) log.info({ published }, 'avaliações publicadas após 14 dias');
    },
    log,
    'falha ao publicar avaliações',
  );
}
