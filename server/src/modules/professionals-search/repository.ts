import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  catalogueWords,
  machines,
  municipios,
  professionalSearch as ps,
  userMachines,
  users,
} from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import type { DistanceKey, RelevanceKey } from './cursor';
import { prefixesOf, type CatalogueHit, type TextQuery, type TextTerm } from './text-query';

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

/** The viewer's municipality seat as a unit vector (municipios.ux, uy, uz). */
export interface Place {
  ux: number;
  uy: number;
  uz: number;
}

/** PostgreSQL array literals, bound as one text parameter (the same on node-postgres and PGlite). */
export const intArray = (values: number[]) =>
  sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
export const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

const tsq = (query: string) => sql`to_tsquery('simple', ${query})`;
const any = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;
const all = (parts: SQL[]) => sql`(${sql.join(parts, sql` and `)})`;

/** A search word in the provider's catalogue choices (the items its words name). */
const inCatalogue = (t: TextTerm): SQL[] => [
  ...(t.services.length ? [sql`${ps.services} && ${intArray(t.services)}`] : []),
  ...(t.areas.length ? [sql`${ps.areas} && ${intArray(t.areas)}`] : []),
  ...(t.specialties.length ? [sql`${ps.specialties} && ${intArray(t.specialties)}`] : []),
];
/** Every word in the names or the catalogue choices. */
const inNamesOrCatalogue = (q: TextQuery) =>
  all(q.terms.map((t) => any([...inCatalogue(t), sql`${ps.docNames} @@ ${tsq(t.tsquery)}`])));
/** Every word somewhere: names, catalogue choices or about text. */
const anywhere = (q: TextQuery) =>
  all(
    q.terms.map((t) =>
      any([
        ...inCatalogue(t),
        sql`${ps.docNames} @@ ${tsq(t.tsquery)}`,
        sql`${ps.docAbout} @@ ${tsq(t.tsquery)}`,
      ]),
    ),
  );

/** Tags of `professional_search.facets` (migration 0030): any of them. */
const anyFacet = (prefix: string, values: ReadonlyArray<string | number>) =>
  sql`${ps.facets} && ${textArray(values.map((v) => `${prefix}:${v}`))}`;

/**
 * The filters of a search over `professional_search` (any of the values within a filter, every
 * filter at once), the text as "found anywhere". The filters are tags of one GIN index, which
 * answers any mix of them in a single scan; with a city, the place is the columns of the city
 * index instead. Saved-search matching writes the same tests over its own columns
 * (savedSearchesRepository.matchingProvider).
 */
export function filterConditions(f: SearchFilters): SQL[] {
  const out: SQL[] = [];
  if (f.services.length) out.push(anyFacet('s', f.services));
  if (f.areas.length) out.push(anyFacet('a', f.areas));
  if (f.specialties.length) out.push(anyFacet('e', f.specialties));
  if (f.availabilities.length) out.push(anyFacet('v', f.availabilities));
  if (f.tecidTypes.length) out.push(anyFacet('t', f.tecidTypes));
  if (f.cityKeys.length) {
    // A city names a few hundred providers at most: the columns, which the city index
    // (migration 0037) answers alone, matches, order and count, without reading a row.
    out.push(sql`${ps.cityKey} = any(${textArray(f.cityKeys)})`);
    if (f.ufs.length) out.push(sql`${ps.uf} = any(${textArray(f.ufs)})`);
  } else if (f.ufs.length) out.push(anyFacet('u', f.ufs));
  if (f.text) out.push(anywhere(f.text));
  return out;
}

/**
 * Relevance tiers: 3 every word in the names, 2 in the names and catalogue choices, 1 only with
 * the about text. Each tier is its own query ordered by (rating, jobs, id), which the
 * (rating_avg, work_count, user_id) index serves without ranking every match.
 */
