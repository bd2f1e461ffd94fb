import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { demandInterests, demandQuoteRequests, demands, users } from '../../db/schema';

/** What the rule of who may start a conversation (start-rule.ts) reads about people and demands. */
export const tieRows = {
  /** The people of a conversation about to start, as the rule needs them. */
  async people(db: DbOrTx, ids: string[]) {
    return db
      .select({
        id: users.id,
        userType: users.userType,
        approvalStatus: users.approvalStatus,
        suspendedAt: users.suspendedAt,
      })
      .from(users)
      .where(inArray(users.id, ids));
  },

  /**
   * The demand's owner and the providers tied to it among `providerIds`: those who showed
   * interest, those its owner asked for a quote ('Pedir proposta') and the one
   * chosen. Undefined when there is no such demand.
   */
  async demandTie(
    db: DbOrTx,
    demandId: string,
    providerIds: string[],
  ): Promise<{ ownerId: string; providerIds: string[]; chosenId: string | null } | undefined> {
    const [demand] = await db
      .select({ ownerId: demands.userCreated, chosenId: demands.chosenProfessionalId })
      .from(demands)
      .where(eq(demands.id, demandId));
    if (!demand) return undefined;
    const interested =
      providerIds.length === 0
        ? []
        : await db
            .select({ id: demandInterests.professionalId })
            .from(demandInterests)
            .where(
              and(
                eq(demandInterests.demandId, demandId),
                inArray(demandInterests.professionalId, providerIds),
              ),
            )
            .union(
              db
                .select({ id: demandQuoteRequests.professionalId })
                .from(demandQuoteRequests)
                .where(
                  and(
                    eq(demandQuoteRequests.demandId, demandId),
                    inArray(demandQuoteRequests.professionalId, providerIds),
                  ),
                ),
            );
    const tied = new Set(interested.map((r) => r.id));
    if (demand.chosenId) tied.add(demand.chosenId);
    return { ownerId: demand.ownerId, providerIds: [...tied], chosenId: demand.chosenId };
  },
};
