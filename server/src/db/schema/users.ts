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
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set by an admin (DESIGN §9.13): no login, no sessions, open demands out of the feed. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** PRO while in the future (spec §1 isProUser); written by the plans issue, read by isPro. */
    proUntil: timestamp('pro_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Names, e-mail, CNPJ and cities folded (lower case, no accents), for the admin's search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `translate(lower(coalesce(full_name, '') || ' ' || coalesce(trade_name, '') || ' ' || coalesce(corporate_name, '') || ' ' || email || ' ' || coalesce(cnpj, '') || ' ' || coalesce(city, '') || ' ' || coalesce(company_city, '')), '${FOLD_FROM}', '${FOLD_TO}')`,
      ),
    ),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_user_type_idx').on(t.userType, t.approvalStatus),
    index('users_uf_city_idx').on(t.uf, t.city),
    // Admin lists page by (created_at, id), newest first.
    index('users_created_id_idx').on(t.createdAt, t.id),
    index('users_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
