import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  machines,
  municipios,
  professionalSearch as ps,
  userMachines,
  users,
} from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import type { DistanceKey, RelevanceKey } from './cursor';
import type { TextQuery } from './text-query';

/** What a search filters on, already in the shapes of `professional_search`. */
export interface SearchFilters {
  services: number[];
  areas: number[];
  specialties: number[];
  availabilities: number[];
  /** Provider fabric types that match (a Plano search also takes Ambos providers). */
  tecidTypes: string[];
  ufs: string[];
  /** Display cities, folded. */
  cityKeys: string[];
  text: TextQuery | undefined;
}

export interface Place {
  latitude: number;
  longitude: number;
}

/** PostgreSQL array literals, bound as one text parameter (the same on node-postgres and PGlite). */
export const intArray = (values: number[]) =>
  sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
export const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/**
 * The filter half of a search over `professional_search` (any of the values within a filter,
 * every filter at once). Saved-search matching writes the same tests over its own columns
 * (savedSearchesRepository.matchingProvider).
 */
export function filterConditions(f: SearchFilters): SQL[] {
  const out: SQL[] = [];
  if (f.services.length) out.push(sql`${ps.services} && ${intArray(f.services)}`);
  if (f.areas.length) out.push(sql`${ps.areas} && ${intArray(f.areas)}`);
  if (f.specialties.length) out.push(sql`${ps.specialties} && ${intArray(f.specialties)}`);
  if (f.availabilities.length)
    out.push(sql`${ps.availabilityId} = any(${intArray(f.availabilities)})`);
  if (f.tecidTypes.length) out.push(sql`${ps.tecidType} = any(${textArray(f.tecidTypes)})`);
  if (f.ufs.length) out.push(sql`${ps.uf} = any(${textArray(f.ufs)})`);
  if (f.cityKeys.length) out.push(sql`${ps.cityKey} = any(${textArray(f.cityKeys)})`);
  if (f.text) out.push(textMatch(f.text));
  return out;
}

const tsq = (t: TextQuery) => sql`to_tsquery('simple', ${t.tsquery})`;

/**
 * Every word found as a word prefix in the document, or (a misspelling) the words close enough
 * by trigrams to some part of it.
 */
const textMatch = (t: TextQuery) => sql`(${ps.doc} @@ ${tsq(t)} or ${t.folded} <% ${ps.docText})`;

/**
 * Full-text rank (names weigh more than catalogue words, which weigh more than the about
 * text); a trigram-only match ranks under any word match. Rounded, so the cursor compares it
 * exactly.
 */
const rankOf = (t: TextQuery) =>
  sql`round((case when ${ps.doc} @@ ${tsq(t)} then ts_rank(${ps.doc}, ${tsq(t)})
    else 0.01 * word_similarity(${t.folded}, ${ps.docText}) end)::numeric, 6)`;

const visible = sql`${ps.listed} and ${ps.complete}`;
const where = (...parts: SQL[]) => sql.join(parts, sql` and `);

/** Great-circle kilometres from `here` to a row's coordinates (null when it has none). */
export const kmFrom = (here: Place, lat: SQL, lon: SQL) =>
  sql`6371.0 * 2 * asin(sqrt(power(sin(radians(${lat} - ${here.latitude}::float8) / 2), 2)
    + cos(radians(${here.latitude}::float8)) * cos(radians(${lat}))
    * power(sin(radians(${lon} - ${here.longitude}::float8) / 2), 2)))`;

const relevanceRow = z.object({
  user_id: z.string(),
  rank: z.string(),
  rating_avg: z.number(),
  work_count: z.number(),
});
const distanceRow = z.object({ user_id: z.string(), km: z.string().nullable() });
const countRow = z.object({ n: z.coerce.number() });
const existsRow = z.object({ found: z.boolean() });

