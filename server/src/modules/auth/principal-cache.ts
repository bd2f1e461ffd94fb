import type { SessionRow, UserRow } from '../../db/schema';

/** The channel of migration 0024's triggers: 'u:<user id>' or 's:<session id>' per change. */
export const PRINCIPAL_CHANNEL = 'alinhavo_principal';

export interface ActiveSession {
  session: SessionRow;
  user: UserRow;
}

export interface PrincipalCacheOptions {
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  /** A backstop: an entry is read again from the database after this long. */
  ttlMs?: number;
  /** After a change of an account or session, how long its reads are not kept. */
  coolDownMs?: number;
  now?: () => number;
}

/**
 * The session check of every authenticated request, kept in memory between changes: the
 * database tells every instance at commit which accounts and sessions changed (migration 0024's
 * triggers on `users` and `sessions`), and their entries go. So a logout, a suspension or a
 * profile save is seen by the next request on any instance, while a request that changes nothing
 * costs no query (the round trip was most of `GET /user/users/me/`).
 *
 * Nothing is served while the notifications cannot be heard (not listening yet, or the line
 * dropped): then every request asks the database, as before.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { found: ActiveSession; storedAt: number }>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  /** Keys ('u:…' / 's:…') invalidated recently, with the invalidation's number. */
  private readonly recent = new Map<string, { seq: number; at: number }>();
  private seq = 0;
  private clearedAt = 0;
  private live = false;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly coolDownMs: number;
  private readonly now: () => number;

  constructor(options: PrincipalCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 20_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.coolDownMs = options.coolDownMs ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The live session of this id and user, if it is held and still good. */
  get(sessionId: string, userId: string): ActiveSession | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    const now = this.now();
    if (
      entry.found.user.id !== userId ||
      now - entry.storedAt >= this.ttlMs ||
      entry.found.session.expiresAt.getTime() <= now
    ) {
      this.drop(sessionId);
      return undefined;
    }
    return entry.found;
  }

  /** Taken before reading the database; `store` refuses a read older than an invalidation. */
  ticket(): { seq: number; at: number } {
    return { seq: this.seq, at: this.now() };
  }

  store(found: ActiveSession, ticket: { seq: number; at: number }): void {
    if (!this.live) return;
    const now = this.now();
    // `recent` keeps invalidations for one TTL: a read that took longer is not kept at all.
    if (now - ticket.at >= this.ttlMs || ticket.seq < this.clearedAt) return;
    for (const key of [`s:${found.session.id}`, `u:${found.user.id}`]) {
      const hit = this.recent.get(key);
      // Changed after the read began, or so recently that the change's transaction may not have
      // committed yet (this process drops its own writes before sending them).
      if (hit && (hit.seq > ticket.seq || now - hit.at < this.coolDownMs)) return;
    }
    this.drop(found.session.id);
    // Shared by every request of this session until it changes: nobody may edit it in place.
    Object.freeze(found.user);
    Object.freeze(found.session);
    this.entries.set(found.session.id, { found, storedAt: now });
    let sessions = this.sessionsOfUser.get(found.user.id);
    if (!sessions) this.sessionsOfUser.set(found.user.id, (sessions = new Set()));
    sessions.add(found.session.id);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
  }

  /** A notification's payload, or a change this instance made and knows of. */
  invalidate(key: string): void {
    const now = this.now();
    this.recent.set(key, { seq: ++this.seq, at: now });
    if (this.recent.size > 1_000) this.pruneRecent(now);
    if (key.startsWith('s:')) {
      this.drop(key.slice(2));
    } else if (key.startsWith('u:')) {
      for (const sessionId of this.sessionsOfUser.get(key.slice(2)) ?? []) this.drop(sessionId);
    } else {
      this.clear(); // a payload we do not know: be safe
    }
  }

  /** Listening started or stopped: whatever was held may have missed changes. */
  setLive(live: boolean): void {
    this.live = live;
    this.clear();
  }

  clear(): void {
    // Reads in flight began before this: `recent` no longer names what they missed, so the
    // sequence refuses them all.
    this.clearedAt = ++this.seq;
    this.entries.clear();
    this.sessionsOfUser.clear();
    this.recent.clear();
  }

  private drop(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const sessions = this.sessionsOfUser.get(entry.found.user.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.sessionsOfUser.delete(entry.found.user.id);
  }

  private pruneRecent(now: number): void {
    for (const [key, hit] of this.recent) if (now - hit.at >= this.ttlMs) this.recent.delete(key);
  }
}
