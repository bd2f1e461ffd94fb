import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  not,
  or,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO, foldText, searchTerms } from '@alinhavo/shared/rules/search';
import type { DbOrTx } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { demandInterests, demands, demandTombstones, users, type DemandRow } from '../../db/schema';
import { latestQuotesJson, quoteRequestsJson } from './quotes.repository';

/**
 * A suspended provider's interests stay (reactivation brings them back) but nobody is shown them
 * as a candidate meanwhile, nor may choose them (DESIGN §9.13).
 */
const candidateNotSuspended = sql`not exists (select 1 from ${users} sc where sc.id = di.professional_id and sc.suspended_at is not null)`;

/**
 * Spec §4 'Provider approval': clients see a candidate only while approved (one approved, then
 * rejected, leaves their lists), except the chosen one, whose job exists. Admins see them all.
 */
const candidateShown = sql`exists (select 1 from ${users} sa where sa.id = di.professional_id and sa.suspended_at is null and (sa.approval_status = 'APPROVED' or sa.id = ${demands.chosenProfessionalId}))`;

function viewColumns(viewerId: string | Placeholder | undefined) {
  return {
    d: demands,
    ownerName: users.fullName,
    ownerPhone: users.cellphone,
    candidates: sql<
      string[]
    >`coalesce((select array_agg(di.professional_id::text order by di.created_at) from ${demandInterests} di where di.demand_id = ${demands.id} and ${candidateNotSuspended}), '{}')`,
    /** The candidates a client is shown (approved, or the chosen one); `candidates` is everyone's. */
    shownCandidates: sql<
      string[]
    >`coalesce((select array_agg(di.professional_id::text order by di.created_at) from ${demandInterests} di where di.demand_id = ${demands.id} and ${candidateShown}), '{}')`,
    viewerInterested: viewerId
      ? sql<boolean>`exists(select 1 from ${demandInterests} di where di.demand_id = ${demands.id} and di.professional_id = ${viewerId})`
      : sql<boolean>`false`,
    /** Each provider's latest quote revision; the DTO shows each viewer its share. */
    quotes: latestQuotesJson(sql`${demands.id}`),
    /** Whom the owner asked for a quote, and when; each provider sees only its own. */
    quoteRequests: quoteRequestsJson(sql`${demands.id}`),
  };
}

export type DemandView = Awaited<ReturnType<typeof selectViews>>[number];

/**
 * Demands with their owner's name and phone and the candidates. Catalogue names are not joined:
 * the service fills them from the catalogue in memory, which keeps the planner to two tables
 * (planning a six-table join cost more than running it).
 */
function selectViews(db: DbOrTx, viewerId: string | undefined) {
  return db
    .select(viewColumns(viewerId))
    .from(demands)
    .innerJoin(users, eq(users.id, demands.userCreated));
}

function buildViewQuery(db: DbOrTx) {
  return db
    .select(viewColumns(sql.placeholder('viewerId')))
    .from(demands)
    .innerJoin(users, eq(users.id, demands.userCreated))
    .where(eq(demands.id, sql.placeholder('id')))
    .prepare('demand_view');
}

/** The read behind every demand's details, prepared once like the session check. */
const viewQuery = preparedPerHandle(buildViewQuery);

export interface DemandFilters {
  search?: string | undefined;
  status?: DemandRow['status'] | undefined;
  uf: string[];
  city: string[];
  service: number[];
  area: number[];
}

