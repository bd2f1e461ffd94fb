import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO } from '@alinhavo/shared/rules/search';
import type { DbOrTx } from '../../db/client';
import {
  conversationParticipants as cp,
  conversations,
  messages,
  messageTombstones,
  users,
  type ConversationParticipantRow,
  type ConversationRow,
  type MessageRow,
} from '../../db/schema';

export type ConversationFilter = 'all' | 'unread' | 'archived';

export interface SenderRow {
  id: string;
  fullName: string | null;
  userType: 'PROFISSIONAL' | 'CLIENTE';
}
export type MessageWithSender = MessageRow & { sender: SenderRow };

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  content: messages.content,
  clientId: messages.clientId,
  isRead: messages.isRead,
  isEdited: messages.isEdited,
  editedAt: messages.editedAt,
  removedAt: messages.removedAt,
  createdAt: messages.createdAt,
  updatedAt: messages.updatedAt,
  searchText: messages.searchText,
};

const senderColumns = { id: users.id, fullName: users.fullName, userType: users.userType };

/** A LIKE pattern that finds `term` anywhere, with LIKE's own wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A participant's name folded like the search columns (the constants are plain letters). */
const foldedName = sql.raw(
  `translate(lower(coalesce(u.full_name, '')), '${FOLD_FROM}', '${FOLD_TO}')`,
);

/** Unread = messages of others that nobody marked read (spec §3 is_read is per message). */
const unreadOf = (userId: string | typeof cp.userId) =>
  sql<number>`(select count(*)::int from ${messages} m
    where m.conversation_id = ${conversations.id} and m.sender_id <> ${userId} and not m.is_read)`;

/** Epoch milliseconds of the oldest message, null when there is none. */
const oldestMs = sql<
  number | null
>`(select (extract(epoch from min(m.created_at)) * 1000)::float8 from ${messages} m where m.conversation_id = ${conversations.id})`;

/** A message row as JSON from a raw statement (both drivers parse json the same way). */
interface MessageJson {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  client_id: string | null;
  is_read: boolean;
  is_edited: boolean;
  edited_at: string | null;
  created_at: string;
  updated_at: string;
}
export interface SendResult {
  isParticipant: boolean;
  /** Undefined when nothing was stored (not a participant, or a client_id already used). */
  stored?: {
    message: MessageWithSender;
    participantIds: string[];
    /** Participants who had hidden the conversation and see it again now. */
    unhiddenIds: string[];
  };
}

const date = (iso: string) => new Date(iso);
const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

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
    })
    .from(cp)
    .innerJoin(conversations, eq(conversations.id, cp.conversationId))
    .where(where);

