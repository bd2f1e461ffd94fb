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

/**
 * One row per provider: what provider search filters, matches and sorts on, kept by triggers
 * (migration 0019) whenever the account, its catalogue choices, its ratings or its finished
 * jobs change, so a search reads one table. `name`, `city` and `uf` follow the company rule of
 * spec §3. Free text is found in three places: the names (`doc_names`, full text over folded
 * words), the catalogue choices (the ids below, matched through `catalogue_words`) and the about
 * text (`doc_about`); the row stays narrow, so walking it in rating order is cheap.
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
    /** Full name, trade name and corporate name, folded. */
    docNames: tsvector('doc_names').notNull(),
    /** The about text, folded. */
    docAbout: tsvector('doc_about').notNull(),
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Demands CONCLUÍDA on which this provider was the chosen one. */
    workCount: integer('work_count').notNull().default(0),
    /**
     * Every filter value of the row as one tag ('s:1' a service, 'u:SC' a state, 't:MALHA' a
     * fabric…; migration 0030): one GIN index answers any mix of filters in a single scan, where
     * one index per column left the rest to be checked row by row on most of the table.
     */
    facets: text('facets')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`alinhavo_search_facets(services, areas, specialties, uf, city_key, tecid_type, availability_id)`,
      ),
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
    index('professional_search_doc_about_idx').using('gin', t.docAbout),
    index('professional_search_place_idx').on(t.uf, t.cityKey),
    // The Cidade filter (a few hundred to a thousand providers): the matches, their order and
    // their count from this index alone, without reading the rows (migration 0037).
    index('professional_search_city_rank_idx')
      .on(t.cityKey, t.uf, t.ratingAvg, t.workCount, t.userId)
      .where(sql`${t.listed} and ${t.complete}`),
    index('professional_search_facets_idx').using('gin', t.facets),
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
    /**
     * The free text as the search runs it, one entry per word: its forms as a full-text query
     * (`q`) and the catalogue services, areas and specialties it names (`s`, `a`, `p`); empty
     * without text.
     */
    textTerms: jsonb('text_terms')
      .$type<Array<{ q: string; s: number[]; a: number[]; p: number[] }>>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt)],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * Every word of the catalogue (names and aliases of services, areas and specialties), folded,
 * with the item it names: a search word finds the items whose words it begins, or (misspelt) the
 * words closest to it by trigram similarity. Rebuilt by the catalogue triggers (migration 0019).
 */
export const catalogueWords = pgTable(
  'catalogue_words',
  {
    word: text('word').notNull(),
    kind: text('kind', { enum: ['service', 'area', 'specialty'] }).notNull(),
    itemId: integer('item_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.kind, t.itemId] }),
    index('catalogue_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);
