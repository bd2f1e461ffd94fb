import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SizeBand } from '@alinhavo/shared/schemas/quote';
import { demands } from './demands';
import { users } from './users';

/**
 * Priced quotes: one row per revision, never updated, so the history is the table.
 * The latest revision of a provider on a demand is the one with the highest `revision`.
 */
export const demandQuotes = pgTable(
  'demand_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    priceCents: integer('price_cents').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    note: text('note'),
    /** Prices by size band of the ficha's grade; empty: one price per piece. */
    sizeBands: jsonb('size_bands').$type<SizeBand[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('demand_quotes_revision_key').on(t.demandId, t.professionalId, t.revision),
    check(
      'demand_quotes_positive',
      sql`${t.priceCents} > 0 and ${t.leadTimeDays} > 0 and ${t.minQuantity} > 0`,
    ),
    index('demand_quotes_professional_idx').on(t.professionalId),
  ],
);
export type QuoteRow = typeof demandQuotes.$inferSelect;

/**
 * 'Pedir proposta': the owner of a demand asked this provider for a quote. It ties
 * the provider to the demand for the conversation rule (DESIGN §9.11), as interest does, so the
 * request's conversation is about the demand; one row per pair, a second request moves
 * `requested_at` (the conversation is reopened, not duplicated).
 */
export const demandQuoteRequests = pgTable(
  'demand_quote_requests',
  {
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.demandId, t.professionalId] }),
    index('demand_quote_requests_professional_idx').on(t.professionalId),
  ],
);
