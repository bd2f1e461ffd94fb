import { describe, expect, it } from 'vitest';
import type { SessionRow, UserRow } from '../../db/schema';
import { PrincipalCache, type ActiveSession } from './principal-cache';

let clock = 1_000_000;
const now = () => clock;

function active(userId: string, sessionId: string, expiresInMs = 3_600_000): ActiveSession {
  return {
    user: { id: userId } as UserRow,
    session: { id: sessionId, userId, expiresAt: new Date(clock + expiresInMs) } as SessionRow,
  };
}

function liveCache(opts: { maxEntries?: number; ttlMs?: number } = {}) {
  const cache = new PrincipalCache({ now, ...opts });
  cache.setLive(true);
  return cache;
}

describe('PrincipalCache', () => {
  it('serves what was stored for the same session and user', () => {
    const cache = liveCache();
    cache.store(active('u1', 's1'), cache.ticket());
    expect(cache.get('s1', 'u1')?.user.id).toBe('u1');
    expect(cache.get('s1', 'u2')).toBeUndefined();
    expect(cache.get('s2', 'u1')).toBeUndefined();
  });

  it('serves nothing and keeps nothing while the notifications cannot be heard', () => {
    const cache = new PrincipalCache({ now });
    cache.store(active('u1', 's1'), cache.ticket());
    expect(cache.size).toBe(0);
    cache.setLive(true);
    cache.store(active('u1', 's1'), cache.ticket());
    expect(cache.get('s1', 'u1')).toBeDefined();
    cache.setLive(false);
    expect(cache.get('s1', 'u1')).toBeUndefined();
    cache.setLive(true);
    expect(cache.get('s1', 'u1')).toBeUndefined(); // what was held may have missed a change
  });

  it("drops a session on 's:' and every session of an account on 'u:'", () => {
    const cache = liveCache();
    cache.store(active('u1', 's1'), cache.ticket());
    cache.store(active('u1', 's2'), cache.ticket());
    cache.store(active('u2', 's3'), cache.ticket());
    cache.invalidate('s:s1');
    expect(cache.get('s1', 'u1')).toBeUndefined();
    expect(cache.get('s2', 'u1')).toBeDefined();
    cache.invalidate('u:u1');
    expect(cache.get('s2', 'u1')).toBeUndefined();
    expect(cache.get('s3', 'u2')).toBeDefined();
    cache.invalidate('something else');
    expect(cache.size).toBe(0);
  });

  it('refuses a read that began before a change of its account, session or a reconnect', () => {
    const cache = liveCache();
    const before = cache.ticket();
    cache.invalidate('u:u1');
    cache.store(active('u1', 's1'), before);
    expect(cache.get('s1', 'u1')).toBeUndefined();

    const beforeSession = cache.ticket();
    cache.invalidate('s:s2');
    cache.store(active('u2', 's2'), beforeSession);
    expect(cache.get('s2', 'u2')).toBeUndefined();

    const unrelated = cache.ticket();
    cache.invalidate('u:someone-else');
    cache.store(active('u3', 's3'), unrelated);
    expect(cache.get('s3', 'u3')).toBeDefined();

    // A read that began after a change, within a second of it (its transaction may still be
    // open), is not kept either; later it is.
    cache.invalidate('u:u5');
    cache.store(active('u5', 's5'), cache.ticket());
    expect(cache.get('s5', 'u5')).toBeUndefined();
    clock += 1_000;
    cache.store(active('u5', 's5'), cache.ticket());
    expect(cache.get('s5', 'u5')).toBeDefined();

    const beforeDrop = cache.ticket();
    cache.setLive(false);
    cache.setLive(true);
    cache.store(active('u4', 's4'), beforeDrop);
    expect(cache.get('s4', 'u4')).toBeUndefined();
  });

  it('reads again after the TTL and never past the session end', () => {
    const cache = liveCache({ ttlMs: 1_000 });
    cache.store(active('u1', 's1'), cache.ticket());
    cache.store(active('u2', 's2', 500), cache.ticket());
    clock += 600;
    expect(cache.get('s2', 'u2')).toBeUndefined();
    expect(cache.get('s1', 'u1')).toBeDefined();
    clock += 400;
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('keeps at most maxEntries, the oldest going first, and freezes what it shares', () => {
    const cache = liveCache({ maxEntries: 2 });
    for (const n of [1, 2, 3]) cache.store(active(`u${n}`, `s${n}`), cache.ticket());
    expect(cache.size).toBe(2);
    expect(cache.get('s1', 'u1')).toBeUndefined();
    const held = cache.get('s3', 'u3');
    expect(Object.isFrozen(held?.user)).toBe(true);
  });
});
