import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { onlyRowOf } from '../lib/sql-rows';
import { MIGRATION_LOCK_ID, type Db, type Tx } from './client';

/**
 * The rounds that several instances sharing one database must not run at once. Each has its own
 * advisory lock key; one table keeps them apart (two rounds once shared a key and skipped each
 * other's turns).
 */
const LOCKS = {
  'message-expiry': 4_242_002,
  'plan-reminders': 4_242_014,
  'payment-reconciliation': 4_242_015,
  'product-events-prune': 4_242_016,
  'lot-late': 4_242_017,
} as const satisfies Record<string, number>;

export type LockName = keyof typeof LOCKS;

/** The advisory-lock key of a round (tests hold it to play another instance). */
export const lockKey = (lock: LockName): number => LOCKS[lock];

const lockIds: number[] = [MIGRATION_LOCK_ID, ...Object.values(LOCKS)];
if (new Set(lockIds).size !== lockIds.length) throw new Error('advisory lock keys must differ');

const lockedRow = z.object({ locked: z.boolean() });

/**
 * Runs `fn` in a transaction that holds the round's lock, or returns null at once when another
 * instance holds it. The lock goes with the commit, so a crashed instance never keeps it.
 */
export async function runExclusive<T>(
  db: Db,
  lock: LockName,
  fn: (tx: Tx) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${LOCKS[lock]}) as locked`,
    );
    if (!onlyRowOf(result, lockedRow).locked) return null;
    return fn(tx);
  });
}

interface PoolLike {
  connect(): Promise<{
    query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
    release(): void;
  }>;
  totalCount: number;
}

function isPool(client: unknown): client is PoolLike {
  return (
    typeof client === 'object' &&
    client !== null &&
    'totalCount' in client &&
    typeof (client as { connect?: unknown }).connect === 'function'
  );
}

/**
 * For a round that calls out over the network between its own transactions, so its lock cannot
 * be one transaction's: on PostgreSQL a session lock held on one pooled connection for the round.
 * The embedded PGlite belongs to one process, so there is no other instance to keep out (and a
 * transaction held open would block its only connection). Null when another instance holds it.
 */
export async function runExclusiveAcrossTransactions<T>(
  db: Db,
  lock: LockName,
  fn: () => Promise<T>,
): Promise<T | null> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!isPool(client)) return fn();
  const conn = await client.connect();
  try {
    const { rows } = await conn.query('select pg_try_advisory_lock($1) as locked', [LOCKS[lock]]);
    if (!lockedRow.parse(rows[0] ?? { locked: false }).locked) return null;
    try {
      return await fn();
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [LOCKS[lock]]);
    }
  } finally {
    conn.release();
  }
}
