import type { Table } from 'dexie';
import { db, refreshedThisStart } from '../db';

/**
 * Runs `task` at most once per app start for `key`; callers asking at the same time share it.
 * A failure (offline, server down) keeps the cached rows and lets the next screen try again.
 */
export function refreshOnce(key: string, task: () => Promise<void>): Promise<void> {
  let running = refreshedThisStart.get(key);
  if (!running) {
    running = task().catch(() => {
      refreshedThisStart.delete(key);
    });
    refreshedThisStart.set(key, running);
  }
  return running;
}

/** The server's list becomes the table's content in one step (removed items go too). */
export async function replaceRows<T>(table: Table<T, number>, rows: T[]): Promise<void> {
  await db.transaction('rw', table, async () => {
    await table.clear();
    await table.bulkPut(rows);
  });
}
