import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PRODUCT_EVENT_LIMITS } from '@alinhavo/shared/rules/product-events';
import type { Db } from '../db/client';
import { onlyRowOf } from '../lib/sql-rows';
import type { ProductEventService } from '../modules/product-events/service';

/** Any stable 64-bit number, distinct from the migration and other job locks. */
const PRUNE_LOCK_ID = 4_242_016;
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
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK_ID}) as locked`,
    );
    const { locked } = onlyRowOf(result, z.object({ locked: z.boolean() }));
    if (!locked) return null;
    return events.prune(now, PRODUCT_EVENT_LIMITS.retentionMonths, tx);
  });
}

/** Every day, without keeping the process alive. The returned function stops it. */
export function startProductEventsPrune(
  db: Db,
  events: ProductEventService,
  log: FastifyBaseLogger,
): () => void {
  const timer = setInterval(() => {
    runProductEventsPrune(db, events)
      .then((removed) => {
        if (removed) log.info({ removed }, 'eventos de uso antigos removidos');
      })
      .catch((err: unknown) => {
        log.error(
          { err: err instanceof Error ? err.message : String(err) },
          'falha ao remover eventos de uso antigos',
        );
      });
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
