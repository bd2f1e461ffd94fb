import { sql } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO } from '@alinhavo/shared/rules/search';
import type { FrozenQuote } from '@alinhavo/shared/schemas/quote';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { availabilities, serviceAreas, services, specialties } from './catalogue';
// A cycle with ./lots, harmless: both sides reference each other only in lazy callbacks.
import { demandLots } from './lots';
import { users } from './users';

/** Spec §3 Demand. Budgets in reais with cents; status values are the spec's, on the wire too. */
export const demands = pgTable(
  'demands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userCreated: uuid('user_created')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => serviceAreas.id),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
    availabilityId: integer('availability_id')
      .notNull()
      .references(() => availabilities.id),
    tecidType: text('tecid_type', { enum: ['PLANO', 'MALHA', 'AMBOS'] }),
    amount: integer('amount').notNull().default(1),
    deadline: date('deadline', { mode: 'string' }),
    minBudget: numeric('min_budget', { precision: 12, scale: 2, mode: 'number' }),
    maxBudget: numeric('max_budget', { precision: 12, scale: 2, mode: 'number' }),
    city: text('city'),
    uf: text('uf'),
    remoteWorkAccepted: boolean('remote_work_accepted').notNull().default(false),
    status: text('status', { enum: ['ABERTA', 'EM ANDAMENTO', 'CONCLUÍDA', 'CANCELADA'] })
      .notNull()
      .default('ABERTA'),
    chosenProfessionalId: uuid('chosen_professional_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /**
     * The chosen provider's quote as it stood when chosen, copied so later revisions
     * never change it; null without a choice or when the chosen one sent no quote.
     */
    chosenQuote: jsonb('chosen_quote').$type<FrozenQuote>(),
    /** A ficha técnica is attached (demand_fichas): lists show it without joining the ficha. */
    hasFicha: boolean('has_ficha').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    /** Title and description, lower-cased with accents folded, for trigram search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(`translate(lower(title || ' ' || description), '${FOLD_FROM}', '${FOLD_TO}')`),
    ),
  },
  (t) => [
    check('demands_amount_min', sql`${t.amount} >= 1`),
    index('demands_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('demands_owner_idx').on(t.userCreated, t.createdAt),
    // demands_owner_list_idx (user_created, created_at, id) INCLUDE (status, search_text) is in
    // the SQL migrations only (drizzle's index builder has no INCLUDE): the owner's pages, and
    // the counts and matching ids of Minhas Demandas' free text, read from it alone.
    // Minhas Demandas by status (a tile) newest first, and its counters from the index alone.
    index('demands_owner_status_idx').on(t.userCreated, t.status, t.createdAt),
    index('demands_status_created_idx').on(t.status, t.createdAt),
    index('demands_chosen_idx').on(t.chosenProfessionalId, t.status),
    index('demands_updated_idx').on(t.updatedAt),
    // The admin's Demandas tab pages every demand newest first, by (created_at, id).
    index('demands_created_id_idx').on(t.createdAt, t.id),
  ],
);

/** A provider's interest in a demand: once, irreversible (spec §4). */
export const demandInterests = pgTable(
  'demand_interests',
  {
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.demandId, t.professionalId] }),
    index('demand_interests_professional_idx').on(t.professionalId),
  ],
);

/** Attachments, stored under server-generated names in STORAGE_DIR. */
export const demandFiles = pgTable(
  'demand_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    storageName: text('storage_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /**
     * Set when the file belongs to a lot (what was sent with it, a defect photo); such
     * files are listed with their lot, not among the demand's attachments.
     */
    lotId: uuid('lot_id').references((): AnyPgColumn => demandLots.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('demand_files_demand_idx').on(t.demandId),
    index('demand_files_lot_idx')
      .on(t.lotId)
      .where(sql`${t.lotId} is not null`),
  ],
);

/**
 * One rating per client, professional and demand (spec §7 Ratings). A rating always names a
 * demand of its client on which the professional was chosen (DESIGN §9.16).
 */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A rating lives and dies with its demand: withdrawn with it, never left without one. */
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Two-way reviews: null while held. Set when the provider's review of the client
     * on the same demand arrives, or when 14 days pass after completion (the publication job).
     * Only published rows count, through `countedRatings`.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    check('ratings_score_range', sql`${t.score} between 1 and 5`),
    unique('ratings_client_professional_demand_key')
      .on(t.clientId, t.professionalId, t.demandId)
      .nullsNotDistinct(),
    index('ratings_professional_idx').on(t.professionalId, t.createdAt),
  ],
);

/**
 * The ratings a provider's figures count (migration 0040): each client once, by their latest
 * published rating. Every average and count reads this view, and so do the search figures.
 */
export const countedRatings = pgView('counted_ratings', {
  id: uuid('id').notNull(),
  professionalId: uuid('professional_id').notNull(),
  clientId: uuid('client_id').notNull(),
  demandId: uuid('demand_id').notNull(),
  score: smallint('score').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();

export type DemandRow = typeof demands.$inferSelect;
export type RatingRow = typeof ratings.$inferSelect;

/**
 * Two-way reviews: the chosen provider of a completed demand rates its client once
 * (payment punctuality, communication, clarity of the technical sheet). Held like the client's
 * rating of the provider until both are in or 14 days passed after completion.
 */
export const clientReviews = pgTable(
  'client_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payment: smallint('payment').notNull(),
    communication: smallint('communication').notNull(),
    clarity: smallint('clarity').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'client_reviews_scores_range',
      sql`${t.payment} between 1 and 5 and ${t.communication} between 1 and 5 and ${t.clarity} between 1 and 5`,
    ),
    unique('client_reviews_demand_key').on(t.demandId),
    index('client_reviews_client_idx').on(t.clientId, t.publishedAt),
    index('client_reviews_professional_idx').on(t.professionalId, t.createdAt),
  ],
);
export type ClientReviewRow = typeof clientReviews.$inferSelect;

/**
 * Ids of deleted demands, so devices syncing with `updated_since` drop them from their cache.
 * Filled by a trigger (migration 0006), which also catches deletions by cascade (account removal).
 */
export const demandTombstones = pgTable(
  'demand_tombstones',
  {
    demandId: uuid('demand_id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demand_tombstones_deleted_idx').on(t.deletedAt)],
);
