import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { countedRatings, demands, ratings, users, type RatingRow } from '../../db/schema';
import { onlyRowOf } from '../../lib/sql-rows';

const figuresRow = z.object({
  avg: z.coerce.number(),
  count: z.coerce.number(),
  as_of: z.union([z.date(), z.string()]),
});

/**
 * A provider's average (0 when none) and count, as every screen shows them (DESIGN §9.16): from
 * the `counted_ratings` view, where each client counts once. `professionalId` is a column or a
 * value; qualify a column by hand when the outer query is a one-table select.
 */
export const ratingAvgOf = (professionalId: SQLWrapper) =>
  sql<number>`coalesce((select avg(cr.score)::float from ${countedRatings} cr where cr.professional_id = ${professionalId}), 0)`;
export const ratingCountOf = (professionalId: SQLWrapper) =>
  sql<number>`(select count(*)::int from ${countedRatings} cr where cr.professional_id = ${professionalId})`;

const withClient = { r: ratings, clientName: users.fullName };

export type RatingView = { r: RatingRow; clientName: string | null };
export type WithdrawnRating = { id: string; professionalId: string; clientId: string };

export const ratingsRepository = {
  /**
   * Published ratings only, besides those written by `viewerId` (each author sees their
   * own held rating).
   */
  list: (
    db: DbOrTx,
    where: { professionalId?: string; clientId?: string; viewerId?: string | undefined },
  ) =>
    db
      .select(withClient)
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.clientId))
      .where(
        and(
          where.professionalId ? eq(ratings.professionalId, where.professionalId) : undefined,
          where.clientId ? eq(ratings.clientId, where.clientId) : undefined,
          where.viewerId
            ? or(isNotNull(ratings.publishedAt), eq(ratings.clientId, where.viewerId))
            : isNotNull(ratings.publishedAt),
        ),
      )
      .orderBy(desc(ratings.createdAt))
      .limit(200),

  async get(db: DbOrTx, id: string): Promise<RatingView | undefined> {
    const [row] = await db
      .select(withClient)
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.clientId))
      .where(eq(ratings.id, id));
    return row;
  },

  /** The client's rating of the professional on that demand; without one, their latest. */
  async find(
    db: DbOrTx,
    clientId: string,
    professionalId: string,
    demandId: string | null,
  ): Promise<RatingView | undefined> {
    const [row] = await db
      .select(withClient)
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.clientId))
      .where(
        and(
          eq(ratings.clientId, clientId),
          eq(ratings.professionalId, professionalId),
          demandId ? eq(ratings.demandId, demandId) : undefined,
        ),
      )
      .orderBy(desc(ratings.createdAt), desc(ratings.id))
      .limit(1);
    return row;
  },

  /** Whether the professional is the chosen one on that demand of the client. */
  async workedTogether(
    db: DbOrTx,
    clientId: string,
    professionalId: string,
    demandId: string,
  ): Promise<boolean> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(demands)
      .where(
        and(
          eq(demands.id, demandId),
          eq(demands.userCreated, clientId),
          eq(demands.chosenProfessionalId, professionalId),
        ),
      );
    return (row?.n ?? 0) > 0;
  },

  /**
   * The client's demands on which the professional is the chosen one (in progress or completed),
   * newest first: those a rating of them may name.
   */
  rateableDemands: (db: DbOrTx, clientId: string, professionalId: string) =>
    db
      .select({ id: demands.id, title: demands.title })
      .from(demands)
      .where(
        and(eq(demands.userCreated, clientId), eq(demands.chosenProfessionalId, professionalId)),
      )
      .orderBy(desc(demands.createdAt), desc(demands.id))
      .limit(50),

  /** Undefined when the (client, professional, demand) rating already exists. */
  async insert(db: DbOrTx, values: typeof ratings.$inferInsert): Promise<RatingRow | undefined> {
    const [row] = await db.insert(ratings).values(values).onConflictDoNothing().returning();
    return row;
  },

  async update(
    db: DbOrTx,
    id: string,
    patch: { score?: number; comment?: string | null },
  ): Promise<void> {
    await db
      .update(ratings)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(ratings.id, id));
  },

  /** The removed rating's parties; undefined when it was already gone (moderation tells). */
  async delete(
    db: DbOrTx,
    id: string,
  ): Promise<{ id: string; professionalId: string; clientId: string } | undefined> {
    const [row] = await db.delete(ratings).where(eq(ratings.id, id)).returning({
      id: ratings.id,
      professionalId: ratings.professionalId,
      clientId: ratings.clientId,
    });
    return row;
  },

  /**
   * Withdraws the ratings given on a demand (only the one of `professionalId` when given): its
   * professional was removed before completion, or the demand is being deleted.
   */
  async deleteOfDemand(
    db: DbOrTx,
    demandId: string,
    professionalId?: string,
  ): Promise<WithdrawnRating[]> {
    return db
      .delete(ratings)
      .where(
        and(
          eq(ratings.demandId, demandId),
          professionalId ? eq(ratings.professionalId, professionalId) : undefined,
        ),
      )
      .returning({
        id: ratings.id,
        professionalId: ratings.professionalId,
        clientId: ratings.clientId,
      });
  },

  /** An account deleted: the ratings it gave or received (the cascade would take them unseen). */
  async deleteOfPerson(db: DbOrTx, userId: string): Promise<WithdrawnRating[]> {
    return db
      .delete(ratings)
      .where(or(eq(ratings.clientId, userId), eq(ratings.professionalId, userId)))
      .returning({
        id: ratings.id,
        professionalId: ratings.professionalId,
        clientId: ratings.clientId,
      });
  },

  /** Publishes the held rating of a demand (none when already published). */
  async publishOfDemand(
    db: DbOrTx,
    demandId: string,
    clientId: string,
    professionalId: string,
    at: Date,
  ): Promise<string[]> {
    const rows = await db
      .update(ratings)
      .set({ publishedAt: at, updatedAt: at })
      .where(
        and(
          eq(ratings.demandId, demandId),
          eq(ratings.clientId, clientId),
          eq(ratings.professionalId, professionalId),
          isNull(ratings.publishedAt),
        ),
      )
      .returning({ id: ratings.id });
    return rows.map((r) => r.id);
  },

  /** The ratings among `ids` that are published. */
  async publishedAmong(db: DbOrTx, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: ratings.id })
      .from(ratings)
      .where(and(inArray(ratings.id, ids), isNotNull(ratings.publishedAt)));
    return new Set(rows.map((r) => r.id));
  },

  /** A provider's average and count (`ratingAvgOf`), and the database time they were read at. */
  async figures(
    db: DbOrTx,
    professionalId: string,
  ): Promise<{ avg: number; count: number; asOf: Date }> {
    const id = sql`${professionalId}::uuid`;
    const row = onlyRowOf(
      await db.execute(
        sql`select ${ratingAvgOf(id)} as avg, ${ratingCountOf(id)} as count, now() as as_of`,
      ),
      figuresRow,
    );
    return { avg: row.avg, count: row.count, asOf: new Date(row.as_of) };
  },
};
