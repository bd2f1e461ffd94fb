import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export const plansRepository = {
  /** Whether the account's PRO period runs now, by the database clock (false when none). */
  async proNow(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ pro: sql<boolean>`coalesce(${users.proUntil} > now(), false)` })
      .from(users)
      .where(eq(users.id, userId));
    return row?.pro === true;
  },
};
