import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored objects whose rows are gone (a demand or an account deleted) and that the store must
 * still remove. Written in the transaction that deletes the rows, so an object can never be
 * forgotten: removed right after the commit, and by the sweep (jobs/storage-sweep.ts) when the
 * bucket was down or the process died first. `next_attempt_at` is both the backoff and the lease
 * of the instance trying it.
 */
export const storageDeletions = pgTable(
  'storage_deletions',
  {
    name: text('name').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('storage_deletions_due_idx').on(t.nextAttemptAt)],
);
