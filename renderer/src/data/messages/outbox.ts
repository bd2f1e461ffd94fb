import type { Message } from '@alinhavo/shared/schemas/conversation';
import { useLiveQuery } from 'dexie-react-hooks';
import { toApiError } from '../api/errors';
import { db, type OutboxRow } from '../db';
import { onResync, sendOverSocket } from '../realtime/realtime';
import { conversationsClient } from './api';

export interface FlushOutcome {
  sent: Message[];
  /** client_ids the server answered with an error: they leave the outbox; the text goes back. */
  refused: Set<string>;
}

let flushing: Promise<FlushOutcome> | null = null;

/** Keeps a message for sending; it stays until the server has stored it (DESIGN §7). */
export async function queueMessage(conversationId: string, content: string): Promise<OutboxRow> {
  const row: OutboxRow = {
    clientId: crypto.randomUUID(),
    conversationId,
    content,
    createdAt: new Date().toISOString(),
  };
  row.seq = await db.outbox.add(row);
  return row;
}

/**
 * Sends what waits, oldest first, one at a time so the order holds. No answer (offline, server
 * unreachable) stops the run and keeps the rest for the next one; a retry of a message the server
 * did store but whose answer was lost stores nothing new (the server is idempotent on client_id).
 */
export function flushOutbox(): Promise<FlushOutcome> {
  flushing ??= (async () => {
    const outcome: FlushOutcome = { sent: [], refused: new Set() };
    try {
      for (;;) {
        const next = await db.outbox.orderBy('seq').first();
        if (!next) break;
        try {
          // Over the open socket when there is one (the chat's fast path), else by HTTP.
          const viaSocket = sendOverSocket({
            conversation_id: next.conversationId,
            content: next.content,
            client_id: next.clientId,
          });
          const message = viaSocket
            ? (await viaSocket).message
            : await conversationsClient.send(next.conversationId, next.content, next.clientId);
          outcome.sent.push(message);
        } catch (error) {
          // No answer: keep it for later. An answer that refuses it: the text goes back.
          if (toApiError(error).isNetworkError) break;
          outcome.refused.add(next.clientId);
        }
        if (next.seq !== undefined) await db.outbox.delete(next.seq);
      }
    } finally {
      flushing = null;
    }
    return outcome;
  })();
  return flushing;
}

/** Tries again whenever the connection comes back (browser online, socket reconnected). */
export function startOutbox(): () => void {
  const retry = () => void flushOutbox();
  window.addEventListener('online', retry);
  const stopResync = onResync(retry);
  retry();
  return () => {
    window.removeEventListener('online', retry);
    stopResync();
  };
}

const NONE: OutboxRow[] = [];

/** What this device still has to send in one conversation, shown as pending. */
export function usePendingMessages(conversationId: string): OutboxRow[] {
  return useLiveQuery(
    () => db.outbox.where('conversationId').equals(conversationId).sortBy('seq'),
    [conversationId],
    NONE,
  );
}
