import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Table } from 'dexie';
import { db, type CachedDemand } from '../db';
import { newerThanHeld } from '../sync-state';
import { toCached } from './cache';

/**
 * Rows the server answered (a page, a write) go into one of the device's demand tables; a row it
 * already holds in a newer version (pushed meanwhile) stays. Equal versions take the answer: the
 * same row again changes nothing.
 */
export async function putNewest(
  table: Table<CachedDemand, string>,
  rows: readonly Demand[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction('rw', table, async () => {
    const newer = await newerThanHeld(table, rows.map(toCached), (d) => d.id);
    if (newer.length > 0) await table.bulkPut(newer);
  });
}
