import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  conversationParticipants as cp,
  conversations,
  demands,
  messages,
  users,
  type ConversationRow,
} from '../../db/schema';
import {
  containing,
  foldedName,
  oldestMs,
  unreadOf,
  type ConversationFilter,
  type SenderRow,
} from './columns';

/** Every term in the title, a participant's name or a message (all folded). */
function matching(terms: string[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  return and(
    ...terms.map((term) => {
      const like = containing(term);
      return sql`(${conversations.searchText} like ${like}
        or exists (select 1 from ${cp} p join ${users} u on u.id = p.user_id
          where p.conversation_id = ${conversations.id}
            and ${foldedName} like ${like})
        or exists (select 1 from ${messages} m
          where m.conversation_id = ${conversations.id} and m.search_text like ${like}))`;
    }),
  );
}

const tab = (userId: string, filter: ConversationFilter): SQL | undefined => {
  const visible = and(eq(cp.userId, userId), eq(cp.isHidden, false));
  if (filter === 'archived') return and(visible, eq(cp.isArchived, true));
  if (filter === 'unread')
    return and(visible, eq(cp.isArchived, false), sql`${unreadOf(userId)} > 0`);
  return and(visible, eq(cp.isArchived, false));
};

/** Participant rows with their conversation and figures (unread counted for that participant). */
const summariesWhere = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      userId: cp.userId,
      conversation: conversations,
      isArchived: cp.isArchived,
      isHidden: cp.isHidden,
      unread: unreadOf(cp.userId),
      oldestMs,
      demandTitle: demands.title,
    })
    .from(cp)
    .innerJoin(conversations, eq(conversations.id, cp.conversationId))
    .leftJoin(demands, eq(demands.id, conversations.demandId))
    .where(where);

/** Conversations: who starts one, the lists and tabs, and the shared row that moves on activity. */
export const conversationRows = {
  async userType(db: DbOrTx, id: string): Promise<SenderRow['userType'] | undefined> {
    const [row] = await db.select({ t: users.userType }).from(users).where(eq(users.id, id));
    return row?.t;
  },

  /** Serialises starts of the same participant set until the transaction ends. */
  async lockParticipantSet(tx: DbOrTx, ids: string[]): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${[...ids].sort().join(',')}))`);
  },

  /** The conversation whose participants are exactly `ids`, about `demandId` (or about none). */
  async findByParticipantSet(
    db: DbOrTx,
    ids: string[],
    demandId: string | null,
  ): Promise<string | undefined> {
    const [row] = await db
      .select({ id: cp.conversationId })
      .from(cp)
      .innerJoin(conversations, eq(conversations.id, cp.conversationId))
      .where(
        demandId === null ? isNull(conversations.demandId) : eq(conversations.demandId, demandId),
      )
      .groupBy(cp.conversationId)
      .having(
        and(
          sql`count(*) = ${ids.length}`,
          sql`count(*) filter (where ${inArray(cp.userId, ids)}) = ${ids.length}`,
        ),
      )
      .limit(1);
    return row?.id;
  },

  async insertConversation(
    tx: DbOrTx,
    values: { title: string; demandId: string | null },
    participantIds: string[],
  ): Promise<ConversationRow> {
    const [row] = await tx.insert(conversations).values(values).returning();
    if (!row) throw new Error('conversation insert returned nothing');
    await tx
      .insert(cp)
      .values(participantIds.map((userId) => ({ conversationId: row.id, userId })));
    return row;
  },

  /** The user's conversations of a tab, newest activity first. */
  async listIds(
    db: DbOrTx,
    userId: string,
    filter: ConversationFilter,
    terms: string[],
  ): Promise<string[]> {
    const rows = await db
      .select({ id: conversations.id })
      .from(cp)
      .innerJoin(conversations, eq(conversations.id, cp.conversationId))
      .where(and(tab(userId, filter), matching(terms)))
      .orderBy(
        sql`${conversations.lastMessageAt} desc nulls last`,
        desc(conversations.createdAt),
        desc(conversations.id),
      );
    return rows.map((r) => r.id);
  },

  async tabCounts(db: DbOrTx, userId: string) {
    const unread = unreadOf(userId);
    const [row] = await db
      .select({
        all: sql<number>`(count(*) filter (where not ${cp.isArchived}))::int`,
        unread: sql<number>`(count(*) filter (where not ${cp.isArchived} and ${unread} > 0))::int`,
        archived: sql<number>`(count(*) filter (where ${cp.isArchived}))::int`,
      })
      .from(cp)
      .innerJoin(conversations, eq(conversations.id, cp.conversationId))
      .where(and(eq(cp.userId, userId), eq(cp.isHidden, false)));
    return {
      all: Number(row?.all ?? 0),
      unread: Number(row?.unread ?? 0),
      archived: Number(row?.archived ?? 0),
    };
  },

  /** The conversations with the user's own participant row and figures, in no order. */
  async summaries(db: DbOrTx, userId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return summariesWhere(db, and(eq(cp.userId, userId), inArray(cp.conversationId, ids)));
  },

  /** One conversation's summary as each of its participants sees it, in one read. */
  async summariesForAll(db: DbOrTx, conversationId: string) {
    return summariesWhere(db, eq(cp.conversationId, conversationId));
  },

  /** The user's conversations not hidden (archived included), newest activity first. */
  async visibleIds(db: DbOrTx, userId: string, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: conversations.id })
      .from(cp)
      .innerJoin(conversations, eq(conversations.id, cp.conversationId))
      .where(and(eq(cp.userId, userId), eq(cp.isHidden, false)))
      .orderBy(
        sql`${conversations.lastMessageAt} desc nulls last`,
        desc(conversations.createdAt),
        desc(conversations.id),
      )
      .limit(limit);
    return rows.map((r) => r.id);
  },

  async touchConversation(tx: DbOrTx, conversationId: string, lastMessageAt?: Date) {
    await tx
      .update(conversations)
      .set({
        updatedAt: sql`now()`,
        ...(lastMessageAt
          ? { lastMessageAt }
          : {
              lastMessageAt: sql`(select max(m.created_at) from ${messages} m where m.conversation_id = ${conversationId})`,
            }),
      })
      .where(eq(conversations.id, conversationId));
  },

  /** A change that is not a new message (edit, read) still moves the conversation for sync. */
  async touchUpdatedAt(db: DbOrTx, conversationId: string): Promise<void> {
    await db
      .update(conversations)
      .set({ updatedAt: sql`now()` })
      .where(eq(conversations.id, conversationId));
  },

  /** LGPD export: the conversations the user takes part in and the messages they wrote. */
  async exportFor(db: DbOrTx, userId: string) {
    const [taking, written] = await Promise.all([
      db
        .select({
          id: conversations.id,
          title: conversations.title,
          createdAt: conversations.createdAt,
          isArchived: cp.isArchived,
          isHidden: cp.isHidden,
        })
        .from(cp)
        .innerJoin(conversations, eq(conversations.id, cp.conversationId))
        .where(eq(cp.userId, userId))
        .orderBy(asc(conversations.createdAt)),
      db
        .select({
          conversationId: messages.conversationId,
          content: messages.content,
          createdAt: messages.createdAt,
          editedAt: messages.editedAt,
        })
        .from(messages)
        .where(eq(messages.senderId, userId))
        .orderBy(asc(messages.createdAt)),
    ]);
    return { conversations: taking, messages: written };
  },
};
