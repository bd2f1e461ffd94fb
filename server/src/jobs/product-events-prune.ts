import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_EVENT_LIMITS } from '@alinhavo/shared/rules/product-events';
import type { Db } from '../db/client';
import { runExclusive } from '../db/exclusive';
import type { ProductEventService } from '../modules/product-events/service';
import { every } from './every';

/** Daily: the cut moves once a month, and a day late is still within the promise. */
const EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * One run of the analytics retention: events older than the current month and the
 * 12 before it go. One instance at a time (transaction-scoped advisory lock); null when another
 * held it.
 */
export async function runProductEventsPrune(
  db: Db,
  events: ProductEventService,
  now = new Date(),
): Promise<number | null> {
  return runExclusive(db, 'product-events-prune', (tx) =>
    events.prune(now, PRODUCT_EVENT_LIMITS.retentionMonths, tx),
  );
}

/** Every day. The returned function stops it. */
export function startProductEventsPrune(
  db: Db,
  events: ProductEventService,
  log: FastifyBaseLogger,
): () => void {
  return every(
    EVERY_MS,
    async () => {
      const removed = await runProductEventsPrune(db, events);
      if (removed) log.info({ removed }, 'eventos de uso antigos removidos');
    },
    log,
    'falha ao remover eventos de uso antigos',
  );
}