export const conversationsRepository = {
  async existingUserIds(db: DbOrTx, ids: string[]): Promise<string[]> {
    const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    return rows.map((r) => r.id);
  },

  async userType(db: DbOrTx, id: string): Promise<SenderRow['userType'] | undefined> {
    const [row] = await db.select({ t: users.userType }).from(users).where(eq(users.id, id));
    return row?.t;
  },

  /** Serialises starts of the same participant set until the transaction ends. */
  async lockParticipantSet(tx: DbOrTx, ids: string[]): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${[...ids].sort().join(',')}))`);
  },

  /** The conversation whose participants are exactly `ids`. */
  async findByParticipantSet(db: DbOrTx, ids: string[]): Promise<string | undefined> {
    const [row] = await db
      .select({ id: cp.conversationId })
      .from(cp)
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
  async visibleIds(db: DbOrTx, userId: string): Promise<string[]> {
    const rows = await db
      .select({ id: conversations.id })
      .from(cp)
      .innerJoin(conversations, eq(conversations.id, cp.conversationId))
      .where(and(eq(cp.userId, userId), eq(cp.isHidden, false)))
      .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.createdAt));
    return rows.map((r) => r.id);
  },

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

  async participantsOf(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ conversationId: cp.conversationId, ...senderColumns })
      .from(cp)
      .innerJoin(users, eq(users.id, cp.userId))
      .where(inArray(cp.conversationId, ids))
      .orderBy(asc(cp.createdAt), asc(users.id));
  },

  async lastMessages(db: DbOrTx, ids: string[]): Promise<MessageWithSender[]> {
    if (ids.length === 0) return [];
    return db
      .selectDistinctOn([messages.conversationId], { ...messageColumns, sender: senderColumns })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(inArray(messages.conversationId, ids))
      .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
  },

  async message(db: DbOrTx, id: string): Promise<MessageWithSender | undefined> {
    const [row] = await db
      .select({ ...messageColumns, sender: senderColumns })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(eq(messages.id, id));
    return row;
  },

  async messageBySenderClientId(
    db: DbOrTx,
    senderId: string,
    clientId: string,
  ): Promise<MessageWithSender | undefined> {
    const [row] = await db
      .select({ ...messageColumns, sender: senderColumns })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
    return row;
  },

  /** Ascending. From `after` forward, or the newest page (below `before` when given). */
  async page(
    db: DbOrTx,
    conversationId: string,
    q: { after?: string | undefined; before?: string | undefined; limit: number },
  ): Promise<{ rows: MessageWithSender[]; hasMore: boolean }> {
    const where = and(
      eq(messages.conversationId, conversationId),
      q.after ? gt(messages.createdAt, new Date(q.after)) : undefined,
      q.before ? lt(messages.createdAt, new Date(q.before)) : undefined,
    );
    const forward = q.after !== undefined;
    const rows = await db
      .select({ ...messageColumns, sender: senderColumns })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(where)
      .orderBy(
        ...(forward
          ? [asc(messages.createdAt), asc(messages.id)]
          : [desc(messages.createdAt), desc(messages.id)]),
      )
      .limit(q.limit + 1);
    const hasMore = rows.length > q.limit;
    const pageRows = rows.slice(0, q.limit);
    return { rows: forward ? pageRows : pageRows.reverse(), hasMore };
  },

  /** The new row, or undefined when this sender already used this client_id. */
  async insertMessage(
    tx: DbOrTx,
    values: { conversationId: string; senderId: string; content: string; clientId: string },
  ): Promise<MessageRow | undefined> {
    const [row] = await tx
      .insert(messages)
      .values(values)
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning();
    return row;
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

  /**
   * Spec §4 send in one statement (the hot path of messaging): checks the sender takes part,
   * stores the message unless this client_id was used, moves the conversation, shows it again
   * to whoever had hidden it, and reads who must hear of it. One statement is one transaction,
   * so nothing is half-written.
   */
  async send(
    db: DbOrTx,
    v: { conversationId: string; senderId: string; content: string; clientId: string },
  ): Promise<SendResult> {
    const result = await db.execute(sql`
      with me as (
        select 1 from ${cp} where conversation_id = ${v.conversationId} and user_id = ${v.senderId}
      ), ins as (
        insert into ${messages} (conversation_id, sender_id, content, client_id)
        select ${v.conversationId}::uuid, ${v.senderId}::uuid, ${v.content}::text, ${v.clientId}::text
        from me
        on conflict (sender_id, client_id) do nothing
        returning id, conversation_id, sender_id, content, client_id, is_read, is_edited,
          edited_at, created_at, updated_at
      ), touched as (
        update ${conversations} c set last_message_at = ins.created_at, updated_at = now()
        from ins where c.id = ins.conversation_id
        returning c.id
      ), unhidden as (
        update ${cp} p set is_hidden = false, updated_at = now()
        from ins where p.conversation_id = ins.conversation_id and p.is_hidden
        returning p.user_id
      )
      select
        exists (select 1 from me) as is_participant,
        (select to_json(ins) from ins) as message,
        (select json_build_object('id', u.id, 'fullName', u.full_name, 'userType', u.user_type)
          from ${users} u where u.id = ${v.senderId} and exists (select 1 from ins)) as sender,
        (select json_agg(p.user_id) from ${cp} p
          where p.conversation_id = ${v.conversationId} and exists (select 1 from ins)
        ) as participant_ids,
        (select json_agg(user_id) from unhidden) as unhidden_ids,
        (select count(*) from touched) as touched
    `);
    const row = (
      result as {
        rows: Array<{
          is_participant: boolean;
          message: MessageJson | null;
          sender: SenderRow | null;
          participant_ids: string[] | null;
          unhidden_ids: string[] | null;
        }>;
      }
    ).rows[0];
    if (!row?.is_participant) return { isParticipant: false };
    const { message: m, sender } = row;
    if (!m || !sender) return { isParticipant: true };
    return {
      isParticipant: true,
      stored: {
        message: {
          id: m.id,
          conversationId: m.conversation_id,
          senderId: m.sender_id,
          content: m.content,
          clientId: m.client_id,
          isRead: m.is_read,
          isEdited: m.is_edited,
          editedAt: dateOrNull(m.edited_at),
          removedAt: null,
          createdAt: date(m.created_at),
          updatedAt: date(m.updated_at),
          searchText: null,
          sender,
        },
        participantIds: row.participant_ids ?? [],
        unhiddenIds: row.unhidden_ids ?? [],
      },
    };
  },

  async editMessage(tx: DbOrTx, id: string, content: string): Promise<void> {
    await tx
      .update(messages)
      .set({ content, isEdited: true, editedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(messages.id, id));
  },

  /**
   * Moderation: the text is replaced for everyone and the row marked removed; `updated_at`
   * moves so each device's sync delivers it. The conversation id, or undefined when the
   * message is gone or was already removed.
   */
  async removeMessage(tx: DbOrTx, id: string, content: string): Promise<string | undefined> {
    const [row] = await tx
      .update(messages)
      .set({ content, removedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(messages.id, id), isNull(messages.removedAt)))
      .returning({ conversationId: messages.conversationId });
    return row?.conversationId;
  },

  async deleteMessage(tx: DbOrTx, id: string): Promise<void> {
    await tx.delete(messages).where(eq(messages.id, id));
  },

  async markReadFromOthers(tx: DbOrTx, conversationId: string, readerId: string) {
    return tx
      .update(messages)
      .set({ isRead: true, updatedAt: sql`now()` })
      .where(
        and(
          eq(messages.conversationId, conversationId),
          ne(messages.senderId, readerId),
          eq(messages.isRead, false),
        ),
      )
      .returning({ id: messages.id });
  },

  async unreadTotal(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .innerJoin(cp, and(eq(cp.conversationId, messages.conversationId), eq(cp.userId, userId)))
      .where(
        and(eq(cp.isHidden, false), ne(messages.senderId, userId), eq(messages.isRead, false)),
      );
    return Number(row?.n ?? 0);
  },

  /** The user's messages-in-conversations whose content holds every term, newest first. */
  async search(db: DbOrTx, userId: string, terms: string[], limit: number) {
    return db
      .select({ ...messageColumns, sender: senderColumns, conversationTitle: conversations.title })
      .from(messages)
      .innerJoin(cp, and(eq(cp.conversationId, messages.conversationId), eq(cp.userId, userId)))
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(
        and(
          eq(cp.isHidden, false),
          ...terms.map((t) => sql`${messages.searchText} like ${containing(t)}`),
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit);
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

  /** Spec §9: messages live `days` days. The count of rows removed. */
  async deleteOlderThan(db: DbOrTx, days: number): Promise<number> {
    const rows = await db
      .delete(messages)
      .where(lt(messages.createdAt, sql`now() - make_interval(days => ${days})`))
      .returning({ id: messages.id });
    return rows.length;
  },
};
