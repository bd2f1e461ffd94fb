import type { Remote } from './use-remote';

/** A list on screen: from the server, or from the device cache while loading or offline. */
export type CachedRemote<T> = Remote<T> & {
  reload: () => void;
  set: (update: (data: T | null) => T) => void;
  /** Set when the list shown is the cache because the server could not be reached. */
  offline: { syncedAt: string | null } | null;
};

/**
 * The server's answer when there is one; until it comes, and when it fails, the same list built
 * from the cache (DESIGN §7: lists open with the last data offline).
 */
export function withCache<T>(
  remote: Remote<T> & { reload: () => void; set: (update: (data: T | null) => T) => void },
  local: T | null,
  syncedAt: string | null,
): CachedRemote<T> {
  const set = (update: (data: T | null) => T) => remote.set((data) => update(data ?? local));
  if (remote.status === 'ready') return { ...remote, offline: null };
  if (remote.data !== null || local === null) return { ...remote, offline: null };
  if (remote.status === 'loading')
    return { status: 'ready', data: local, reload: remote.reload, set, offline: null };
  return { status: 'ready', data: local, reload: remote.reload, set, offline: { syncedAt } };
}

const lastSync = new Map<string, number>();

/**
 * Runs `sync` at most once every few seconds per key (after each server answer of a list); a
 * failure (offline) lets the next answer try again at once. `force` runs it anyway (the line came
 * back) and counts as the latest run.
 */
export function throttledSync(
  key: string,
  sync: () => Promise<unknown>,
  options: { force?: boolean; everyMs?: number } = {},
): void {
  const last = lastSync.get(key) ?? 0;
  if (!options.force && Date.now() - last < (options.everyMs ?? 3_000)) return;
  lastSync.set(key, Date.now());
  sync().catch(() => lastSync.delete(key)); // offline: the cache stays as it is
}

/** Tests and logout: the next answer syncs again at once. */
export function resetSyncThrottle(): void {
  lastSync.clear();
}
