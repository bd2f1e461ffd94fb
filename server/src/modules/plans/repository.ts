import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export const plansRepository = {
  /** End of the account's paid PRO time (null when never PRO or unknown). */
  async proUntil(db: DbOrTx, userId: string): Promise<Date | null> {
    const [row] = await db
      .select({ proUntil: users.proUntil })
      .from(users)
      .where(eq(users.id, userId));
    return row?.proUntil ?? null;
  },
};
