import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A provider's portfolio: up to 12 photos of a provider's work. Each row names three stored objects
 * (FileStore names): the original as sent (never served), a 320 px thumbnail and a 1280 px
 * display copy, both WebP re-encoded without metadata. `position` orders them (0 first).
 */
export const portfolioPhotos = pgTable(
  'portfolio_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull().default(''),
    position: integer('position').notNull(),
    originalName: text('original_name').notNull(),
    thumbName: text('thumb_name').notNull(),
    displayName: text('display_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('portfolio_photos_user_idx').on(t.userId, t.position),
    check('portfolio_photos_caption_length', sql`char_length(${t.caption}) <= 100`),
  ],
);
export type PortfolioPhotoRow = typeof portfolioPhotos.$inferSelect;
