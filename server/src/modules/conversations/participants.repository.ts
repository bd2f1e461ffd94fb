import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  conversationParticipants as cp,
  users,
  type ConversationParticipantRow,
} from '../../db/schema';
import { senderColumns } from './columns';

/** Participants: each one's own flags (archived, hidden, read) and who they are. */
export const participantRows = {
  async participant(
    db: DbOrTx,
    conversationId: string,
    userId: string,
  ): Promise<ConversationParticipantRow | undefined> {
    const [row] = await db
      .select()
      .from(cp)
      .where(and(eq(cp.conversationId, conversationId), eq(cp.userId, userId)));
    return row;
  },

  async participantIds(db: DbOrTx, conversationId: string): Promise<string[]> {
    const rows = await db
      .select({ id: cp.userId })
      .from(cp)
      .where(eq(cp.conversationId, conversationId));
    return rows.map((r) => r.id);
  },

  async setParticipantFlags(
    db: DbOrTx,
    conversationId: string,
    userId: string,
    flags: { isArchived?: boolean; isHidden?: boolean; lastReadAt?: Date },
  ): Promise<void> {
    await db
      .update(cp)
      .set({ ...flags, updatedAt: sql`now()` })
      .where(and(eq(cp.conversationId, conversationId), eq(cp.userId, userId)));
  },

  async participantsOf(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ conversationId: cp.conversationId, ...senderColumns })
      .from(cp)
      .innerJoin(users, eq(users.id, cp.userId))
      .where(inArray(cp.conversationId, ids))
      .orderBy(asc(cp.createdAt), asc(users.id));
  },
};
