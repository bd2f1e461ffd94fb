import { and, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploadLedger } from '../../db/schema';

/** UPLOAD_DAILY_MB's book: what each person sent, whatever became of the files since. */
export const uploadLedgerRepository = {
  async bytesSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ bytes: sum(uploadLedger.bytes) })
      .from(uploadLedger)
      .where(and(eq(uploadLedger.userId, userId), gte(uploadLedger.createdAt, since)));
    return Number(row?.bytes ?? 0);
  },
  /**
   * One accepted upload at `at`. Lines older than a day before it go too, anyone's (a person who
   * never sends again must not stay in the book): a hundred at a time, skipping those another
   * upload is pruning, so no upload waits on another's.
   */
  async record(
    db: DbOrTx,
    userId: string,
    bytes: number,
    at: Date,
    dayBefore: Date,
  ): Promise<void> {
    const stale = db
      .select({ id: uploadLedger.id })
      .from(uploadLedger)
      .where(lt(uploadLedger.createdAt, dayBefore))
      .limit(100)
      .for('update', { skipLocked: true });
    await db.delete(uploadLedger).where(inArray(uploadLedger.id, stale));
    await db.insert(uploadLedger).values({ userId, bytes, createdAt: at });
  },
};
