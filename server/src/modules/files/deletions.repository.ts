import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { storageDeletions } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

const claimedRow = z.object({ name: z.string(), attempts: z.coerce.number() });

export const storageDeletionsRepository = {
  /** In the transaction that deletes the rows naming these objects. */
  async enqueue(tx: DbOrTx, names: string[]): Promise<void> {
    if (names.length === 0) return;
    await tx
      .insert(storageDeletions)
      .values(names.map((name) => ({ name })))
      .onConflictDoNothing();
  },

  /**
   * Up to `limit` objects due at `now`, leased until `leaseUntil` (and counted as an attempt):
   * another instance skips them while this one tries.
   */
  async claimDue(db: DbOrTx, now: Date, leaseUntil: Date, limit: number) {
    const result = await db.execute(sql`
      update ${storageDeletions} set attempts = attempts + 1,
        next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
      where name in (
        select name from ${storageDeletions}
        where next_attempt_at <= ${now.toISOString()}::timestamptz
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      returning name, attempts`);
    return rowsOf(result, claimedRow);
  },

  /** Named objects that are due now, leased like `claimDue` (right after the commit). */
  async claimNamed(db: DbOrTx, names: string[], leaseUntil: Date) {
    if (names.length === 0) return [];
    return db
      .update(storageDeletions)
      .set({ attempts: sql`${storageDeletions.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(inArray(storageDeletions.name, names))
      .returning({ name: storageDeletions.name, attempts: storageDeletions.attempts });
  },

  async done(db: DbOrTx, name: string): Promise<void> {
    await db.delete(storageDeletions).where(eq(storageDeletions.name, name));
  },

  async retryAt(db: DbOrTx, name: string, at: Date): Promise<void> {
    await db
      .update(storageDeletions)
      .set({ nextAttemptAt: at })
      .where(eq(storageDeletions.name, name));
  },

  async pending(db: DbOrTx): Promise<string[]> {
    const rows = await db.select({ name: storageDeletions.name }).from(storageDeletions);
    return rows.map((r) => r.name);
  },
};
