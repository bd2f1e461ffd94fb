import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { demandInterests, demands } from '../../db/schema';

const candidacyOf = (professionalId: string) =>
  inArray(
    demands.id,
    sql`(select ${demandInterests.demandId} from ${demandInterests} where ${demandInterests.professionalId} = ${professionalId})`,
  );

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/**
 * A person's demands as their account changes (suspension, reactivation, deletion): what is
 * moved in the rows so every cursor sync sees it, and who must be told.
 */
export const demandPeopleRepository = {
  /** The owner's open demands, moved: they leave or rejoin the feed with their owner. */
  async touchOpenOwnedBy(db: DbOrTx, ownerId: string): Promise<string[]> {
    return ids(
      await db
        .update(demands)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(demands.userCreated, ownerId), eq(demands.status, 'ABERTA')))
        .returning({ id: demands.id }),
    );
  },

  /** Every demand the provider is a candidate of, moved: its candidate list changes. */
  async touchCandidacies(db: DbOrTx, professionalId: string): Promise<string[]> {
    return ids(
      await db
        .update(demands)
        .set({ updatedAt: sql`now()` })
        .where(candidacyOf(professionalId))
        .returning({ id: demands.id }),
    );
  },

  /**
   * Before the provider's account goes: the demands in progress with them open again (as if the
   * client had removed them, spec §4), and every demand they took part in is moved, since the
   * cascade that takes their interests and the set-null on the chosen column leave updated_at as
   * it was.
   */
  async releaseProvider(db: DbOrTx, professionalId: string): Promise<string[]> {
    const involved = ids(
      await db
        .update(demands)
        .set({ updatedAt: sql`now()` })
        .where(or(eq(demands.chosenProfessionalId, professionalId), candidacyOf(professionalId)))
        .returning({ id: demands.id }),
    );
    await db
      .update(demands)
      .set({ status: 'ABERTA', chosenProfessionalId: null, updatedAt: sql`now()` })
      .where(
        and(eq(demands.chosenProfessionalId, professionalId), eq(demands.status, 'EM ANDAMENTO')),
      );
    return involved;
  },

  /** The owner's demands with the providers involved in each (candidates and the chosen one). */
  async ownedWithProviders(
    db: DbOrTx,
    ownerId: string,
  ): Promise<{ id: string; providerIds: string[] }[]> {
    const rows = await db
      .select({
        id: demands.id,
        chosen: demands.chosenProfessionalId,
        candidates: sql<
          string[]
        >`coalesce(array_agg(${demandInterests.professionalId}::text) filter (where ${demandInterests.professionalId} is not null), '{}')`,
      })
      .from(demands)
      .leftJoin(demandInterests, eq(demandInterests.demandId, demands.id))
      .where(eq(demands.userCreated, ownerId))
      .groupBy(demands.id);
    return rows.map((r) => ({
      id: r.id,
      providerIds: [
        ...new Set([...(r.chosen ? [r.chosen] : []), ...(r.candidates ?? []).map(String)]),
      ],
    }));
  },
};
