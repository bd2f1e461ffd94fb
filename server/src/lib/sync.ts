import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SYNC_MAX_ROWS } from '@alinhavo/shared/rules/limits';
import type { DbOrTx } from '../db/client';
import { affectedRowsOf, onlyRowOf } from './sql-rows';

/**
 * Offline cache sync (DESIGN §5, §7). The cursor handed back trails the database clock by an
 * overlap, so a row committed by a transaction that started just before this answer is sent
 * again next time instead of being missed; a cursor older than the tombstones are kept (or an
 * answer with too many changes) gets the whole list again (`reset`).
 */
export const SYNC_OVERLAP_MS = 5_000;
export const SYNC_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const SYNC_MAX_CHANGES = SYNC_MAX_ROWS;

export interface SyncWindow {
  /** Pass back as updated_since next time. */
  serverTime: string;
  /** The device's cursor, when it is recent enough to send only what changed. */
  since: Date | undefined;
}

const nowRow = z.object({ now: z.coerce.date() });

/** The database's clock (not this instance's), and whether `since` can be answered by changes. */
export async function syncWindow(
  db: DbOrTx,
  updatedSince: string | undefined,
): Promise<SyncWindow> {
  const result = await db.execute(sql`select now() as now`);
  const now = onlyRowOf(result, nowRow).now.getTime();
  const since = updatedSince ? new Date(updatedSince) : undefined;
  return {
    serverTime: new Date(now - SYNC_OVERLAP_MS).toISOString(),
    since: since && now - since.getTime() < SYNC_MAX_AGE_MS ? since : undefined,
  };
}

/**
 * Tombstones outlive every cursor that can still ask for changes; older ones only take room
 * (a device that old gets `reset`). The count removed.
 */
export async function pruneTombstones(db: DbOrTx): Promise<number> {
  const days = SYNC_MAX_AGE_MS / (24 * 60 * 60 * 1000);
  let removed = 0;
  for (const table of ['demand_tombstones', 'message_tombstones', 'notification_tombstones']) {
    const result = await db.execute(
      sql`delete from ${sql.identifier(table)} where deleted_at < now() - make_interval(days => ${days})`,
    );
    removed += affectedRowsOf(result);
  }
  return removed;
}
