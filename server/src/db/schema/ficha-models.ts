import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { FichaContent } from '@alinhavo/shared/schemas/ficha';
import { users } from './users';

/**
 * A client's ficha técnica models ('Modelos'): a ficha kept under a name, its grade's quantities
 * all zero and without drawings (those are attachments of a demand). One name once per client;
 * they go with the account.
 */
export const fichaModels = pgTable(
  'ficha_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: jsonb('content').$type<FichaContent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('ficha_models_owner_name').on(t.ownerId, t.name),
    index('ficha_models_owner_created').on(t.ownerId, t.createdAt),
  ],
);
export type FichaModelRow = typeof fichaModels.$inferSelect;
