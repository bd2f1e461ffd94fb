import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  portfolioPhotos,
  professionalSearch,
  users,
  type PortfolioPhotoRow,
} from '../../db/schema';

export type { PortfolioPhotoRow };

export const portfolioRepository = {
  byOwner: (db: DbOrTx, userId: string) =>
    db
      .select()
      .from(portfolioPhotos)
      .where(eq(portfolioPhotos.userId, userId))
      .orderBy(asc(portfolioPhotos.position), asc(portfolioPhotos.createdAt)),
  async get(db: DbOrTx, id: string): Promise<PortfolioPhotoRow | undefined> {
    const [row] = await db.select().from(portfolioPhotos).where(eq(portfolioPhotos.id, id));
    return row;
  },
  /**
   * Takes the owner's account row lock: concurrent uploads of one provider (on any instance)
   * count and insert one at a time, so the 12th photo cannot be passed by a race.
   */
  async lockOwner(db: DbOrTx, userId: string): Promise<void> {
    await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId}::uuid for update`);
  },
  async countOf(db: DbOrTx, userId: string): Promise<{ n: number; next: number }> {
    const [row] = await db
      .select({
        n: count(),
        next: sql<number>`coalesce(max(${portfolioPhotos.position}) + 1, 0)::int`,
      })
      .from(portfolioPhotos)
      .where(eq(portfolioPhotos.userId, userId));
    return { n: row?.n ?? 0, next: Number(row?.next ?? 0) };
  },
  async insert(db: DbOrTx, row: typeof portfolioPhotos.$inferInsert): Promise<PortfolioPhotoRow> {
    const [created] = await db.insert(portfolioPhotos).values(row).returning();
    if (!created) throw new Error('portfolio photo not inserted');
    return created;
  },
  async setCaption(db: DbOrTx, id: string, caption: string): Promise<PortfolioPhotoRow> {
    const [row] = await db
      .update(portfolioPhotos)
      .set({ caption })
      .where(eq(portfolioPhotos.id, id))
      .returning();
    if (!row) throw new Error('portfolio photo not updated');
    return row;
  },
  async setPosition(db: DbOrTx, id: string, userId: string, position: number): Promise<void> {
    await db
      .update(portfolioPhotos)
      .set({ position })
      .where(and(eq(portfolioPhotos.id, id), eq(portfolioPhotos.userId, userId)));
  },
  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(portfolioPhotos).where(eq(portfolioPhotos.id, id));
  },
  /** Every stored object of a provider's portfolio (account deletion). */
  async storageNamesOfOwner(db: DbOrTx, userId: string): Promise<string[]> {
    const rows = await byOwnerNames(db, userId);
    return rows.flatMap((r) => [r.originalName, r.thumbName, r.displayName]);
  },
  /** A photo with whether its owner is visible to clients (approved, not suspended). */
  async getWithListing(
    db: DbOrTx,
    id: string,
  ): Promise<{ photo: PortfolioPhotoRow; listed: boolean } | undefined> {
    const [row] = await db
      .select({ photo: portfolioPhotos, listed: professionalSearch.listed })
      .from(portfolioPhotos)
      .leftJoin(professionalSearch, eq(professionalSearch.userId, portfolioPhotos.userId))
      .where(eq(portfolioPhotos.id, id));
    return row && { photo: row.photo, listed: row.listed === true };
  },
};

const byOwnerNames = (db: DbOrTx, userId: string) =>
  db
    .select({
      originalName: portfolioPhotos.originalName,
      thumbName: portfolioPhotos.thumbName,
      displayName: portfolioPhotos.displayName,
    })
    .from(portfolioPhotos)
    .where(eq(portfolioPhotos.userId, userId));
