import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { machines, serviceAreas, services, specialties } from './catalogue';
import { users } from './users';

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A profile's catalogue choices (spec §3 services, areas, specialties, machines). */
export const userServices = pgTable(
  'user_services',
  {
    userId: owner(),
    itemId: integer('service_id')
      .notNull()
      .references(() => services.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('user_services_item_idx').on(t.itemId),
  ],
);
export const userAreas = pgTable(
  'user_areas',
  {
    userId: owner(),
    itemId: integer('area_id')
      .notNull()
      .references(() => serviceAreas.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('user_areas_item_idx').on(t.itemId)],
);
export const userSpecialties = pgTable(
  'user_specialties',
  {
    userId: owner(),
    itemId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('user_specialties_item_idx').on(t.itemId),
  ],
);
export const userMachines = pgTable(
  'user_machines',
  {
    userId: owner(),
    itemId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('user_machines_item_idx').on(t.itemId),
  ],
);