/** The filters of spec §7 as SQL; search is over title and description, accent-insensitive. */
export function filterConditions(f: DemandFilters): SQL[] {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(eq(demands.status, f.status));
  if (f.uf.length > 0)
    conditions.push(
      inArray(
        demands.uf,
        f.uf.map((u) => u.toUpperCase()),
      ),
    );
  // Folded like the search (shared/rules/demand-lists.ts does the same on the device).
  if (f.city.length > 0)
    conditions.push(
      inArray(
        sql`translate(lower(${demands.city}), ${FOLD_FROM}, ${FOLD_TO})`,
        f.city.map(foldText),
      ),
    );
  if (f.service.length > 0) conditions.push(inArray(demands.serviceId, f.service));
  if (f.area.length > 0) conditions.push(inArray(demands.areaId, f.area));
  // Every word must appear somewhere in the folded text; the trigram index serves each LIKE.
  for (const term of searchTerms(f.search)) {
    conditions.push(
      sql`${demands.searchText} like ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    );
  }
  return conditions;
}

/**
 * The owner is not suspended (DESIGN §9.13). Qualified by hand: in a one-table select drizzle
 * writes a bare column name, and this must name the outer demand in both kinds of select.
 */
export const ownerNotSuspended = sql`not exists (select 1 from ${users} su where su.id = ${sql.raw('"demands"."user_created"')} and su.suspended_at is not null)`;

/** An opportunity: an open demand of an owner who is not suspended. */
export const openToProviders = (): SQL =>
  and(eq(demands.status, 'ABERTA'), ownerNotSuspended) as SQL;

export const isInterested = (professionalId: string) =>
  sql`exists (select 1 from ${demandInterests} di where di.demand_id = ${demands.id} and di.professional_id = ${professionalId})`;

/** Whose demands a list holds; the service decides which one a caller gets. */
export type DemandAudience =
  | { kind: 'everyone' }
  | { kind: 'owner'; ownerId: string }
  /** Opportunities, and whatever the provider was chosen for or showed interest in. */
  | { kind: 'provider'; providerId: string }
  | { kind: 'opportunities' };

function audienceWhere(a: DemandAudience): SQL | undefined {
  switch (a.kind) {
    case 'everyone':
      return undefined;
    case 'owner':
      return eq(demands.userCreated, a.ownerId);
    case 'provider':
      return or(
        openToProviders(),
        eq(demands.chosenProfessionalId, a.providerId),
        isInterested(a.providerId),
      );
    case 'opportunities':
      return openToProviders();
  }
}

export type JobTab = 'ativos' | 'concluidos' | 'candidaturas';

const jobTabs = (me: string): Record<JobTab, SQL | undefined> => ({
  ativos: and(eq(demands.chosenProfessionalId, me), eq(demands.status, 'EM ANDAMENTO')),
  concluidos: and(eq(demands.chosenProfessionalId, me), eq(demands.status, 'CONCLUÍDA')),
  candidaturas: and(eq(demands.status, 'ABERTA'), isInterested(me)),
});

export interface DemandCounters {
  total: number;
  abertas: number;
  em_andamento: number;
  concluidas: number;
}

/** Up to this many matches a free-text page gathers its ids first (see `list`). */
const SPARSE_MATCHES = 2000;

function countersOf(byStatus: Map<string, number>): DemandCounters {
  let total = 0;
  for (const n of byStatus.values()) total += n;
  return {
    total,
    abertas: byStatus.get('ABERTA') ?? 0,
    em_andamento: byStatus.get('EM ANDAMENTO') ?? 0,
    concluidas: byStatus.get('CONCLUÍDA') ?? 0,
  };
}

export interface Paging {
  page: number;
  pageSize: number;
  newestFirst: boolean;
  skip?: number;
}

/** How many rows of each status (`json_object_agg` of status and count). */
type StatusCounts = Record<string, number>;

/** A list's order: by creation date (newest first unless asked otherwise), then by id. */
const pageOrder = (opts: Paging, columns: { createdAt: AnyColumn; id: AnyColumn } = demands) =>
  [opts.newestFirst ? desc(columns.createdAt) : asc(columns.createdAt), desc(columns.id)] as const;

/** The rows before a page: `skip` when the caller counts them itself, else whole pages. */
const skipOf = (opts: Paging) => opts.skip ?? (opts.page - 1) * opts.pageSize;

/** The ids of one page of the rows `where` matches, from their ids and dates alone. */
function pageIds(db: DbOrTx, where: SQL | undefined, opts: Paging) {
  const matching = db
    .select({ id: demands.id, createdAt: demands.createdAt })
    .from(demands)
    .where(where)
    .as('matching');
  return db
    .select({ id: matching.id })
    .from(matching)
    .orderBy(...pageOrder(opts, matching))
    .limit(opts.pageSize)
    .offset(skipOf(opts));
}

export const demandsRepository = {
  async insert(db: DbOrTx, values: typeof demands.$inferInsert): Promise<DemandRow> {
    const [row] = await db.insert(demands).values(values).returning();
    if (!row) throw new Error('demand insert returned nothing');
    return row;
  },

  async find(db: DbOrTx, id: string): Promise<DemandRow | undefined> {
    const [row] = await db.select().from(demands).where(eq(demands.id, id));
    return row;
  },

  /** Inside a transaction: locks the row so concurrent transitions run one after the other. */
  async findForUpdate(db: DbOrTx, id: string): Promise<DemandRow | undefined> {
    const [row] = await db.select().from(demands).where(eq(demands.id, id)).for('update');
    return row;
  },

  /** One demand as `viewerId` sees it: the read behind every demand's details, prepared once. */
  async view(db: DbOrTx, id: string, viewerId: string): Promise<DemandView | undefined> {
    const [row] = await viewQuery(db).execute({ id, viewerId });
    return row;
  },

  /** Several demands as nobody in particular sees them (the caller fills in each viewer). */
  async views(db: DbOrTx, ids: readonly string[]): Promise<DemandView[]> {
    if (ids.length === 0) return [];
    return selectViews(db, undefined).where(inArray(demands.id, [...ids]));
  },

  async page(
    db: DbOrTx,
    viewerId: string,
    where: SQL | undefined,
    opts: { page: number; pageSize: number; newestFirst: boolean; skip?: number },
  ) {
    return selectViews(db, viewerId)
      .where(where)
      .orderBy(...pageOrder(opts))
      .limit(opts.pageSize)
      .offset(skipOf(opts));
  },

  /**
   * How many of the matching demands there are of each status, in one pass: an owner's rows come
   * straight from the (user_created, status, …) index without visiting the table; with free text,
   * from `demands_owner_list_idx`, which carries the folded text: testing it on the owner's entries
   * beats ANDing the trigram index's rows for a common word with the owner's and then reading the
   * table for each match's status.
   */
  async countByStatus(db: DbOrTx, where: SQL | undefined): Promise<Map<string, number>> {
    const rows = await db
      .select({ status: demands.status, n: sql<number>`count(*)::int` })
      .from(demands)
      .where(where)
      .groupBy(demands.status);
    return new Map(rows.map((r) => [r.status, r.n]));
  },

  /** total, abertas, em_andamento, concluidas (spec §7 counters). */
  async counters(db: DbOrTx, where: SQL | undefined): Promise<DemandCounters> {
    return countersOf(await this.countByStatus(db, where));
  },

  /**
   * A list page and its counters (spec §7): the counters count every row the filters match,
   * whatever their status, and `count` is the size of the list the page belongs to (one status
   * or all), read from the same counts. Without free text, two queries side by side beat one scan
   * with window aggregates: the page walks the newest-first index and stops after its slice, and
   * the counts are an index-only group-by (10,000 rows of one owner: ~2 ms against ~10 ms for
   * the windows). An owner's free text puts the same two in one statement (`pageWithCounts`).
   */
  async list(
    db: DbOrTx,
    viewerId: string,
    audience: DemandAudience,
    filters: DemandFilters,
    opts: Paging,
  ): Promise<{ rows: DemandView[]; counters: DemandCounters; count: number }> {
    const ofStatus = filters.status ? eq(demands.status, filters.status) : undefined;
    const withCounts = (rows: DemandView[], byStatus: Map<string, number>) => {
      const counters = countersOf(byStatus);
      const count = filters.status ? (byStatus.get(filters.status) ?? 0) : counters.total;
      return { rows, counters, count };
    };
    const where = and(
      audienceWhere(audience),
      ...filterConditions({ ...filters, status: undefined }),
    );
    const text = searchTerms(filters.search).length > 0;
    const skip = skipOf(opts);
    if (text && audience.kind === 'owner') {
      // An owner's free text: the owner's entries of `demands_owner_list_idx` carry the folded
      // text, so whatever the word the page's walk stops early or the trigram index finds the
      // few matches (the planner's choice, from the word), and the counts read the owner's
      // entries alone. One statement does both; they waited for each other before.
      const { rows, byStatus } = await this.pageWithCounts(db, viewerId, where, ofStatus, opts);
      if (byStatus) return withCounts(rows, byStatus);
      // An empty page carries no counts: an empty first page of every status has none to count.
      const none = skip === 0 && !filters.status;
      return withCounts([], none ? new Map<string, number>() : await this.countByStatus(db, where));
    }
    if (!text) {
      const [rows, byStatus] = await Promise.all([
        this.page(db, viewerId, and(where, ofStatus), opts),
        this.countByStatus(db, where),
      ]);
      return withCounts(rows, byStatus);
    }
    // Free text over many owners: the planner cannot tell how many rows a word matches, and
    // walking the newest-first index for words that match few (or none) of them reads the whole
    // table. The counts come first and say which way is cheap.
    const byStatus = await this.countByStatus(db, where);
    const { count } = withCounts([], byStatus);
    if (skip >= count) return withCounts([], byStatus);
    const rows =
      count > SPARSE_MATCHES
        ? await this.page(db, viewerId, and(where, ofStatus), opts)
        : await this.pageOfFew(db, viewerId, and(where, ofStatus), opts);
    return withCounts(rows, byStatus);
  },

  /**
   * A page of a list known to be short: the page's ids are picked from the matches' ids and dates
   * alone, and the views (joins, counts) are built for those ids only. PostgreSQL may flatten the
   * subquery (drizzle writes no `OFFSET 0` to fence it); the plan measured in bench/ is this one.
   */
  async pageOfFew(db: DbOrTx, viewerId: string, where: SQL | undefined, opts: Paging) {
    return selectViews(db, viewerId)
      .where(inArray(demands.id, pageIds(db, where, opts)))
      .orderBy(...pageOrder(opts));
  },

  /**
   * `pageOfFew` of the rows `where` and `ofStatus` match, and the counts by status of those `where`
   * matches, in one statement: the counts are a sub-select PostgreSQL runs once (an InitPlan, when
   * the first row is made) and each row carries them; `byStatus` is undefined for an empty page.
   * For an owner's free text it saves the round trip of a second statement the page waited for
   * (bench/demand-lists.ts, 'Minhas Demandas, texto livre').
   */
  async pageWithCounts(
    db: DbOrTx,
    viewerId: string,
    where: SQL | undefined,
    ofStatus: SQL | undefined,
    opts: Paging,
  ): Promise<{ rows: DemandView[]; byStatus: Map<string, number> | undefined }> {
    // Inside the sub-select, "demands" names its own FROM: the counts do not depend on the row.
    const counts = sql<StatusCounts | null>`(select json_object_agg(c.status, c.n) from (select ${demands.status} as status, count(*)::int as n from ${demands} where ${where} group by ${demands.status}) c)`;
    const found = await db
      .select({ ...viewColumns(viewerId), counts })
      .from(demands)
      .innerJoin(users, eq(users.id, demands.userCreated))
      .where(inArray(demands.id, pageIds(db, and(where, ofStatus), opts)))
      .orderBy(...pageOrder(opts));
    const first = found[0];
    return {
      rows: found.map(({ counts: _counts, ...view }) => view),
      byStatus: first ? new Map(Object.entries(first.counts ?? {})) : undefined,
    };
  },

  /** A page of one audience's demands, newest first unless said otherwise. */
  async pageOf(
    db: DbOrTx,
    viewerId: string,
    audience: DemandAudience,
    filters: DemandFilters,
    opts: Paging,
  ) {
    return this.page(
      db,
      viewerId,
      and(audienceWhere(audience), ...filterConditions(filters)),
      opts,
    );
  },

  /** The audience's demands changed since `since`, newest first. */
  async changedSince(
    db: DbOrTx,
    viewerId: string,
    audience: DemandAudience,
    since: Date,
    limit: number,
  ) {
    return this.page(db, viewerId, and(audienceWhere(audience), gt(demands.updatedAt, since)), {
      page: 1,
      pageSize: limit,
      newestFirst: true,
    });
  },

  /** A provider's jobs of one tab (or all three) and the size of each tab. */
  async jobs(db: DbOrTx, me: string, tab: JobTab | undefined, limit: number) {
    const tabs = jobTabs(me);
    const where = tab ? tabs[tab] : or(tabs.ativos, tabs.concluidos, tabs.candidaturas);
    const [rows, [counts]] = await Promise.all([
      this.page(db, me, where, { page: 1, pageSize: limit, newestFirst: true }),
      db
        .select({
          ativos: sql<number>`(count(*) filter (where ${tabs.ativos}))::int`,
          concluidos: sql<number>`(count(*) filter (where ${tabs.concluidos}))::int`,
          candidaturas: sql<number>`(count(*) filter (where ${tabs.candidaturas}))::int`,
        })
        .from(demands)
        .where(or(eq(demands.chosenProfessionalId, me), tabs.candidaturas)),
    ]);
    return { rows, counts: counts ?? { ativos: 0, concluidos: 0, candidaturas: 0 } };
  },

  async count(db: DbOrTx, where: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(demands)
      .where(where);
    return row?.n ?? 0;
  },

  /** Ids changed since `since` that are no longer the audience's (left the list). */
  async leftSince(
    db: DbOrTx,
    audience: DemandAudience,
    since: Date,
    limit: number,
  ): Promise<string[]> {
    const visible = audienceWhere(audience);
    if (!visible) return [];
    const rows = await db
      .select({ id: demands.id })
      .from(demands)
      .where(and(gt(demands.updatedAt, since), not(visible)))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  async deletedSince(
    db: DbOrTx,
    since: Date,
    ownerId: string | undefined,
    limit: number,
  ): Promise<string[]> {
    const rows = await db
      .select({ id: demandTombstones.demandId })
      .from(demandTombstones)
      .where(
        and(
          gt(demandTombstones.deletedAt, since),
          ownerId ? eq(demandTombstones.ownerId, ownerId) : undefined,
        ),
      )
      .limit(limit);
    return rows.map((r) => r.id);
  },

  async update(db: DbOrTx, id: string, patch: Partial<typeof demands.$inferInsert>): Promise<void> {
    await db
      .update(demands)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(demands.id, id));
  },

  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(demands).where(eq(demands.id, id));
  },

  /**
   * The candidates, first come first: interested and not suspended. With `shownOnly`, those a
   * client is shown and may choose: approved, or the one already chosen (spec §4).
   */
  async candidates(
    db: DbOrTx,
    demandId: string,
    opts: { shownOnly?: boolean } = {},
  ): Promise<string[]> {
    const rows = await db
      .select({ id: demandInterests.professionalId })
      .from(demandInterests)
      .innerJoin(users, eq(users.id, demandInterests.professionalId))
      .innerJoin(demands, eq(demands.id, demandInterests.demandId))
      .where(
        and(
          eq(demandInterests.demandId, demandId),
          isNull(users.suspendedAt),
          opts.shownOnly
            ? or(
                eq(users.approvalStatus, 'APPROVED'),
                eq(demands.chosenProfessionalId, demandInterests.professionalId),
              )
            : undefined,
        ),
      )
      .orderBy(asc(demandInterests.createdAt));
    return rows.map((r) => r.id);
  },

  /**
   * Spec §4: the provider's approval, read inside the caller's transaction and held (FOR SHARE)
   * until it commits, so an admin's decision waits for an interest being recorded and then
   * announces it. Taken before the demand's lock: the admin's decision locks the person first.
   */
  async providerApproval(
    db: DbOrTx,
    professionalId: string,
  ): Promise<'PENDING' | 'APPROVED' | 'REJECTED' | undefined> {
    const [row] = await db
      .select({ status: users.approvalStatus })
      .from(users)
      .where(eq(users.id, professionalId))
      .for('share');
    return row?.status;
  },

  /** False when the interest already existed (the primary key decides, even between instances). */
  async addInterest(db: DbOrTx, demandId: string, professionalId: string): Promise<boolean> {
    const rows = await db
      .insert(demandInterests)
      .values({ demandId, professionalId })
      .onConflictDoNothing()
      .returning();
    return rows.length > 0;
  },
};