export const TEXT_TIERS = [3, 2, 1] as const;
function tierCondition(tier: number, q: TextQuery): SQL {
  const names = sql`${ps.docNames} @@ ${tsq(q.names)}`;
  if (tier === 3) return names;
  if (tier === 2) return sql`${inNamesOrCatalogue(q)} and not ${names}`;
  return sql`${anywhere(q)} and not ${inNamesOrCatalogue(q)}`;
}

/**
 * A fragment without parameters rendered to its text once: drizzle walks every column of a
 * template on every query it builds, which was a tenth of a search request's CPU.
 */
const dialect = new PgDialect();
const rendered = (fragment: SQL) => {
  const q = dialect.sqlToQuery(fragment);
  if (q.params.length > 0) throw new Error('only fragments without parameters are pre-rendered');
  return sql.raw(q.sql);
};

const visible = rendered(sql`${ps.listed} and ${ps.complete}`);
const where = (...parts: SQL[]) => sql.join(parts, sql` and `);

/** 'Perto de mim' looks within this many kilometres first (pageByDistance). */
const NEAR_KM = 300;
/** The same as the least dot product of two seats' unit vectors. */
const NEAR_DOT = Math.cos(NEAR_KM / 6371.0);

/** Great-circle kilometres between two seats given as unit vectors: the arc of their dot product. */
const kmBetween = (a: { x: SQL; y: SQL; z: SQL }, b: { x: SQL; y: SQL; z: SQL }) =>
  sql`6371.0 * acos(least(1.0, greatest(-1.0, ${a.x} * ${b.x} + ${a.y} * ${b.y} + ${a.z} * ${b.z})))`;
const seat = (alias: string) => ({
  x: sql.raw(`${alias}.ux`),
  y: sql.raw(`${alias}.uy`),
  z: sql.raw(`${alias}.uz`),
});

/** What a card shows, from the search row and the account, plus the tier or distance. */
const cardColumns = rendered(sql`${ps.userId} as user_id, ${ps.name} as name, ${ps.city} as city,
  ${ps.uf} as uf, ${ps.services} as services, ${ps.areas} as areas,
  ${ps.specialties} as specialties, ${ps.tecidType} as tecid_type,
  ${ps.availabilityId} as availability_id, ${ps.ratingAvg} as rating_avg,
  ${ps.ratingCount} as rating_count, ${ps.workCount} as work_count,
  ${users.aboutMe} as about_me, ${users.yearExperience} as year_experience,
  ${users.cnpj} as cnpj, ${users.companySize} as company_size, ${users.email} as email,
  ${users.companyEmail} as company_email, ${users.cellphone} as cellphone,
  ${users.companyCellphone} as company_cellphone,
  ${users.dailyProductionCapacity} as daily_production_capacity,
  ${users.minRequiredProduction} as min_required_production,
  ${users.maxRequiredProduction} as max_required_production,
  coalesce(${users.proUntil} > now(), false) as is_pro`);
/** The search row and its account, joined on a page's ids. */
const pageJoin = rendered(
  sql`join ${ps} on ${ps.userId} = page.user_id join ${users} on ${users.id} = page.user_id`,
);
/** Relevance order without text: the (rating_avg, work_count, user_id) index's, descending. */
const byRating = rendered(sql`${ps.ratingAvg} desc, ${ps.workCount} desc, ${ps.userId} desc`);

