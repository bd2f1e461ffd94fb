import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  conversationParticipants as cp,
  conversations,
  messages,
  messageTombstones,
  users,
} from '../../db/schema';
import { messageColumns, senderColumns, type MessageWithSender } from './columns';

/** What changed for a device since its cursor (DESIGN §7): conversations, messages, deletions. */
export const syncRows = {
  /** The user's conversations whose view changed since `since` (their own row or the shared one). */
  async changedSince(db: DbOrTx, userId: string, since: Date, limit: number) {
    return db
      .select({ id: conversations.id, isHidden: cp.isHidden })
      .from(cp)
      .innerJoin(conversations, eq(conversations.id, cp.conversationId))
      .where(
        and(eq(cp.userId, userId), or(gt(conversations.updatedAt, since), gt(cp.updatedAt, since))),
      )
      .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.createdAt))
      .limit(limit);
  },

  /** Messages of a conversation stored or changed since `since`, oldest first. */
  async messagesChangedSince(
    db: DbOrTx,
    conversationId: string,
    since: Date,
    limit: number,
  ): Promise<MessageWithSender[]> {
    return db
      .select({ ...messageColumns, sender: senderColumns })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(and(eq(messages.conversationId, conversationId), gt(messages.updatedAt, since)))
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(limit);
  },

  async messagesDeletedSince(
    db: DbOrTx,
    conversationId: string,
    since: Date,
    limit: number,
  ): Promise<string[]> {
    const rows = await db
      .select({ id: messageTombstones.messageId })
      .from(messageTombstones)
      .where(
        and(
          eq(messageTombstones.conversationId, conversationId),
          gt(messageTombstones.deletedAt, since),
        ),
      )
      .limit(limit);
    return rows.map((r) => r.id);
  },
};
