import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { db, type SyncScope, type SyncStateRow } from './db';
import { onResync } from './realtime/realtime';

/** What every GET …/sync/ answers besides its rows (DESIGN §5 sync). */
export interface SyncAnswer {
  deleted: string[];
  server_time: string;
  reset: boolean;
}

const running = new Map<string, Promise<unknown>>();

/** One run per key at a time: callers asking while it runs share its promise. */
export function singleFlight<T>(key: string, run: () => Promise<T>): Promise<T> {
  let current = running.get(key) as Promise<T> | undefined;
  if (!current) {
    current = run().finally(() => running.delete(key));
    running.set(key, current);
  }
  return current;
}

/**
 * Waits for the run of `key` in progress, if any, whatever its outcome: a change made on the
 * device after it is not overwritten by an answer the server gave before the change.
 */
export async function whenSettled(key: string): Promise<void> {
  await running.get(key)?.catch(() => undefined);
}

/** The cursor of one cached list, or undefined before its first sync. */
export const cursorOf = async (scope: SyncScope) => (await db.syncState.get(scope))?.serverTime;

/** A row's version, when it carries one (`updated_at`). */
const versionOf = (row: unknown): number | undefined => {
  const at = (row as { updated_at?: unknown } | undefined)?.updated_at;
  return typeof at === 'string' ? Date.parse(at) : undefined;
};

/**
 * The rows of an answer that may replace what the device holds: a row held in a newer version
 * (an event pushed while the request was on its way) stays. Equal versions take the answer.
 */
export async function newerThanHeld<T>(
  table: Table<T, string>,
  rows: readonly T[],
  idOf: (row: T) => string,
): Promise<T[]> {
  if (rows.length === 0 || versionOf(rows[0]) === undefined) return [...rows];
  const held = await table.bulkGet(rows.map(idOf));
  return rows.filter((row, i) => {
    const had = versionOf(held[i]);
    return had === undefined || had <= (versionOf(row) ?? Infinity);
  });
}

/**
 * Applies one sync answer in one transaction: the list replaced when the server says `reset`
 * (`clear` says what the list is when it is not the whole table; rows pushed after the server's
 * snapshot stay), deleted ids out, changed rows in unless the device holds them newer, and the
 * cursor moved on.
 */
export async function applySync<T>(
  table: Table<T, string>,
  scope: SyncScope,
  answer: SyncAnswer,
  rows: readonly T[],
  options: {
    /**
     * Empties the list before a reset when it is not the whole table; `pushedLater` tells the
     * rows to keep (changed after the server's snapshot, so pushed while the answer travelled).
     */
    clear?: (pushedLater: (row: T) => boolean) => Promise<unknown>;
    counters?: SyncStateRow['counters'];
    /** Whether the table then holds the whole list, judged from what it holds after the sync. */
    complete?: (held: number) => boolean;
  } = {},
): Promise<void> {
  await db.transaction('rw', table, db.syncState, async () => {
    if (answer.reset) {
      // A reset replaces the list, except rows pushed after the server took its snapshot: an
      // answer that arrives after them must not bring their older version back.
      const snapshot = Date.parse(answer.server_time);
      const pushedLater = (row: T) => (versionOf(row) ?? -Infinity) > snapshot;
      await (options.clear
        ? options.clear(pushedLater)
        : table.filter((row) => !pushedLater(row)).delete());
    }
    if (answer.deleted.length > 0) await table.bulkDelete(answer.deleted);
    const key = table.schema.primKey.keyPath as string;
    const newer = await newerThanHeld(table, rows, (row) => (row as Record<string, string>)[key]!);
    if (newer.length > 0) await table.bulkPut(newer);
    await db.syncState.put({
      scope,
      serverTime: answer.server_time,
      syncedAt: new Date().toISOString(),
      ...(options.counters ? { counters: options.counters } : {}),
      ...(options.complete ? { complete: options.complete(await table.count()) } : {}),
    });
  });
}

/** The cursor row of a list, live (null before its first sync). */
export function useSyncState(scope: SyncScope | null): SyncStateRow | null {
  return useLiveQuery(
    async () => (scope ? ((await db.syncState.get(scope)) ?? null) : null),
    [scope],
    null,
  );
}

/**
 * Runs `listener` when the line comes back: the browser says it is online again, or the socket
 * (re)connected (DESIGN §6). Returns the unsubscribe.
 */
export function onBackOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  const stopResync = onResync(listener);
  return () => {
    window.removeEventListener('online', listener);
    stopResync();
  };
}

/** `onBackOnline` while the component is mounted (latest handler wins). */
export function useBackOnline(handler: () => void): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => onBackOnline(() => ref.current()), []);
}

/**
 * Runs `handler` when the browser says the line dropped, while the component is mounted: a
 * screen that shows the device's copy tries the server once, and its failure marks the list as
 * offline at once instead of at the next action.
 */
export function useWentOffline(handler: () => void): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    const listener = () => ref.current();
    window.addEventListener('offline', listener);
    return () => window.removeEventListener('offline', listener);
  }, []);
}

/** An app opened again this soon after a list's last sync does not ask for it at start. */
const FRESH_AT_START_MS = 15_000;

/**
 * `onBackOnline` for the sync of one list: every time the line comes back it runs, except the
 * first time (the app's first connection) when the list was synced moments ago, by a page this
 * one replaced (a reload).
 */
export function syncWhenBackOnline(scope: SyncScope, run: () => void): () => void {
  let first = true;
  return onBackOnline(() => {
    if (!first) return run();
    first = false;
    db.syncState
      .get(scope)
      .then((row) => {
        if (!row || Date.now() - Date.parse(row.syncedAt) >= FRESH_AT_START_MS) run();
      })
      .catch(run);
  });
}
