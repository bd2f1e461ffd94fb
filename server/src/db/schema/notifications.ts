import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@alinhavo/shared/schemas/notification';
import { conversations } from './conversations';
import { demands } from './demands';
import { users } from './users';

/** Spec §3 Notification. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    demandId: uuid('demand_id').references(() => demands.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The bell's badge counts only unread rows; the partial index holds nothing else.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
    index('notifications_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

/** Ids of deleted notifications for devices that sync with updated_since (trigger, 0011). */
export const notificationTombstones = pgTable(
  'notification_tombstones',
  {
    notificationId: uuid('notification_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('notification_tombstones_user_idx').on(t.userId, t.deletedAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;
