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
