import { notificationsApi } from '@alinhavo/shared/api/notifications';
import { notificationsList } from '@alinhavo/shared/rules/notification-lists';
import type { Notification } from '@alinhavo/shared/schemas/notification';
import { api } from '../api';
import { throttledSync } from '../sync-throttle';
import { db, type SyncStateRow } from '../db';
import { onServerEvent } from '../realtime/realtime';
import { applySync, cursorOf, singleFlight, syncWhenBackOnline, whenSettled } from '../sync-state';

export type NotificationCounters = NonNullable<SyncStateRow['counters']>;

/**
 * Brings the cached notifications up to date with GET /notifications/sync/ (DESIGN §7): new and
 * changed ones in, deleted ones out, the newest ones only on `reset`, and the totals of the list.
 * Throws when offline: the cache stays.
 */
/** A change on the device waits for a sync in progress, so its older answer cannot undo it. */
export const notificationsSettled = () => whenSettled('notifications');

export function syncNotifications(): Promise<void> {
  return singleFlight('notifications', async () => {
    const answer = await api.call(notificationsApi.sync, {
      query: { updated_since: await cursorOf('notifications') },
    });
    await applySync(db.notifications, 'notifications', answer, answer.notifications, {
      counters: { total: answer.total, unread: answer.unread, read: answer.read },
      complete: (held) => held >= answer.total,
    });
  });
}

/** Rows the server just sent (a page of the list, an event): the cache learns them. */
export async function rememberNotifications(rows: readonly Notification[]): Promise<void> {
  if (rows.length > 0) await db.notifications.bulkPut([...rows]);
}

export async function readStateInCache(
  ids: readonly string[],
  isRead: boolean,
  updatedAt?: string,
): Promise<void> {
  await db.notifications
    .where('id')
    .anyOf([...ids])
    .modify((n) => {
      n.is_read = isRead;
      if (updatedAt) n.updated_at = updatedAt;
    });
}

export async function allReadInCache(): Promise<void> {
  await db.notifications.toCollection().modify({ is_read: true });
}

export async function forgetNotification(id: string): Promise<void> {
  await db.notifications.delete(id);
}

/**
 * The Notificações list as the device holds it, by the server's rules: newest first, counted on
 * the device when it holds every notification, else with the totals of the last sync.
 */
export function notificationsFromCache(
  rows: readonly Notification[],
  state: Pick<SyncStateRow, 'counters' | 'complete'> | undefined,
): { rows: Notification[]; counters: NotificationCounters; complete: boolean } {
  const list = notificationsList(rows);
  const complete = state?.complete ?? !(state?.counters && state.counters.total > rows.length);
  if (!complete && state?.counters) return { rows: list.rows, counters: state.counters, complete };
  return { ...list, complete: true };
}

const SETTLE_MS = 800;
let settleTimer: ReturnType<typeof setTimeout> | undefined;

/** Something changed: once the burst is over, the cache asks for the rows and totals again. */
export function notificationsChanged(): void {
  clearTimeout(settleTimer);
  settleTimer = setTimeout(() => void syncNotifications().catch(() => undefined), SETTLE_MS);
}

/**
 * Keeps the device's copy of the notifications current while someone is signed in: realtime
 * events land in Dexie (de-duplicated by id) and every (re)connection (or the browser back online)
 * pulls what changed since the last cursor (DESIGN §6, §7). Started once, by the shell.
 */
export function startNotificationsCache(): () => void {
  const ignore = () => undefined;
  const sync = () => throttledSync('notifications', syncNotifications, { force: true });
  const off = [
    onServerEvent('notification:created', (row) => {
      void rememberNotifications([row]).catch(ignore);
      notificationsChanged();
    }),
    onServerEvent('notification:updated', ({ ids, is_read, updated_at }) => {
      void readStateInCache(ids, is_read, updated_at).catch(ignore);
      notificationsChanged();
    }),
    onServerEvent('notification:deleted', ({ id }) => {
      void forgetNotification(id).catch(ignore);
      notificationsChanged();
    }),
    // The bell needs the list at once, socket or not; the first connection then finds it fresh.
    syncWhenBackOnline('notifications', sync),
  ];
  sync();
  return () => {
    clearTimeout(settleTimer);
    off.forEach((unsubscribe) => unsubscribe());
  };
}
