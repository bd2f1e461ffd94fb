import { sql } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO } from '@alinhavo/shared/rules/search';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { demands } from './demands';
import { users } from './users';

const folded = (column: string) =>
  sql.raw(`translate(lower(${column}), '${FOLD_FROM}', '${FOLD_TO}')`);

/** Spec §3 Conversation. Archived and hidden belong to each participant, not to the conversation. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    demandId: uuid('demand_id').references(() => demands.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The title lower-cased with accents folded, for search. */
    searchText: text('search_text').generatedAlwaysAs(folded('title')),
  },
  (t) => [index('conversations_last_message_idx').on(t.lastMessageAt)],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isArchived: boolean('is_archived').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every change of this person's view (archive, hide, read), for sync. */
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId),
  ],
);

/**
 * Spec §3 Message. Times are kept to the millisecond so an ISO cursor taken from a message
 * (`after`, `before`) compares equal to it instead of just below it.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    clientId: text('client_id'),
    isRead: boolean('is_read').notNull().default(false),
    isEdited: boolean('is_edited').notNull().default(false),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
    /** Removed by moderation: the content was replaced with the moderation text. */
    removedAt: timestamp('removed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The content lower-cased with accents folded, for search. */
    searchText: text('search_text').generatedAlwaysAs(folded('content')),
  },
  (t) => [
    // A retried send (same device id) stores nothing new.
    unique('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('messages_created_idx').on(t.createdAt),
    index('messages_conversation_updated_idx').on(t.conversationId, t.updatedAt),
    // Unread counts read only the unread rows of a conversation, not its whole history.
    index('messages_unread_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`${t.isRead} = false`),
  ],
);

/**
 * Ids of deleted messages, for devices that sync a thread with updated_since. Filled by a
 * trigger (migration 0011), so deletions by the sender, by expiry and by cascade all leave one.
 */
export const messageTombstones = pgTable(
  'message_tombstones',
  {
    messageId: uuid('message_id').primaryKey(),
    conversationId: uuid('conversation_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('message_tombstones_conversation_idx').on(t.conversationId, t.deletedAt)],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationParticipantRow = typeof conversationParticipants.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
