import { and, asc, desc, eq, inArray, isNull, lt, ne, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  conversationParticipants as cp,
  conversations,
  messages,
  users,
  type MessageRow,
} from '../../db/schema';
import { onlyRowOf } from '../../lib/sql-rows';
import { containing, messageColumns, senderColumns, type MessageWithSender } from './columns';

/** The row of the one-statement send; the message comes as JSON (both drivers parse it alike). */
const sendRowSchema = z.object({
  is_participant: z.boolean(),
  message: z
    .object({
      id: z.string(),
      conversation_id: z.string(),
      sender_id: z.string(),
      content: z.string(),
      client_id: z.string().nullable(),
      is_read: z.boolean(),
      is_edited: z.boolean(),
      edited_at: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
  sender: z
    .object({
      id: z.string(),
      fullName: z.string().nullable(),
      userType: z.enum(['PROFISSIONAL', 'CLIENTE']),
    })
    .nullable(),
  participant_ids: z.array(z.string()).nullable(),
  unhidden_ids: z.array(z.string()).nullable(),
});

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

/** Messages: the thread pages, sending, editing, moderation, reading and search. */
export const messageRows = {
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
    const row = onlyRowOf(result, sendRowSchema);
    if (!row.is_participant) return { isParticipant: false };
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
};
