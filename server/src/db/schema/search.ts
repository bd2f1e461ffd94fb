import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProfessionalSearchFilters } from '@alinhavo/shared/schemas/search';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * One row per provider: what provider search filters, matches and sorts on, kept by triggers
 * (migration 0019) whenever the account, its catalogue choices, its ratings or its finished
 * jobs change, so a search reads one table. `name`, `city` and `uf` follow the company rule of
 * spec §3. Three full-text documents over folded text, each wider than the last, so a search
 * ranks by the narrowest one all its words are in: the names; the names and the catalogue
 * choices (names and aliases); everything, with the about text. Separate columns (not weights)
 * give the planner statistics for each.
 */
export const professionalSearch = pgTable(
  'professional_search',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Approved and not suspended: the only ones clients may see (spec §4). */
    listed: boolean('listed').notNull(),
    /** Spec §3 completeness for search (the rule of profile/completeness.ts, in SQL). */
    complete: boolean('complete').notNull(),
    name: text('name'),
    city: text('city'),
    uf: text('uf'),
    /** The display city folded (lower case, no accents): the Cidade filter compares it. */
    cityKey: text('city_key'),
    /** The IBGE municipality of the display city/uf ('Perto de mim'); null when none matches. */
    municipioId: integer('municipio_id'),
    services: integer('services').array().notNull(),
    areas: integer('areas').array().notNull(),
    specialties: integer('specialties').array().notNull(),
    tecidType: text('tecid_type'),
    availabilityId: integer('availability_id'),
    docNames: tsvector('doc_names').notNull(),
    docCatalogue: tsvector('doc_catalogue').notNull(),
    doc: tsvector('doc').notNull(),
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Demands CONCLUÍDA on which this provider was the chosen one. */
    workCount: integer('work_count').notNull().default(0),
  },
  (t) => [
    // The first page without text: best rated first, straight from the index.
    index('professional_search_rank_idx')
      .on(t.ratingAvg, t.workCount, t.userId)
      .where(sql`${t.listed} and ${t.complete}`),
    index('professional_search_services_idx').using('gin', t.services),
    index('professional_search_areas_idx').using('gin', t.areas),
    index('professional_search_specialties_idx').using('gin', t.specialties),
    index('professional_search_doc_names_idx').using('gin', t.docNames),
    index('professional_search_doc_catalogue_idx').using('gin', t.docCatalogue),
    index('professional_search_doc_idx').using('gin', t.doc),
    index('professional_search_place_idx').on(t.uf, t.cityKey),
    index('professional_search_municipio_idx')
      .on(t.municipioId, t.userId)
      .where(sql`${t.listed} and ${t.complete}`),
  ],
);

/**
 * Full profiles a client opened, once per professional and calendar month (America/Sao_Paulo):
 * the Basic plan's 5 a month are counted here.
 */
export const professionalProfileViews = pgTable(
  'professional_profile_views',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first day of the month the profile was opened in. */
    month: date('month', { mode: 'string' }).notNull(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.month, t.professionalId] }),
    index('professional_profile_views_professional_idx').on(t.professionalId),
  ],
);

/**
 * A client's saved provider search. `filters` is what the client saved; the other columns are
 * the same filters in the shapes `professional_search` is matched with, so a newly approved
 * provider is checked against every saved search in one query.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<ProfessionalSearchFilters>().notNull(),
    services: integer('services').array().notNull(),
    areas: integer('areas').array().notNull(),
    specialties: integer('specialties').array().notNull(),
    availabilities: integer('availabilities').array().notNull(),
    /** Provider fabric types that match (Plano also matches Ambos); empty = any. */
    tecidTypes: text('tecid_types').array().notNull(),
    ufs: text('ufs').array().notNull(),
    cityKeys: text('city_keys').array().notNull(),
    /** The free text as the search runs it (prefixes, corrections); null without text. */
    query: tsquery('query'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt)],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * The words of the catalogue (names and aliases of services, areas and specialties), folded:
 * a misspelt search word is matched by trigram similarity against these few hundred words, and
 * the words found join the full-text query (kept by the catalogue triggers, migration 0019).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
