import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientReviews, demands, ratings, users, type ClientReviewRow } from '../../db/schema';

/** The days after completion when both reviews of a demand are published anyway. */
export const PUBLICATION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const view = {
  r: clientReviews,
  demandTitle: demands.title,
  professionalName: sql<
    string | null
  >`coalesce(nullif(btrim(${users.tradeName}), ''), nullif(btrim(${users.fullName}), ''))`,
};
export type ClientReviewView = {
  r: ClientReviewRow;
  demandTitle: string;
  professionalName: string | null;
};

const selectViews = (db: DbOrTx) =>
  db
    .select(view)
    .from(clientReviews)
    .innerJoin(demands, eq(demands.id, clientReviews.demandId))
    .innerJoin(users, eq(users.id, clientReviews.professionalId));

/** A review removed with its demand; a held one was never shown to the client. */
export interface WithdrawnClientReview {
  id: string;
  professionalId: string;
  clientId: string;
  published: boolean;
}

export interface ReviewDemand {
  id: string;
  title: string;
  status: string;
  clientId: string;
  chosenProfessionalId: string | null;
  finalizedAt: Date | null;
}

async function withdraw(db: DbOrTx, where: SQL | undefined): Promise<WithdrawnClientReview[]> {
  const rows = await db.delete(clientReviews).where(where).returning({
    id: clientReviews.id,
    professionalId: clientReviews.professionalId,
    clientId: clientReviews.clientId,
    publishedAt: clientReviews.publishedAt,
  });
  return rows.map(({ publishedAt, ...r }) => ({ ...r, published: publishedAt !== null }));
}

export const clientReviewsRepository = {
  async demand(db: DbOrTx, id: string): Promise<ReviewDemand | undefined> {
    const [row] = await db
      .select({
        id: demands.id,
        title: demands.title,
        status: demands.status,
        clientId: demands.userCreated,
        chosenProfessionalId: demands.chosenProfessionalId,
        finalizedAt: demands.finalizedAt,
      })
      .from(demands)
      .where(eq(demands.id, id));
    return row;
  },

  /** Undefined when the demand already has its review (the unique key decides). */
  async insert(
    db: DbOrTx,
    values: typeof clientReviews.$inferInsert,
  ): Promise<ClientReviewRow | undefined> {
    const [row] = await db.insert(clientReviews).values(values).onConflictDoNothing().returning();
    return row;
  },

  async get(db: DbOrTx, id: string): Promise<ClientReviewView | undefined> {
    const [row] = await selectViews(db).where(eq(clientReviews.id, id));
    return row;
  },

  async ofDemand(db: DbOrTx, demandId: string): Promise<ClientReviewRow | undefined> {
    const [row] = await db.select().from(clientReviews).where(eq(clientReviews.demandId, demandId));
    return row;
  },

  /** A client's published reviews, newest first. */
  publishedOfClient: (db: DbOrTx, clientId: string) =>
    selectViews(db)
      .where(and(eq(clientReviews.clientId, clientId), isNotNull(clientReviews.publishedAt)))
      .orderBy(desc(clientReviews.publishedAt), desc(clientReviews.id))
      .limit(200),

  /** What a provider wrote, held ones too (each author sees their own at once). */
  writtenBy: (db: DbOrTx, professionalId: string) =>
    selectViews(db)
      .where(eq(clientReviews.professionalId, professionalId))
      .orderBy(desc(clientReviews.createdAt), desc(clientReviews.id))
      .limit(200),

  /** Published figures of each client named (clients without reviews get zeros). */
  async figures(
    db: DbOrTx,
    clientIds: string[],
  ): Promise<
    Array<{
      clientId: string;
      payment: number;
      communication: number;
      clarity: number;
      count: number;
      asOf: Date;
    }>
  > {
    if (clientIds.length === 0) return [];
    const rows = await db
      .select({
        clientId: clientReviews.clientId,
        payment: sql<number>`avg(${clientReviews.payment})::float`,
        communication: sql<number>`avg(${clientReviews.communication})::float`,
        clarity: sql<number>`avg(${clientReviews.clarity})::float`,
        count: sql<number>`count(*)::int`,
      })
      .from(clientReviews)
      .where(and(inArray(clientReviews.clientId, clientIds), isNotNull(clientReviews.publishedAt)))
      .groupBy(clientReviews.clientId);
    const [clock] = await db.select({ now: sql<Date | string>`now()` }).from(sql`(select 1) x`);
    const asOf = clock ? new Date(clock.now) : new Date();
    const byId = new Map(rows.map((r) => [r.clientId, r]));
    return clientIds.map((clientId) => {
      const r = byId.get(clientId);
      return {
        clientId,
        payment: Number(r?.payment ?? 0),
        communication: Number(r?.communication ?? 0),
        clarity: Number(r?.clarity ?? 0),
        count: Number(r?.count ?? 0),
        asOf,
      };
    });
  },

  /** Publishes the demand's held review of the client (none when already published). */
  async publishOfDemand(db: DbOrTx, demandId: string, at: Date): Promise<string[]> {
    const rows = await db
      .update(clientReviews)
      .set({ publishedAt: at, updatedAt: at })
      .where(and(eq(clientReviews.demandId, demandId), isNull(clientReviews.publishedAt)))
      .returning({ id: clientReviews.id });
    return rows.map((r) => r.id);
  },

  /** Removed by moderation: the parties, or undefined when it was already gone. */
  async delete(
    db: DbOrTx,
    id: string,
  ): Promise<{ id: string; professionalId: string; clientId: string } | undefined> {
    const [row] = await db.delete(clientReviews).where(eq(clientReviews.id, id)).returning({
      id: clientReviews.id,
      professionalId: clientReviews.professionalId,
      clientId: clientReviews.clientId,
    });
    return row;
  },

  /**
   * The demand's review, taken with it when the demand is deleted (the cascade would take it
   * unseen): the parties, and whether the client could see it.
   */
  async deleteOfDemand(db: DbOrTx, demandId: string): Promise<WithdrawnClientReview[]> {
    return withdraw(db, eq(clientReviews.demandId, demandId));
  },

  /** An account deleted: the reviews it wrote or was given, as above. */
  async deleteOfPerson(db: DbOrTx, userId: string): Promise<WithdrawnClientReview[]> {
    return withdraw(
      db,
      or(eq(clientReviews.clientId, userId), eq(clientReviews.professionalId, userId)),
    );
  },

  /**
   * Demands with a held review on either side that are due: both sides are in, or the demand was
   * completed at least 14 days before `now`. Oldest completion first.
   */
  async due(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
    const cutoff = new Date(now.getTime() - PUBLICATION_DAYS * DAY_MS);
    const heldRating = db
      .select({ demandId: ratings.demandId })
      .from(ratings)
      .where(
        and(
          isNull(ratings.publishedAt),
          eq(ratings.demandId, demands.id),
          eq(ratings.clientId, demands.userCreated),
        ),
      );
    const heldReview = db
      .select({ demandId: clientReviews.demandId })
      .from(clientReviews)
      .where(and(isNull(clientReviews.publishedAt), eq(clientReviews.demandId, demands.id)));
    const rows = await db
      .select({ id: demands.id })
      .from(demands)
      .where(
        and(
          eq(demands.status, 'CONCLUÍDA'),
          lte(demands.finalizedAt, cutoff),
          or(sql`exists ${heldRating}`, sql`exists ${heldReview}`),
        ),
      )
      .orderBy(demands.finalizedAt)
      .limit(limit);
    return rows.map((r) => r.id);
  },
};
