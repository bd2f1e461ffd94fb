import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets every instance on one PostgreSQL must share and nobody configured (the JWT
 * signing secret when JWT_SECRET is unset). Created once, never rotated by the app.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
