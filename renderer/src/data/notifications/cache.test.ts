import type { NotificationSync } from '@alinhavo/shared/schemas/notification';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aNotification, uuid } from '../../test/notifications-kit';
import { serveApi, ok } from '../../test/fake-server';
import { db, deleteDb } from '../db';
import { emitServerEventForTest } from '../realtime/realtime';
import { notificationsFromCache, startNotificationsCache, syncNotifications } from './cache';

const answer = (a: Partial<NotificationSync>): NotificationSync => ({
  notifications: [],
  deleted: [],
  total: 0,
  unread: 0,
  read: 0,
  server_time: '2026-11-22T10:00:00.000Z',
  reset: false,
  ...a,
});

const cachedIds = async () => (await db.notifications.toArray()).map((n) => n.id).sort();

beforeEach(async () => {
  await deleteDb();
});

describe('notification sync', () => {
  it('a reset keeps what was pushed after its snapshot, in the pushed version', async () => {
    const pushed = aNotification(3, { is_read: true, updated_at: '2026-11-22T10:30:00.000Z' });
    const pushedNew = aNotification(4, { updated_at: '2026-11-22T10:45:00.000Z' });
    await db.notifications.bulkPut([pushed, pushedNew]);
    serveApi({
      'GET /notifications/sync/': () =>
        ok(
          answer({
            notifications: [
              aNotification(1),
              { ...pushed, is_read: false, updated_at: '2026-11-22T09:30:00.000Z' },
            ],
            reset: true,
          }),
        ),
    });
    await syncNotifications();
    expect((await db.notifications.get(uuid(3)))?.is_read).toBe(true);
    expect(await db.notifications.get(uuid(4))).toBeDefined();
    expect(await db.notifications.get(uuid(1))).toBeDefined();
  });

  it('resets first, then sends the cursor, and keeps the totals of the list', async () => {
    const queries: unknown[] = [];
    let reply = answer({
      notifications: [aNotification(1), aNotification(2, { is_read: true })],
      total: 150,
      unread: 40,
      read: 110,
      reset: true,
    });
    serveApi({
      'GET /notifications/sync/': (config) => {
        queries.push(config.params);
        return ok(reply);
      },
    });
    // Held from before the server's snapshot (10:00), so the reset drops it...
    await db.notifications.put(aNotification(7, { updated_at: '2026-11-22T09:00:00.000Z' }));
    await syncNotifications();
    expect(await cachedIds()).toEqual([uuid(1), uuid(2)]);
    expect((await db.syncState.get('notifications'))?.counters).toEqual({
      total: 150,
      unread: 40,
      read: 110,
    });

    reply = answer({
      notifications: [aNotification(1, { is_read: true })],
      deleted: [uuid(2)],
      total: 149,
      unread: 39,
      read: 110,
      server_time: '2026-11-22T11:00:00.000Z',
    });
    await syncNotifications();
    expect(queries).toEqual([
      { updated_since: undefined },
      { updated_since: '2026-11-22T10:00:00.000Z' },
    ]);
    expect(await db.notifications.toArray()).toEqual([
      expect.objectContaining({ id: uuid(1), is_read: true }),
    ]);
    expect((await db.syncState.get('notifications'))?.counters?.total).toBe(149);
  });
});

describe('realtime events', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('land in the cache once, by id', async () => {
    serveApi({ 'GET /notifications/sync/': () => ok(answer({ reset: true })) });
    stop = startNotificationsCache();
    window.dispatchEvent(new Event('online'));
    await expect.poll(async () => db.syncState.get('notifications')).toBeDefined();
    const fresh = aNotification(3);
    emitServerEventForTest('notification:created', fresh);
    emitServerEventForTest('notification:created', fresh);
    emitServerEventForTest('notification:created', aNotification(4));
    await expect.poll(cachedIds).toEqual([uuid(3), uuid(4)]);
    emitServerEventForTest('notification:updated', {
      ids: [uuid(3)],
      is_read: true,
      updated_at: '2026-11-22T12:00:00.000Z',
    });
    await expect
      .poll(async () => (await db.notifications.get(uuid(3)))?.updated_at)
      .toBe('2026-11-22T12:00:00.000Z');
    expect((await db.notifications.get(uuid(3)))?.is_read).toBe(true);
    emitServerEventForTest('notification:deleted', { id: uuid(4) });
    await expect.poll(cachedIds).toEqual([uuid(3)]);
  });
});

describe('the list answered from the cache', () => {
  it('newest first; counted on the device when it holds every row, else the synced totals', () => {
    const rows = [aNotification(3), aNotification(1, { is_read: true }), aNotification(2)];
    const complete = notificationsFromCache(rows, {
      counters: { total: 3, unread: 1, read: 2 },
      complete: true,
    });
    expect(complete.rows.map((n) => n.id)).toEqual([uuid(1), uuid(2), uuid(3)]);
    // Read on the device after the sync: the rows tell the truth.
    expect(complete.counters).toEqual({ total: 3, unread: 2, read: 1 });
    // Deleted on the device since: still every row, still counted here.
    expect(
      notificationsFromCache(rows.slice(1), {
        counters: { total: 3, unread: 1, read: 2 },
        complete: true,
      }).counters,
    ).toEqual({ total: 2, unread: 1, read: 1 });
    const partial = notificationsFromCache(rows, {
      counters: { total: 120, unread: 30, read: 90 },
      complete: false,
    });
    expect(partial.counters).toEqual({ total: 120, unread: 30, read: 90 });
  });
});
