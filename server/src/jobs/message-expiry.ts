import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { onlyRowOf } from '../lib/sql-rows';
import { pruneTombstones } from '../lib/sync';
import type { ConversationService } from '../modules/conversations/service';

/** Any stable 64-bit number, distinct from the migration lock. */
const EXPIRY_LOCK_ID = 4_242_002;
const EVERY_MS = 60 * 60 * 1000;

/**
 * One run of the spec §9 expiry (messages live 60 days), which also drops sync tombstones no
 * cursor can ask for any more. Instances share the database, so a
 * transaction-scoped advisory lock lets one of them do it and the others skip this round; the
 * lock goes with the commit. Returns the count removed, or null when another instance held it.
 */
export async function runMessageExpiry(
  db: Db,
  conversations: ConversationService,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK_ID}) as locked`,
    );
    const { locked } = onlyRowOf(result, z.object({ locked: z.boolean() }));
    if (!locked) return null;
    const removed = await conversations.expireMessages(tx);
    await pruneTombstones(tx);
    return removed;
  });
}

/** Every hour, without keeping the process alive. The returned function stops it. */
export function startMessageExpiry(
  db: Db,
  conversations: ConversationService,
  log: FastifyBaseLogger,
): () => void {
  const timer = setInterval(() => {
    runMessageExpiry(db, conversations)
      .then((removed) => {
        if (removed) log.info({ removed }, 'mensagens expiradas removidas');
      })
      .catch((err: unknown) => {
        log.error(
          { err: err instanceof Error ? err.message : String(err) },
          'falha ao remover mensagens expiradas',
        );
      });
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