const numbers = z.array(z.coerce.number());
export const cardRowSchema = z.object({
  user_id: z.string(),
  name: z.string().nullable(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  services: numbers,
  areas: numbers,
  specialties: numbers,
  tecid_type: z.string().nullable(),
  availability_id: z.number().nullable(),
  rating_avg: z.coerce.number(),
  rating_count: z.coerce.number(),
  work_count: z.coerce.number(),
  about_me: z.string().nullable(),
  year_experience: z.number().nullable(),
  cnpj: z.string().nullable(),
  company_size: z.string().nullable(),
  email: z.string(),
  company_email: z.string().nullable(),
  cellphone: z.string().nullable(),
  company_cellphone: z.string().nullable(),
  daily_production_capacity: z.number().nullable(),
  min_required_production: z.number().nullable(),
  max_required_production: z.number().nullable(),
  is_pro: z.boolean(),
  /** Kilometres from the viewer; null when either municipality is unknown. */
  km: z.number().nullable(),
  tier: z.coerce.number(),
});
export type CardRow = z.infer<typeof cardRowSchema>;
const countedCardRowSchema = cardRowSchema.extend({ n: z.coerce.number() });
/** A page by distance is counted on its first page only. */
const cardRowMaybeCountedSchema = countedCardRowSchema.partial({ n: true });

/**
 * The distance from the viewer of each card, as 'Perto de mim' orders it; null without the
 * viewer's place or the card's municipality.
 */
const kmFrom = (here: Place | undefined) =>
  here
    ? sql`(select ${kmBetween(viewerSeat(here), seat('mu'))}
        from ${municipios} mu where mu.id = ${ps.municipioId})`
    : sql`null::float8`;
const viewerSeat = (here: Place) => ({
  x: sql`${here.ux}::float8`,
  y: sql`${here.uy}::float8`,
  z: sql`${here.uz}::float8`,
});

const countRow = z.object({ n: z.coerce.number() });

/**
 * The page's statement also counts the matches up to `cap` + 1 (one round trip, not two);
 * nothing when this page need not count.
 */
const cappedCount = (conditions: SQL[], cap: number | undefined) =>
  cap !== undefined
    ? sql`, (select count(*) from (
        select 1 from ${ps} where ${where(...conditions)} limit ${cap + 1}
      ) x)::int as n`
    : sql``;
const existsRow = z.object({ found: z.boolean() });
const hitRow = z.object({
  index: z.coerce.number(),
  how: z.enum(['prefix', 'similar']),
  word: z.string(),
  kind: z.enum(['service', 'area', 'specialty']),
  item_id: z.coerce.number(),
  similarity: z.coerce.number(),
});

export const professionalSearchRepository = {
  /**
   * A page by relevance when few providers match: every match (up to `cap` + 1) with its tier,
   * sorted once, in (tier, rating, jobs, id) order, descending; `n` is how many matched (cap + 1:
   * too many, the page is not meaningful). One pass gives the first page and its count.
   */
  async pageAmongFew(
    db: DbOrTx,
    here: Place | undefined,
    f: SearchFilters,
    after: RelevanceKey | undefined,
    limit: number,
    cap: number,
  ): Promise<{ rows: CardRow[]; n: number }> {
    const tier = f.text
      ? sql`case when ${ps.docNames} @@ ${tsq(f.text.names)} then 3
          when ${inNamesOrCatalogue(f.text)} then 2 else 1 end`
      : sql`0`;
    const result = await db.execute(sql`
      with hits as materialized (
        select ${ps.userId} as user_id, ${tier} as tier, ${ps.ratingAvg} as rating_avg,
          ${ps.workCount} as work_count
        from ${ps} where ${where(visible, ...filterConditions(f))}
        limit ${cap + 1}
      ), page as (
        select * from hits
        ${
          after
            ? sql`where (tier, rating_avg, work_count, user_id)
                < (${after.tier}::int, ${after.rating}::float8, ${after.work}::int, ${after.id}::uuid)`
            : sql``
        }
        order by tier desc, rating_avg desc, work_count desc, user_id desc
        limit ${limit + 1}
      )
      select ${cardColumns}, ${kmFrom(here)} as km, page.tier,
        (select count(*) from hits)::int as n
      from page ${pageJoin}
      order by page.tier desc, page.rating_avg desc, page.work_count desc, page.user_id desc`);
    const rows = rowsOf(result, countedCardRowSchema);
    return { rows, n: rows[0]?.n ?? 0 };
  },

  /**
   * A page by relevance when many providers match: tier by tier from the cursor's, each in
   * (rating, jobs, id) order, descending, walking that index: a page without ranking every match.
   * With `countUpTo` (a first page without text: one tier) the same statement counts the
   * matches no further than that + 1, as `countUpTo` does, saving a round trip.
   */
  async pageByTiers(
    db: DbOrTx,
    here: Place | undefined,
    f: SearchFilters,
    after: RelevanceKey | undefined,
    limit: number,
    countUpTo?: number,
  ): Promise<{ rows: CardRow[]; n?: number }> {
    const tiers: readonly number[] = f.text ? TEXT_TIERS : [0];
    const start = after ? Math.max(0, tiers.indexOf(after.tier)) : 0;
    const filters = filterConditions({ ...f, text: undefined });
    const cap = f.text || after ? undefined : countUpTo;
    const rows: CardRow[] = [];
    let n: number | undefined;
    for (const tier of tiers.slice(start)) {
      const conditions = [visible, ...filters];
      if (f.text) conditions.push(tierCondition(tier, f.text));
      if (after && after.tier === tier)
        conditions.push(
          sql`(${ps.ratingAvg}, ${ps.workCount}, ${ps.userId}) < (${after.rating}::float8, ${after.work}::int, ${after.id}::uuid)`,
        );
      // The page's ids first, then their accounts.
      const result = await db.execute(sql`
        with page as (
          select ${ps.userId} as user_id from ${ps}
          where ${where(...conditions)}
          order by ${byRating}
          limit ${limit + 1 - rows.length}
        )
        select ${cardColumns}, ${kmFrom(here)} as km, ${tier}::int as tier${cappedCount(conditions, cap)}
        from page ${pageJoin}
        order by ${byRating}`);
      if (cap !== undefined) {
        const counted = rowsOf(result, countedCardRowSchema);
        rows.push(...counted);
        // No row: nothing matched.
        n = counted[0]?.n ?? 0;
      } else rows.push(...rowsOf(result, cardRowSchema));
      if (rows.length > limit) break;
    }
    return n === undefined ? { rows } : { rows, n };
  },

  /**
   * One page by distance from `here`: the municipalities nearest first (the distance of each
   * of the ~5,600 computed once, a dot product), each one's providers by id, until the page is
   * full; then the providers without a municipality, by id. With `countUpTo` (a first page)
   * the first statement also counts the matches as `countUpTo` does, when it finds any row.
   */
  async pageByDistance(
    db: DbOrTx,
    here: Place,
    f: SearchFilters,
    after: DistanceKey | undefined,
    limit: number,
    countUpTo?: number,
  ): Promise<{ rows: CardRow[]; n?: number }> {
    const rows: CardRow[] = [];
    let n: number | undefined;
    const conditions = [visible, ...filterConditions(f)];
    const cap = after ? undefined : countUpTo;
    if (!after || after.p === 0) {
      const viewer = viewerSeat(here);
      // The page's ids first (search rows only), then their accounts: the lateral scans
      // candidates of each municipality, and only the page's cards need the account.
      // First among the municipalities within NEAR_KM only (a few hundred to sort and measure,
      // not all ~5,600): every one of them comes before every one beyond, so a page filled
      // there is the page. One that is not is asked again of them all.
      const statement = (near: boolean) => sql`
        with m as materialized (
          select mu.id, ${kmBetween(viewer, seat('mu'))} as km from ${municipios} mu
          where ${where(
            // A provider's municipality has its display UF and folded city name.
            f.ufs.length ? sql`mu.uf = any(${textArray(f.ufs)})` : sql`true`,
            f.cityKeys.length
              ? sql`alinhavo_fold(mu.nome) = any(${textArray(f.cityKeys)})`
              : sql`true`,
            near
              ? sql`mu.ux * ${viewer.x} + mu.uy * ${viewer.y} + mu.uz * ${viewer.z} >= ${NEAR_DOT}::float8`
              : sql`true`,
          )}
        ), page as (
          select p.user_id, mm.km
          from (
            select id, km from m
            ${after?.km != null ? sql`where km >= ${after.km}::float8` : sql``}
            order by km, id
          ) mm
          cross join lateral (
            select ${ps.userId} as user_id from ${ps}
            where ${where(
              sql`${ps.municipioId} = mm.id`,
              ...conditions,
              after?.km != null
                ? sql`(mm.km > ${after.km}::float8 or ${ps.userId} > ${after.id}::uuid)`
                : sql`true`,
            )}
            order by ${ps.userId}
            limit ${limit + 1}
          ) p
          order by mm.km, p.user_id
          limit ${limit + 1}
        )
        select ${cardColumns}, page.km, 0 as tier${cappedCount(conditions, cap)}
        from page ${pageJoin}
        order by page.km, page.user_id`;
      const found = async (near: boolean) =>
        rowsOf(await db.execute(statement(near)), cardRowMaybeCountedSchema);
      let page = await found(true);
      if (page.length <= limit) page = await found(false);
      rows.push(...page);
      if (cap !== undefined) n = page[0]?.n;
    }
    if (rows.length <= limit) {
      const result = await db.execute(sql`
        select ${cardColumns}, null::float8 as km, 0 as tier
        from ${ps} join ${users} on ${users.id} = ${ps.userId}
        where ${where(
          ...conditions,
          sql`${ps.municipioId} is null`,
          after?.p === 1 ? sql`${ps.userId} > ${after.id}::uuid` : sql`true`,
        )}
        order by ${ps.userId}
        limit ${limit + 1 - rows.length}`);
      rows.push(...rowsOf(result, cardRowSchema));
    }
    return n === undefined ? { rows } : { rows, n };
  },

  /** One provider's card if clients may see it (approved, not suspended), complete or not. */
  async listedCard(db: DbOrTx, here: Place | undefined, id: string): Promise<CardRow | undefined> {
    const result = await db.execute(sql`
      select ${cardColumns}, ${kmFrom(here)} as km, 0 as tier
      from ${ps} join ${users} on ${users.id} = ${ps.userId}
      where ${ps.userId} = ${id}::uuid and ${ps.listed}`);
    return rowsOf(result, cardRowSchema)[0];
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

  /**
   * The catalogue words each search word begins (any of its forms), and the ones closest to it
   * by trigram similarity (at least 0.5), with the items they name; one round trip.
   */
  async catalogueHits(db: DbOrTx, words: string[]): Promise<CatalogueHit[]> {
    const forms = words.flatMap((w, index) => prefixesOf(w).map((form) => ({ form, index })));
    const result = await db.execute(sql`
      select t.i as index, 'prefix' as how, w.word, w.kind, w.item_id, 1.0::float8 as similarity
      from unnest(${textArray(forms.map((f) => f.form))}, ${intArray(forms.map((f) => f.index))})
        as t(form, i)
      join ${catalogueWords} w on w.word like t.form || '%'
      union all
      select t.i, 'similar', w.word, w.kind, w.item_id, similarity(w.word, t.word)::float8
      from unnest(${textArray(words)}, ${intArray(words.map((_, i) => i))}) as t(word, i)
      join ${catalogueWords} w on w.word % t.word and similarity(w.word, t.word) >= 0.5`);
    return rowsOf(result, hitRow).map((r) => ({
      index: r.index,
      how: r.how,
      word: r.word,
      kind: r.kind,
      itemId: r.item_id,
      similarity: r.similarity,
    }));
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
   * The seat of the municipality named by a city (folded) and UF, as a unit vector; undefined
   * when none is named so.
   */
  async placeOf(db: DbOrTx, uf: string, cityKey: string): Promise<Place | undefined> {
    const [row] = await db
      .select({ ux: municipios.ux, uy: municipios.uy, uz: municipios.uz })
      .from(municipios)
      .where(sql`${municipios.uf} = ${uf} and alinhavo_fold(${municipios.nome}) = ${cityKey}`)
      .limit(1);
    return row && row.ux !== null && row.uy !== null && row.uz !== null
      ? { ux: row.ux, uy: row.uy, uz: row.uz }
      : undefined;
  },
};
