import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { runExclusive } from '../db/exclusive';
import { pruneTombstones } from '../lib/sync';
import type { ConversationService } from '../modules/conversations/service';
import { every } from './every';

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
  return runExclusive(db, 'message-expiry', async (tx) => {
    const removed = await conversations.expireMessages(tx);
    await pruneTombstones(tx);
    return removed;
  });
}

/** Every hour. The returned function stops it. */
export function startMessageExpiry(
  db: Db,
  conversations: ConversationService,
  log: FastifyBaseLogger,
): () => void {
  return every(
    EVERY_MS,
    async () => {
      const removed = await runMessageExpiry(db, conversations);
      if (removed) log.info({ removed }, 'mensagens expiradas removidas');
    },
    log,
    'falha ao remover mensagens expiradas',
  );
}
