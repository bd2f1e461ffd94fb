import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FichaChange, FichaContent } from '@alinhavo/shared/schemas/ficha';
import { demands } from './demands';
import { users } from './users';

/**
 * The ficha técnica of a demand (at most one): its current content and revision, and the chosen
 * facção's last 'Ciente'. `grade_total` is the grade's total, which the service keeps equal to
 * the demand's `amount` in the same transaction (`demands.has_ficha` says there is one).
 */
export const demandFichas = pgTable(
  'demand_fichas',
  {
    demandId: uuid('demand_id')
      .primaryKey()
      .references(() => demands.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull().default(1),
    content: jsonb('content').$type<FichaContent>().notNull(),
    gradeTotal: integer('grade_total').notNull(),
    /** The revision the chosen facção marked 'Ciente', and who (a later chosen one starts over). */
    acknowledgedRevision: integer('acknowledged_revision'),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('demand_fichas_revision', sql`${t.revision} >= 1`),
    check('demand_fichas_grade_total', sql`${t.gradeTotal} >= 1`),
    check(
      'demand_fichas_acknowledged',
      sql`${t.acknowledgedRevision} is null or ${t.acknowledgedRevision} between 1 and ${t.revision}`,
    ),
  ],
);
export type FichaRow = typeof demandFichas.$inferSelect;

/**
 * Every revision of a ficha, whole, with what changed from the one before. Revision 1 is
 * rewritten while no facção has been chosen; from the choice on, each change adds a revision
 * and none is rewritten.
 */
export const demandFichaRevisions = pgTable(
  'demand_ficha_revisions',
  {
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demandFichas.demandId, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    content: jsonb('content').$type<FichaContent>().notNull(),
    gradeTotal: integer('grade_total').notNull(),
    changes: jsonb('changes').$type<FichaChange[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.demandId, t.revision] })],
);
export type FichaRevisionRow = typeof demandFichaRevisions.$inferSelect;
