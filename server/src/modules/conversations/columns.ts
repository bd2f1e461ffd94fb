import { sql } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO } from '@alinhavo/shared/rules/search';
import {
  conversations,
  messages,
  users,
  type conversationParticipants as cp,
  type MessageRow,
} from '../../db/schema';

/** The SQL pieces the conversation repositories share: columns, folding and figures. */

export type ConversationFilter = 'all' | 'unread' | 'archived';

export interface SenderRow {
  id: string;
  fullName: string | null;
  userType: 'PROFISSIONAL' | 'CLIENTE';
}
export type MessageWithSender = MessageRow & { sender: SenderRow };

export const messageColumns = {
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

export const senderColumns = { id: users.id, fullName: users.fullName, userType: users.userType };

/** A LIKE pattern that finds `term` anywhere, with LIKE's own wildcards taken literally. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A participant's name folded like the search columns (the constants are plain letters). */
export const foldedName = sql.raw(
  `translate(lower(coalesce(u.full_name, '')), '${FOLD_FROM}', '${FOLD_TO}')`,
);

/** Unread = messages of others that nobody marked read (spec §3 is_read is per message). */
export const unreadOf = (userId: string | typeof cp.userId) =>
  sql<number>`(select count(*)::int from ${messages} m
    where m.conversation_id = ${conversations.id} and m.sender_id <> ${userId} and not m.is_read)`;

/** Epoch milliseconds of the oldest message, null when there is none. */
export const oldestMs = sql<
  number | null
>`(select (extract(epoch from min(m.created_at)) * 1000)::float8 from ${messages} m where m.conversation_id = ${conversations.id})`;
