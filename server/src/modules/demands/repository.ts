import { and, asc, desc, eq, gt, inArray, not, sql, type SQL } from 'drizzle-orm';
import { searchTerms } from '@alinhavo/shared/rules/search';
import type { DbOrTx } from '../../db/client';
import { demandInterests, demands, demandTombstones, users, type DemandRow } from '../../db/schema';

function viewColumns(viewerId: string) {
  return {
    d: demands,
    ownerName: users.fullName,
    ownerPhone: users.cellphone,
    candidates: sql<
      string[]
    >`coalesce((select array_agg(di.professional_id::text order by di.created_at) from ${demandInterests} di where di.demand_id = ${demands.id}), '{}')`,
    viewerInterested: sql<boolean>`exists(select 1 from ${demandInterests} di where di.demand_id = ${demands.id} and di.professional_id = ${viewerId})`,
  };
}

export type DemandView = Awaited<ReturnType<typeof selectViews>>[number];

/**
 * Demands with their owner's name and phone and the candidates. Catalogue names are not joined:
 * the service fills them from the catalogue in memory, which keeps the planner to two tables
 * (planning a six-table join cost more than running it).
 */
function selectViews(db: DbOrTx, viewerId: string) {
  return db
    .select(viewColumns(viewerId))
    .from(demands)
    .innerJoin(users, eq(users.id, demands.userCreated));
}

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
  if (f.city.length > 0)
    conditions.push(
      inArray(
        sql`lower(${demands.city})`,
        f.city.map((c) => c.toLowerCase()),
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

  async view(db: DbOrTx, id: string, viewerId: string): Promise<DemandView | undefined> {
    const [row] = await selectViews(db, viewerId).where(eq(demands.id, id));
    return row;
  },

  async page(
    db: DbOrTx,
    viewerId: string,
    where: SQL | undefined,
    opts: { page: number; pageSize: number; newestFirst: boolean; skip?: number },
  ) {
    return selectViews(db, viewerId)
      .where(where)
      .orderBy(
        opts.newestFirst ? desc(demands.createdAt) : asc(demands.createdAt),
        desc(demands.id),
      )
      .limit(opts.pageSize)
      .offset(opts.skip ?? (opts.page - 1) * opts.pageSize);
  },

  /** total, abertas, em_andamento, concluidas in one pass (spec §7 counters). */
  async counters(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        abertas: sql<number>`(count(*) filter (where ${demands.status} = 'ABERTA'))::int`,
        em_andamento: sql<number>`(count(*) filter (where ${demands.status} = 'EM ANDAMENTO'))::int`,
        concluidas: sql<number>`(count(*) filter (where ${demands.status} = 'CONCLUÍDA'))::int`,
      })
      .from(demands)
      .where(where);
    return row ?? { total: 0, abertas: 0, em_andamento: 0, concluidas: 0 };
  },

  async count(db: DbOrTx, where: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(demands)
      .where(where);
    return row?.n ?? 0;
  },

  /** Ids changed since `since` that no longer match `visible` (left the list). */
  async leftSince(db: DbOrTx, visible: SQL, since: Date, limit: number): Promise<string[]> {
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

  async candidates(db: DbOrTx, demandId: string): Promise<string[]> {
    const rows = await db
      .select({ id: demandInterests.professionalId })
      .from(demandInterests)
      .where(eq(demandInterests.demandId, demandId));
    return rows.map((r) => r.id);
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
