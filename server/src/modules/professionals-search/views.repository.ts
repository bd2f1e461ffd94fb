import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { demandInterests, demands, professionalProfileViews as views } from '../../db/schema';

export const profileViewsRepository = {
  /**
   * Whether the provider is tied to one of the client's demands (showed interest or was
   * chosen): the client meets them as a candidate, not through search.
   */
  async tiedByDemand(db: DbOrTx, clientId: string, professionalId: string): Promise<boolean> {
    const interested = db
      .select({ n: sql`1` })
      .from(demandInterests)
      .where(
        and(
          eq(demandInterests.demandId, demands.id),
          eq(demandInterests.professionalId, professionalId),
        ),
      );
    const [row] = await db
      .select({ n: sql<number>`1` })
      .from(demands)
      .where(
        and(
          eq(demands.userCreated, clientId),
          or(eq(demands.chosenProfessionalId, professionalId), exists(interested)),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async countInMonth(db: DbOrTx, clientId: string, month: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(views)
      .where(and(eq(views.clientId, clientId), eq(views.month, month)));
    return Number(row?.n ?? 0);
  },

  /**
   * Counts an opening of a full profile against a monthly allowance: free when this profile was
   * already opened this month, refused when `max` different ones were, recorded otherwise. The
   * client's lock makes two openings at once count one after the other.
   */
  async record(
    tx: Tx,
    v: { clientId: string; professionalId: string; month: string; max: number },
  ): Promise<{ allowed: boolean; used: number }> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`profile-views:${v.clientId}`}))`);
    const [seen] = await tx
      .select({ n: sql<number>`1` })
      .from(views)
      .where(
        and(
          eq(views.clientId, v.clientId),
          eq(views.month, v.month),
          eq(views.professionalId, v.professionalId),
        ),
      );
    const used = await this.countInMonth(tx, v.clientId, v.month);
    if (seen) return { allowed: true, used };
    if (used >= v.max) return { allowed: false, used };
    await tx
      .insert(views)
      .values({ clientId: v.clientId, professionalId: v.professionalId, month: v.month })
      .onConflictDoNothing();
    return { allowed: true, used: used + 1 };
  },
};
