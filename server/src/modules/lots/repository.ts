import { and, asc, eq, inArray, isNotNull, max, ne, or, sql, sum, count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  demandFiles,
  demandLotEvents,
  demandLots,
  demands,
  users,
  type LotEventRow,
  type LotRow,
} from '../../db/schema';

export type LotEventWithActor = LotEventRow & { actorName: string | null };
export type LotFileRow = typeof demandFiles.$inferSelect;

const actorName = sql<
  string | null
>`coalesce(nullif(${users.tradeName}, ''), nullif(${users.fullName}, ''))`;

/** Production lots: queries only; the service holds the rules and transactions. */
export const lotsRepository = {
  async ofDemand(db: DbOrTx, demandId: string): Promise<LotRow[]> {
    return db
      .select()
      .from(demandLots)
      .where(eq(demandLots.demandId, demandId))
      .orderBy(asc(demandLots.number));
  },

  /** How many lots of the demand are not yet delivered ('Entregue'). */
  async undeliveredCount(db: DbOrTx, demandId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(demandLots)
      .where(and(eq(demandLots.demandId, demandId), ne(demandLots.step, 'ENTREGUE')));
    return row?.n ?? 0;
  },

  async find(db: DbOrTx, demandId: string, lotId: string): Promise<LotRow | undefined> {
    const [row] = await db
      .select()
      .from(demandLots)
      .where(and(eq(demandLots.id, lotId), eq(demandLots.demandId, demandId)));
    return row;
  },

  /** The lot locked for its step; the caller already holds the demand's row lock. */
  async findForUpdate(db: DbOrTx, demandId: string, lotId: string): Promise<LotRow | undefined> {
    const [row] = await db
      .select()
      .from(demandLots)
      .where(and(eq(demandLots.id, lotId), eq(demandLots.demandId, demandId)))
      .for('update');
    return row;
  },

  async byClientId(db: DbOrTx, demandId: string, clientId: string): Promise<LotRow | undefined> {
    const [row] = await db
      .select()
      .from(demandLots)
      .where(and(eq(demandLots.demandId, demandId), eq(demandLots.clientId, clientId)));
    return row;
  },

  /** The cells of every lot of the demand (null: a lot sent as a total). */
  cellsOf(db: DbOrTx, demandId: string) {
    return db
      .select({ cells: demandLots.cells })
      .from(demandLots)
      .where(eq(demandLots.demandId, demandId));
  },

  /** How many lots the demand has, the pieces they hold and the last number. */
  async totals(db: DbOrTx, demandId: string) {
    const [row] = await db
      .select({ n: count(), pieces: sum(demandLots.quantity), last: max(demandLots.number) })
      .from(demandLots)
      .where(eq(demandLots.demandId, demandId));
    return { n: row?.n ?? 0, pieces: Number(row?.pieces ?? 0), last: row?.last ?? 0 };
  },

  async insert(db: DbOrTx, values: typeof demandLots.$inferInsert): Promise<LotRow> {
    const [row] = await db.insert(demandLots).values(values).returning();
    if (!row) throw new Error('lot not inserted');
    return row;
  },

  async update(
    db: DbOrTx,
    id: string,
    values: Partial<typeof demandLots.$inferInsert>,
  ): Promise<void> {
    await db
      .update(demandLots)
      .set({ ...values, version: sql`${demandLots.version} + 1`, updatedAt: new Date() })
      .where(eq(demandLots.id, id));
  },

  async insertEvent(db: DbOrTx, values: typeof demandLotEvents.$inferInsert): Promise<void> {
    await db.insert(demandLotEvents).values(values);
  },

  /** The cells 'Pronto' was recorded with (null: as a total, or not yet). */
  async readyCells(db: DbOrTx, lotId: string) {
    const [row] = await db
      .select({ cells: demandLotEvents.cells })
      .from(demandLotEvents)
      .where(and(eq(demandLotEvents.lotId, lotId), eq(demandLotEvents.step, 'PRONTO')));
    return row?.cells ?? null;
  },

  async eventByClientId(db: DbOrTx, lotId: string, clientId: string) {
    const [row] = await db
      .select({ id: demandLotEvents.id })
      .from(demandLotEvents)
      .where(and(eq(demandLotEvents.lotId, lotId), eq(demandLotEvents.clientId, clientId)));
    return row;
  },

  async eventsOf(db: DbOrTx, lotIds: string[]): Promise<LotEventWithActor[]> {
    if (lotIds.length === 0) return [];
    const rows = await db
      .select({ event: demandLotEvents, actorName })
      .from(demandLotEvents)
      .leftJoin(users, eq(users.id, demandLotEvents.actorId))
      .where(inArray(demandLotEvents.lotId, lotIds))
      .orderBy(asc(demandLotEvents.createdAt), asc(demandLotEvents.id));
    return rows.map((r) => ({ ...r.event, actorName: r.actorName }));
  },

  async filesOf(db: DbOrTx, lotIds: string[]): Promise<LotFileRow[]> {
    if (lotIds.length === 0) return [];
    return db
      .select()
      .from(demandFiles)
      .where(and(isNotNull(demandFiles.lotId), inArray(demandFiles.lotId, lotIds)))
      .orderBy(asc(demandFiles.createdAt));
  },

  async fileOfLot(db: DbOrTx, lotId: string, fileId: string) {
    const [row] = await db
      .select({ id: demandFiles.id })
      .from(demandFiles)
      .where(and(eq(demandFiles.id, fileId), eq(demandFiles.lotId, lotId)));
    return row;
  },

  /** Lots not delivered of the demands in progress `userId` owns or was chosen for. */
  async activeOf(db: DbOrTx, userId: string) {
    return db
      .select({ lot: demandLots, title: demands.title })
      .from(demandLots)
      .innerJoin(demands, eq(demands.id, demandLots.demandId))
      .where(
        and(
          ne(demandLots.step, 'ENTREGUE'),
          eq(demands.status, 'EM ANDAMENTO'),
          or(eq(demands.userCreated, userId), eq(demands.chosenProfessionalId, userId)),
        ),
      )
      .orderBy(asc(demandLots.expectedReturn), asc(demandLots.number))
      .limit(200);
  },

  /**
   * Lots past their expected return on `today` (Brasília) not yet told today, of demands in
   * progress, claimed in the same statement (the caller holds the round's lock).
   */
  async claimLate(db: DbOrTx, today: string, limit: number) {
    const due = db
      .select({ id: demandLots.id })
      .from(demandLots)
      .innerJoin(demands, eq(demands.id, demandLots.demandId))
      .where(
        and(
          ne(demandLots.step, 'ENTREGUE'),
          sql`${demandLots.expectedReturn} < ${today}::date`,
          sql`(${demandLots.lateNotifiedOn} is null or ${demandLots.lateNotifiedOn} < ${today}::date)`,
          eq(demands.status, 'EM ANDAMENTO'),
        ),
      )
      .limit(limit);
    const claimed = await db
      .update(demandLots)
      .set({ lateNotifiedOn: today })
      .where(inArray(demandLots.id, due))
      .returning({ id: demandLots.id, demandId: demandLots.demandId, number: demandLots.number });
    if (claimed.length === 0) return [];
    const people = await db
      .select({
        id: demands.id,
        owner: demands.userCreated,
        chosen: demands.chosenProfessionalId,
      })
      .from(demands)
      .where(inArray(demands.id, [...new Set(claimed.map((c) => c.demandId))]));
    const byDemand = new Map(people.map((p) => [p.id, p]));
    return claimed.map((c) => ({
      ...c,
      owner: byDemand.get(c.demandId)?.owner ?? null,
      chosen: byDemand.get(c.demandId)?.chosen ?? null,
    }));
  },
};
