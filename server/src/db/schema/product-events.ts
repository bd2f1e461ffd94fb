import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Product analytics: one row per event, nothing personal. `user_hash` is an HMAC of
 * the account id with a server secret (not reversible from the table), `visit` a random id of a
 * browser tab's visit, `path` already reduced to route words and `:id`. A monthly prune keeps
 * 13 months (jobs/product-events-prune.ts).
 */
export const productEvents = pgTable(
  'product_events',
  {
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    visit: uuid('visit').notNull(),
    userHash: text('user_hash'),
  },
  (t) => [
    index('product_events_occurred_idx').on(t.occurredAt),
    index('product_events_name_occurred_idx').on(t.name, t.occurredAt),
  ],
);

/** 'Permitir estatísticas de uso anônimas' turned off in Conta: a row here, and no events. */
export const analyticsOptOuts = pgTable('analytics_opt_outs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
