import { and, desc, eq, sql } from 'drizzle-orm';
import type { FichaContent } from '@alinhavo/shared/schemas/ficha';
import type { DbOrTx, Tx } from '../../db/client';
import { fichaModels, type FichaModelRow } from '../../db/schema';

/** Ficha técnica models: queries only; the service holds the rules. */
export const fichaModelsRepository = {
  list: (db: DbOrTx, ownerId: string): Promise<FichaModelRow[]> =>
    db
      .select()
      .from(fichaModels)
      .where(eq(fichaModels.ownerId, ownerId))
      .orderBy(desc(fichaModels.createdAt), desc(fichaModels.id)),

  async get(db: DbOrTx, ownerId: string, id: string): Promise<FichaModelRow | undefined> {
    const [row] = await db
      .select()
      .from(fichaModels)
      .where(and(eq(fichaModels.id, id), eq(fichaModels.ownerId, ownerId)));
    return row;
  },

  /**
   * Saves one unless the client already has `max` ('limit') or one of this name ('taken'); the
   * client's lock makes two saves at once count one after the other.
   */
  async insertWithin(
    tx: Tx,
    v: { ownerId: string; name: string; content: FichaContent; max: number },
  ): Promise<FichaModelRow | 'limit' | 'taken'> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ficha-models:${v.ownerId}`}))`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(fichaModels)
      .where(eq(fichaModels.ownerId, v.ownerId));
    if (Number(count?.n ?? 0) >= v.max) return 'limit';
    const [row] = await tx
      .insert(fichaModels)
      .values({ ownerId: v.ownerId, name: v.name, content: v.content })
      .onConflictDoNothing({ target: [fichaModels.ownerId, fichaModels.name] })
      .returning();
    return row ?? 'taken';
  },

  async delete(db: DbOrTx, ownerId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(fichaModels)
      .where(and(eq(fichaModels.id, id), eq(fichaModels.ownerId, ownerId)))
      .returning({ id: fichaModels.id });
    return rows.length > 0;
  },
};
