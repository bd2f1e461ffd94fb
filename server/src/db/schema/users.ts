import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FOLD_FROM, FOLD_TO } from '@alinhavo/shared/rules/search';
import { availabilities } from './catalogue';

/** Spec §3: a company if it has a CNPJ or a size other than CPF. Column names, for SQL text. */
const IS_COMPANY = `(coalesce(cnpj, '') <> '' or coalesce(company_size, 'CPF') <> 'CPF')`;
const fold = (expr: string) => `translate(lower(${expr}), '${FOLD_FROM}', '${FOLD_TO}')`;

/**
 * The public client card (spec §3 'Client search card'), as SQL over the users row: a company is
 * named by trade name, then corporate name, then full name, and placed by its company address.
 */
export const PUBLIC_CLIENT_SQL = {
  displayName: `case when ${IS_COMPANY} then coalesce(nullif(trade_name, ''), nullif(corporate_name, ''), nullif(full_name, '')) else nullif(full_name, '') end`,
  corporateName: `case when ${IS_COMPANY} then nullif(corporate_name, '') end`,
  city: `case when ${IS_COMPANY} then company_city else city end`,
  uf: `case when ${IS_COMPANY} then company_uf else uf end`,
  /**
   * Who appears in the public client search: a verified, active client with a name who chose to
   * be listed — or, until they choose, a company (on by default) and never a CPF person.
   */
  listed: `user_type = 'CLIENTE' and is_email_verified and suspended_at is null and public_search_text is not null and coalesce(listed_in_public_search, ${IS_COMPANY})`,
  /** The default of the switch while the person has not chosen. */
  listedByDefault: IS_COMPANY,
} as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: ['PROFISSIONAL', 'CLIENTE'] }).notNull(),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /** Providers start PENDING; only APPROVED ones are visible to clients (spec §4). */
    approvalStatus: text('approval_status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    fullName: text('full_name'),
    // Profile (spec §3, server names). Documents and phones are digits only.
    birthDate: date('birth_date', { mode: 'string' }),
    cpf: text('cpf'),
    cellphone: text('cellphone'),
    postalCode: text('postal_code'),
    street: text('street'),
    number: text('number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    city: text('city'),
    uf: text('uf'),
    companySize: text('company_size', { enum: ['MEI', 'LTDA', 'ME', 'CPF', 'CNPJ'] }),
    cnpj: text('cnpj'),
    corporateName: text('corporate_name'),
    tradeName: text('trade_name'),
    companyCep: text('company_cep'),
    companyStreet: text('company_street'),
    companyNumber: text('company_number'),
    companyComplement: text('company_complement'),
    companyNeighborhood: text('company_neighborhood'),
    companyCity: text('company_city'),
    companyUf: text('company_uf'),
    companyEmail: text('company_email'),
    companyCellphone: text('company_cellphone'),
    aboutMe: text('about_me'),
    // Provider only.
    tecidType: text('tecid_type', { enum: ['PLANO', 'MALHA', 'AMBOS'] }),
    yearExperience: integer('year_experience'),
    dailyProductionCapacity: integer('daily_production_capacity'),
    minRequiredProduction: integer('min_required_production'),
    maxRequiredProduction: integer('max_required_production'),
    availabilityId: integer('availability_id').references(() => availabilities.id),
    /**
     * 'Aparecer na busca pública' (clients). Null until the person chooses: then the default
     * applies, on for companies and off for CPF people (PUBLIC_CLIENT_SQL.listed).
     */
    listedInPublicSearch: boolean('listed_in_public_search'),
    /** Open (ABERTA) demands of this client, kept by a trigger on demands (migration 0021). */
    openDemands: integer('open_demands').notNull().default(0),
    /** Set by an admin (DESIGN §9.13): no login, no sessions, open demands out of the feed. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** PRO while in the future (spec §1 isProUser); written by the plans module, read by isPro. */
    proUntil: timestamp('pro_until', { withTimezone: true }),
    /** LEGAL_VERSION accepted (shared/src/rules/legal.ts); null = never recorded. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Names, e-mail, CNPJ and cities folded (lower case, no accents), for the admin's search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `translate(lower(coalesce(full_name, '') || ' ' || coalesce(trade_name, '') || ' ' || coalesce(corporate_name, '') || ' ' || email || ' ' || coalesce(cnpj, '') || ' ' || coalesce(city, '') || ' ' || coalesce(company_city, '')), '${FOLD_FROM}', '${FOLD_TO}')`,
      ),
    ),
    /**
     * The public card's name and corporate name, folded: the public search matches words here
     * and orders by it (nothing else of the person is searchable from outside).
     */
    publicSearchText: text('public_search_text').generatedAlwaysAs(
      sql.raw(
        fold(
          `${PUBLIC_CLIENT_SQL.displayName} || ' ' || coalesce(${PUBLIC_CLIENT_SQL.corporateName}, '')`,
        ),
      ),
    ),
    /** Where the public card places the client: UF as stored, city folded for matching. */
    publicUf: text('public_uf').generatedAlwaysAs(sql.raw(PUBLIC_CLIENT_SQL.uf)),
    publicCityKey: text('public_city_key').generatedAlwaysAs(sql.raw(fold(PUBLIC_CLIENT_SQL.city))),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_user_type_idx').on(t.userType, t.approvalStatus),
    index('users_uf_city_idx').on(t.uf, t.city),
    // Admin lists page by (created_at, id), newest first.
    index('users_created_id_idx').on(t.createdAt, t.id),
    index('users_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The public client search: most open demands first, then by name, over listed
    // clients only; the filters and the words have indexes of their own over the same rows.
    index('users_public_clients_order_idx')
      .on(sql`(-${t.openDemands})`, sql`${t.publicSearchText} collate "C"`, t.id)
      .where(sql.raw(PUBLIC_CLIENT_SQL.listed)),
    index('users_public_clients_place_idx')
      .on(t.publicUf, t.publicCityKey)
      .where(sql.raw(PUBLIC_CLIENT_SQL.listed)),
    index('users_public_clients_trgm_idx')
      .using('gin', sql`${t.publicSearchText} gin_trgm_ops`)
      .where(sql.raw(PUBLIC_CLIENT_SQL.listed)),
    // The suspended few: every list of demands leaves out a suspended owner's (`not exists` on
    // this index) instead of reading every account on each page.
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedAt} is not null`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
