import type { Message } from '@alinhavo/shared/schemas/conversation';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxRow } from '../db';
import { createOutboxRunner } from '../outbox-runner';
import { sendOverSocket } from '../realtime/realtime';
import { conversationsClient } from './api';

export interface FlushOutcome {
  sent: Message[];
  /** client_ids the server answered with an error: they leave the outbox; the text goes back. */
  refused: Set<string>;
}

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

const runner = createOutboxRunner<OutboxRow, FlushOutcome>({
  next: (after) => db.outbox.where('seq').above(after).first(),
  begin: () => ({ sent: [], refused: new Set() }),
  async send(row, outcome) {
    // Over the open socket when there is one (the chat's fast path), else by HTTP.
    const viaSocket = sendOverSocket({
      conversation_id: row.conversationId,
      content: row.content,
      client_id: row.clientId,
    });
    const message = viaSocket
      ? (await viaSocket).message
      : await conversationsClient.send(row.conversationId, row.content, row.clientId);
    outcome.sent.push(message);
    await db.outbox.delete(row.seq);
  },
  // An answer that refuses it: it leaves the outbox and the text goes back to the composer.
  async refuse(row, _error, outcome) {
    outcome.refused.add(row.clientId);
    await db.outbox.delete(row.seq);
  },
});

/**
 * Sends what waits, oldest first, one at a time so the order holds (the outbox runner: no answer
 * or an ended session stops the run and keeps the rest; the server is idempotent on client_id).
 */
export const flushOutbox = (): Promise<FlushOutcome> => runner.flush();

/** Tries again whenever the connection comes back, and on its own with growing waits. */
export const startOutbox = (): (() => void) => runner.start();

const NONE: OutboxRow[] = [];

/** What this device still has to send in one conversation, shown as pending. */
export function usePendingMessages(conversationId: string): OutboxRow[] {
  return useLiveQuery(
    () => db.outbox.where('conversationId').equals(conversationId).sortBy('seq'),
    [conversationId],
    NONE,
  );
}
