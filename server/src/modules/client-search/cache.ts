/**
 * A small in-process cache of answers by key, each kept for `ttlMs` from when it was asked.
 * Callers asking for the same key while it loads share the one load; a failed load is not kept.
 * At most `maxEntries` keys: the oldest goes first, so varied queries cannot grow the process.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  /** Drops a key, so the next ask loads it again (a change this instance made). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && at - hit.at < this.ttlMs) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { at, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}
