import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { demandFiles, demands } from '../../db/schema';

export type DemandFileRow = typeof demandFiles.$inferSelect;

export const filesRepository = {
  insertMany: (db: DbOrTx, rows: Array<typeof demandFiles.$inferInsert>) =>
    db.insert(demandFiles).values(rows).returning(),
  byDemand: (db: DbOrTx, demandId: string) =>
    db
      .select()
      .from(demandFiles)
      // A lot's files are listed with their lot.
      .where(and(eq(demandFiles.demandId, demandId), isNull(demandFiles.lotId)))
      .orderBy(asc(demandFiles.createdAt)),
  storageNamesOf: (db: DbOrTx, demandIds: string[]) =>
    db
      .select({ storageName: demandFiles.storageName })
      .from(demandFiles)
      .where(inArray(demandFiles.demandId, demandIds)),
  /** Every attachment of every demand a client published (account deletion). */
  storageNamesOfOwner: (db: DbOrTx, ownerId: string) =>
    db
      .select({ storageName: demandFiles.storageName })
      .from(demandFiles)
      .innerJoin(demands, eq(demands.id, demandFiles.demandId))
      .where(eq(demands.userCreated, ownerId)),
  async countOf(db: DbOrTx, demandId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(demandFiles)
      .where(eq(demandFiles.demandId, demandId));
    return row?.n ?? 0;
  },
  async get(db: DbOrTx, id: string): Promise<DemandFileRow | undefined> {
    const [row] = await db.select().from(demandFiles).where(eq(demandFiles.id, id));
    return row;
  },
  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(demandFiles).where(eq(demandFiles.id, id));
  },
};
