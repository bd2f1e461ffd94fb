import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** IBGE states and municipalities (seed/geo, MIT licence kept beside the files). */
export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  sigla: text('sigla').notNull().unique(),
  nome: text('nome').notNull(),
  regiao: text('regiao').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const municipios = pgTable(
  'municipios',
  {
    id: integer('id').primaryKey(),
    nome: text('nome').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    uf: text('uf').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    capital: boolean('capital').notNull(),
    /**
     * The seat as a unit vector: the distance between two municipalities is then the arc of a
     * dot product, without trigonometry per row ('Perto de mim' orders every municipality).
     */
    ux: doublePrecision('ux').generatedAlwaysAs(
      sql.raw('cos(radians(latitude)) * cos(radians(longitude))'),
    ),
    uy: doublePrecision('uy').generatedAlwaysAs(
      sql.raw('cos(radians(latitude)) * sin(radians(longitude))'),
    ),
    uz: doublePrecision('uz').generatedAlwaysAs(sql.raw('sin(radians(latitude))')),
  },
  (t) => [
    index('municipios_state_idx').on(t.stateId),
    index('municipios_uf_nome_idx').on(t.uf, t.nome),
  ],
);

/** Postal-code answers kept 30 days, so the provider is asked once per code and month. */
export const cepCache = pgTable('cep_cache', {
  cep: text('cep').primaryKey(),
  payload: jsonb('payload')
    .$type<{ erro: boolean; uf: string; localidade: string; logradouro: string; bairro: string }>()
    .notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});
