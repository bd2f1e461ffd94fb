import { and, count, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  signInAddresses,
  signInAlerts,
  signInFailures,
  type SignInAddressRow,
} from '../../db/schema';

const pair = (userId: string, addressHash: string) =>
  and(eq(signInAddresses.userId, userId), eq(signInAddresses.addressHash, addressHash));

/** The state of password guessing per account and address (DESIGN §9.15); queries only. */
export const signInRepository = {
  /**
   * Holds the account's password checks one at a time until the transaction ends (every
   * instance): the wait and the budget are read and the attempt counted as one step, so a burst
   * of parallel guesses cannot all pass before the first is counted.
   */
  async lockAccount(db: DbOrTx, userId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${userId}`}))`);
  },

  async address(
    db: DbOrTx,
    userId: string,
    addressHash: string,
  ): Promise<SignInAddressRow | undefined> {
    const [row] = await db.select().from(signInAddresses).where(pair(userId, addressHash));
    return row;
  },

  /**
   * The moment the `budget`-th newest wrong password from unknown addresses since `since` was
   * made, if there are that many: the budget is spent until it leaves the window.
   */
  async nthStrangerFailureSince(
    db: DbOrTx,
    userId: string,
    since: Date,
    budget: number,
  ): Promise<Date | undefined> {
    const [row] = await db
      .select({ at: signInFailures.at })
      .from(signInFailures)
      .where(
        and(
          eq(signInFailures.userId, userId),
          eq(signInFailures.knownAddress, false),
          gt(signInFailures.at, since),
        ),
      )
      .orderBy(desc(signInFailures.at))
      .offset(budget - 1)
      .limit(1);
    return row?.at;
  },

  /**
   * Counts a wrong password of the pair, starting again from one when its last one is older than
   * `forgetBefore`. Returns the pair's count.
   */
  async countPairFailure(
    db: DbOrTx,
    p: { userId: string; addressHash: string; at: Date; forgetBefore: Date },
  ): Promise<number> {
    const [row] = await db
      .insert(signInAddresses)
      .values({ userId: p.userId, addressHash: p.addressHash, failures: 1, lastFailureAt: p.at })
      .onConflictDoUpdate({
        target: [signInAddresses.userId, signInAddresses.addressHash],
        set: {
          failures: sql`case when ${signInAddresses.lastFailureAt} is null or ${signInAddresses.lastFailureAt} < ${p.forgetBefore.toISOString()}::timestamptz then 1 else ${signInAddresses.failures} + 1 end`,
          lastFailureAt: p.at,
        },
      })
      .returning({ failures: signInAddresses.failures });
    if (!row) throw new Error('sign-in address upsert returned nothing');
    return row.failures;
  },

  async setWait(db: DbOrTx, userId: string, addressHash: string, until: Date): Promise<void> {
    await db.update(signInAddresses).set({ waitUntil: until }).where(pair(userId, addressHash));
  },

  /** The pair starts again from nothing (a right password, a reset confirmed from there). */
  async clearPair(db: DbOrTx, userId: string, addressHash: string): Promise<void> {
    await db
      .update(signInAddresses)
      .set({ failures: 0, lastFailureAt: null, waitUntil: null })
      .where(pair(userId, addressHash));
  },

  /** A sign-in from this address: from now on it is one of the owner's. */
  async recordSuccess(db: DbOrTx, userId: string, addressHash: string, at: Date): Promise<void> {
    await db
      .insert(signInAddresses)
      .values({ userId, addressHash, lastSuccessAt: at })
      .onConflictDoUpdate({
        target: [signInAddresses.userId, signInAddresses.addressHash],
        set: { lastSuccessAt: at, failures: 0, lastFailureAt: null, waitUntil: null },
      });
  },

  async insertFailure(
    db: DbOrTx,
    f: { userId: string; at: Date; knownAddress: boolean },
  ): Promise<number> {
    const [row] = await db.insert(signInFailures).values(f).returning({ id: signInFailures.id });
    if (!row) throw new Error('sign-in failure insert returned nothing');
    return row.id;
  },

  async deleteFailure(db: DbOrTx, id: number): Promise<void> {
    await db.delete(signInFailures).where(eq(signInFailures.id, id));
  },

  async countFailuresSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(signInFailures)
      .where(and(eq(signInFailures.userId, userId), gt(signInFailures.at, since)));
    return row?.n ?? 0;
  },

  /**
   * Drops what no window reads any more: failures before `failuresBefore`, and addresses that
   * never signed in and have been quiet since `strangersBefore`.
   */
  async prune(
    db: DbOrTx,
    userId: string,
    failuresBefore: Date,
    strangersBefore: Date,
  ): Promise<void> {
    await db
      .delete(signInFailures)
      .where(and(eq(signInFailures.userId, userId), lte(signInFailures.at, failuresBefore)));
    await db
      .delete(signInAddresses)
      .where(
        and(
          eq(signInAddresses.userId, userId),
          isNull(signInAddresses.lastSuccessAt),
          or(
            isNull(signInAddresses.lastFailureAt),
            lt(signInAddresses.lastFailureAt, strangersBefore),
          ),
        ),
      );
  },

  /**
   * True when this caller may send the owner's e-mail now: none was sent since `windowStart`.
   * One conditional upsert, so racing instances cannot both win.
   */
  async takeAlert(db: DbOrTx, userId: string, at: Date, windowStart: Date): Promise<boolean> {
    const rows = await db
      .insert(signInAlerts)
      .values({ userId, lastSentAt: at })
      .onConflictDoUpdate({
        target: signInAlerts.userId,
        set: { lastSentAt: at },
        setWhere: lte(signInAlerts.lastSentAt, windowStart),
      })
      .returning({ userId: signInAlerts.userId });
    return rows.length > 0;
  },
};
