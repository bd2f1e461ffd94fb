import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The fashion catalogue (seed/catalogue.json). Ids are stable and never reused. */
export const services = pgTable('services', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
  aliases: text('aliases').array().notNull(),
});

export const serviceAreas = pgTable('service_areas', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
});

/** Which areas a client may pick after a service (spec: area enabled after the service). */
export const serviceAreaLinks = pgTable(
  'service_area_links',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => serviceAreas.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.areaId] }),
    index('service_area_links_area_idx').on(t.areaId),
  ],
);

export const specialties = pgTable('specialties', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
});

export const machines = pgTable('machines', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  aliases: text('aliases').array().notNull(),
});

export const availabilities = pgTable('availabilities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  days: integer('days').notNull(),
});

/** Seeds already applied, by content hash, so a restart does not rewrite reference data. */
export const seedVersions = pgTable('seed_versions', {
  name: text('name').primaryKey(),
  hash: text('hash').notNull(),
});
