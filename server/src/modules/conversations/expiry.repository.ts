import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messages } from '../../db/schema';

/** Spec §9 expiry, run by jobs/message-expiry under its lock. */
export const expiryRows = {
  /** Spec §9: messages live `days` days. The count of rows removed. */
  async deleteOlderThan(db: DbOrTx, days: number): Promise<number> {
    const rows = await db
      .delete(messages)
      .where(lt(messages.createdAt, sql`now() - make_interval(days => ${days})`))
      .returning({ id: messages.id });
    return rows.length;
  },
};
