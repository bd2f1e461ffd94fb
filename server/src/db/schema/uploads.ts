import { bigint, check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * What each person sent, for UPLOAD_DAILY_MB: one line per accepted upload (a demand's files, a
 * lot's, a portfolio photo), kept when the files are deleted, so removing and sending again does
 * not renew the day's budget. Lines older than a day are pruned as new ones are written.
 */
export const uploadLedger = pgTable(
  'upload_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('upload_ledger_user_idx').on(t.userId, t.createdAt),
    check('upload_ledger_bytes_positive', sql`${t.bytes} >= 0`),
  ],
);