export const professionalSearchRepository = {
  /**
   * One page by relevance (limit + 1 rows, to know whether more follow). Without text the rank
   * is 0 for everyone and the page comes straight from the (rating, jobs, id) index.
   */
  async pageByRelevance(
    db: DbOrTx,
    f: SearchFilters,
    after: RelevanceKey | undefined,
    limit: number,
  ) {
    const conditions = [visible, ...filterConditions(f)];
    if (!f.text) {
      if (after)
        conditions.push(
          sql`(${ps.ratingAvg}, ${ps.workCount}, ${ps.userId}) < (${after.rating}::float8, ${after.work}::int, ${after.id}::uuid)`,
        );
      const result = await db.execute(sql`
        select ${ps.userId} as user_id, '0' as rank, ${ps.ratingAvg} as rating_avg,
          ${ps.workCount} as work_count
        from ${ps} where ${where(...conditions)}
        order by ${ps.ratingAvg} desc, ${ps.workCount} desc, ${ps.userId} desc
        limit ${limit + 1}`);
      return rowsOf(result, relevanceRow);
    }
    const result = await db.execute(sql`
      select * from (
        select ${ps.userId} as user_id, ${rankOf(f.text)}::text as rank,
          ${ps.ratingAvg} as rating_avg, ${ps.workCount} as work_count
        from ${ps} where ${where(...conditions)}
      ) r
      ${
        after
          ? sql`where (r.rank::numeric, r.rating_avg, r.work_count, r.user_id)
              < (${after.rank}::numeric, ${after.rating}::float8, ${after.work}::int, ${after.id}::uuid)`
          : sql``
      }
      order by r.rank::numeric desc, r.rating_avg desc, r.work_count desc, r.user_id desc
      limit ${limit + 1}`);
    return rowsOf(result, relevanceRow);
  },

  /**
   * One page by distance from `here`: providers with coordinates nearest first (distance per
   * municipality, computed once for the ~5,600 of them, not per provider), then those without
   * coordinates by id.
   */
  async pageByDistance(
    db: DbOrTx,
    here: Place,
    f: SearchFilters,
    after: DistanceKey | undefined,
    limit: number,
  ) {
    const rows: Array<{ user_id: string; km: string | null }> = [];
    const conditions = [visible, ...filterConditions(f)];
    if (!after || after.p === 0) {
      const result = await db.execute(sql`
        with m as (
          select ${municipios.id} as id,
            round((${kmFrom(here, sql`${municipios.latitude}`, sql`${municipios.longitude}`)})::numeric, 3) as km
          from ${municipios}
        )
        select ${ps.userId} as user_id, m.km::text as km
        from ${ps} join m on m.id = ${ps.municipioId}
        where ${where(
          ...conditions,
          after ? sql`(m.km, ${ps.userId}) > (${after.km}::numeric, ${after.id}::uuid)` : sql`true`,
        )}
        order by m.km, ${ps.userId}
        limit ${limit + 1}`);
      rows.push(...rowsOf(result, distanceRow));
    }
    if (rows.length <= limit) {
      const result = await db.execute(sql`
        select ${ps.userId} as user_id, null::text as km
        from ${ps}
        where ${where(
          ...conditions,
          sql`${ps.municipioId} is null`,
          after?.p === 1 ? sql`${ps.userId} > ${after.id}::uuid` : sql`true`,
        )}
        order by ${ps.userId}
        limit ${limit + 1 - rows.length}`);
      rows.push(...rowsOf(result, distanceRow));
    }
    return rows;
  },

  /** How many visible providers match, counting no further than `cap` + 1. */
  async countUpTo(db: DbOrTx, f: SearchFilters, cap: number): Promise<number> {
    const result = await db.execute(sql`
      select count(*)::int as n from (
        select 1 from ${ps} where ${where(visible, ...filterConditions(f))} limit ${cap + 1}
      ) x`);
    return rowsOf(result, countRow)[0]?.n ?? 0;
  },

  /** Whether approved providers with incomplete profiles match (the spec's second empty text). */
  async incompleteMatches(db: DbOrTx, f: SearchFilters): Promise<boolean> {
    const result = await db.execute(sql`
      select exists (
        select 1 from ${ps}
        where ${where(sql`${ps.listed} and not ${ps.complete}`, ...filterConditions(f))}
      ) as found`);
    return rowsOf(result, existsRow)[0]?.found === true;
  },

  /** The cards' columns of these providers (search row and account), in no order. */
  cards(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select({
        s: ps,
        aboutMe: users.aboutMe,
        yearExperience: users.yearExperience,
        cnpj: users.cnpj,
        companySize: users.companySize,
        email: users.email,
        companyEmail: users.companyEmail,
        cellphone: users.cellphone,
        companyCellphone: users.companyCellphone,
        dailyProductionCapacity: users.dailyProductionCapacity,
        minRequiredProduction: users.minRequiredProduction,
        maxRequiredProduction: users.maxRequiredProduction,
        isPro: sql<boolean>`coalesce(${users.proUntil} > now(), false)`,
      })
      .from(ps)
      .innerJoin(users, eq(users.id, ps.userId))
      .where(inArray(ps.userId, ids));
  },

  /** A provider's search row if clients may see it (approved, not suspended). */
  async listed(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ userId: ps.userId })
      .from(ps)
      .where(and(eq(ps.userId, id), eq(ps.listed, true)));
    return row;
  },

  async machineIds(db: DbOrTx, userId: string): Promise<number[]> {
    const rows = await db
      .select({ id: machines.id })
      .from(userMachines)
      .innerJoin(machines, eq(machines.id, userMachines.itemId))
      .where(eq(userMachines.userId, userId))
      .orderBy(asc(machines.id));
    return rows.map((r) => r.id);
  },

  /**
   * The viewer's municipality coordinates from the city and UF it shows (company ones for a
   * company, spec §3), folded as the providers' are; undefined when not found.
   */
  async placeOf(db: DbOrTx, userId: string): Promise<Place | undefined> {
    const company = sql`(alinhavo_filled(${users.cnpj}) or coalesce(${users.companySize} <> 'CPF', false))`;
    const city = sql`case when ${company} and alinhavo_filled(${users.companyCity}) then ${users.companyCity} else ${users.city} end`;
    const uf = sql`case when ${company} and alinhavo_filled(${users.companyUf}) then ${users.companyUf} else ${users.uf} end`;
    const [row] = await db
      .select({ latitude: municipios.latitude, longitude: municipios.longitude })
      .from(users)
      .innerJoin(
        municipios,
        sql`${municipios.uf} = upper(btrim(${uf})) and alinhavo_fold(${municipios.nome}) = alinhavo_fold(btrim(${city}))`,
      )
      .where(eq(users.id, userId))
      .orderBy(desc(municipios.capital), asc(municipios.id))
      .limit(1);
    return row;
  },
};
