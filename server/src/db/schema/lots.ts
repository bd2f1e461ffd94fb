import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOT_STEPS, type LotCell, type LotStepCell } from '@alinhavo/shared/schemas/lot';
import { demandFiles, demands } from './demands';
import { users } from './users';

/**
 * Production tracking: a lot (remessa) of a demand in progress. The quantities of
 * each step live on the row (the timeline is demand_lot_events); the checks repeat the rule of
 * shared/src/rules/lots.ts so no path can store a lot that holds more than it received.
 */
export const demandLots = pgTable(
  'demand_lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    /** The creating device's id: a retry of the same creation answers the same lot. */
    clientId: uuid('client_id').notNull(),
    number: integer('number').notNull(),
    quantity: integer('quantity').notNull(),
    items: text('items'),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    expectedReturn: date('expected_return', { mode: 'string' }).notNull(),
    step: text('step', { enum: LOT_STEPS }).notNull().default('ENVIADO'),
    received: integer('received').notNull().default(0),
    inProduction: integer('in_production').notNull().default(0),
    ready: integer('ready').notNull().default(0),
    defects: integer('defects').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    version: integer('version').notNull().default(1),
    /** The Brasília day both sides were last told this lot is late (once a day). */
    lateNotifiedOn: date('late_notified_on', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Pieces per size and colour of the ficha's grade; null for a lot sent as a total. */
    cells: jsonb('cells').$type<LotCell[]>(),
    /** The ficha técnica's revision when the lot was sent; null without a ficha. */
    fichaRevision: integer('ficha_revision'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('demand_lots_number_key').on(t.demandId, t.number),
    unique('demand_lots_client_key').on(t.demandId, t.clientId),
    check(
      'demand_lots_quantities',
      sql`${t.quantity} > 0 and ${t.received} between 0 and ${t.quantity}
        and ${t.inProduction} between 0 and ${t.received}
        and ${t.defects} >= 0 and ${t.ready} >= 0 and ${t.ready} + ${t.defects} <= ${t.received}
        and ${t.delivered} between 0 and ${t.ready}`,
    ),
    check('demand_lots_dates', sql`${t.expectedReturn} >= ${t.sentOn}`),
    // The late round reads only lots not delivered, by their expected return.
    index('demand_lots_open_return_idx')
      .on(t.expectedReturn)
      .where(sql`${t.step} <> 'ENTREGUE'`),
  ],
);
export type LotRow = typeof demandLots.$inferSelect;

/** Each step of a lot, who recorded it and when: the timeline both sides see. Never updated. */
export const demandLotEvents = pgTable(
  'demand_lot_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => demandLots.id, { onDelete: 'cascade' }),
    /** The recording device's id: the outbox's retry of a step applies it once. */
    clientId: uuid('client_id').notNull(),
    step: text('step', { enum: LOT_STEPS }).notNull(),
    quantity: integer('quantity').notNull(),
    defects: integer('defects').notNull().default(0),
    note: text('note'),
    photoFileId: uuid('photo_file_id').references(() => demandFiles.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorSide: text('actor_side', { enum: ['CLIENTE', 'PROFISSIONAL'] }).notNull(),
    /** 'Pronto' or 'Entregue' per size and colour; null when recorded as a total. */
    cells: jsonb('cells').$type<LotStepCell[]>(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('demand_lot_events_client_key').on(t.lotId, t.clientId),
    check('demand_lot_events_quantities', sql`${t.quantity} >= 0 and ${t.defects} >= 0`),
  ],
);
export type LotEventRow = typeof demandLotEvents.$inferSelect;
