import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What the server knows of one (account, client address) pair (DESIGN §9.15): the owner's own
 * addresses (a sign-in succeeded from there) and the guessing pairs it slows down. The address is
 * kept only as a keyed hash that includes the account, so neither a leaked table nor a
 * comparison between accounts gives an address away.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    /** The last sign-in from this address; null = never signed in from here. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, precision: 3 }),
    /** Wrong passwords from this address since its last right one (forgotten after a quiet day). */
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, precision: 3 }),
    /** No password is checked for this pair before then. */
    waitUntil: timestamp('wait_until', { withTimezone: true, precision: 3 }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

/**
 * One row per wrong password (written before the check, taken back when the password is right),
 * for the windows of the last hour: the budget of addresses the account never signed in from,
 * and the owner's e-mail. Rows older than the window are pruned as new ones come; strangers
 * over budget are refused before any row is written, so an attack adds a bounded number of
 * rows per hour.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    /** From an address this account had signed in from (outside the strangers' budget). */
    knownAddress: boolean('known_address').notNull(),
  },
  (t) => [index('sign_in_failures_user_at_idx').on(t.userId, t.at)],
);

/**
 * The last "someone tried to enter your account" e-mail per account: taken with one conditional
 * upsert, so however many instances see the tenth failure, one e-mail goes out per hour.
 */
export const signInAlerts = pgTable('sign_in_alerts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true, precision: 3 }).notNull(),
});

export type SignInAddressRow = typeof signInAddresses.$inferSelect;
