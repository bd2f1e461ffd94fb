import { NOTIFICATION_TEXTS as T } from '@alinhavo/shared/messages/notifications';
import type { Notification } from '@alinhavo/shared/schemas/notification';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../data/api';
import {
  allReadInCache,
  forgetNotification,
  notificationsChanged,
  notificationsSettled,
  readStateInCache,
  rememberNotifications,
  syncNotifications,
} from '../../data/notifications/cache';
import { notificationsClient } from '../../data/notifications/api';
import { useNotificationsView } from '../../data/notifications/hooks';
import { useBackOnline } from '../../data/sync-state';
import { notify } from '../../ui/notify';

/** Spec §9 page size. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

const loadMessage = (error: unknown) =>
  error instanceof ApiError && error.isNetworkError ? error.message : T.loadFailed;

/**
 * The Notificações list (spec §2, §4), read from the device: the rows and counters
 * Dexie holds, which realtime events and syncs keep current. The person's actions change Dexie
 * at once and go back as they were, with the spec's text, when the server refuses them.
 */
export function useNotifications() {
  const view = useNotificationsView();
  const [shown, setShown] = useState(NOTIFICATIONS_PAGE_SIZE);
  const [syncError, setSyncError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);

  /** Asks the server what changed; a failure leaves the device's copy on screen, marked offline. */
  const refresh = useCallback(
    () =>
      syncNotifications().then(
        () => setSyncError(null),
        (error: unknown) => setSyncError(loadMessage(error)),
      ),
    [],
  );
  useEffect(() => {
    let mounted = true;
    syncNotifications().then(
      () => mounted && setSyncError(null),
      (error: unknown) => mounted && setSyncError(loadMessage(error)),
    );
    return () => {
      mounted = false;
    };
  }, []);
  useBackOnline(() => void refresh());

  async function loadMore() {
    if (!view) return;
    const wanted = shown + NOTIFICATIONS_PAGE_SIZE;
    // Older than what the device holds: the server's next page joins the device's copy.
    if (!view.complete && wanted > view.rows.length) {
      setLoadingMore(true);
      try {
        const page = Math.ceil(wanted / NOTIFICATIONS_PAGE_SIZE);
        const list = await notificationsClient.list({ page, pageSize: NOTIFICATIONS_PAGE_SIZE });
        await rememberNotifications(list.notifications);
      } catch {
        notify.error(T.fetchFailed);
        return;
      } finally {
        setLoadingMore(false);
      }
    }
    setShown(wanted);
  }

  /** True once the notification is read (or already was). */
  async function markRead(n: Notification): Promise<boolean> {
    if (n.is_read) return true;
    await notificationsSettled();
    await readStateInCache([n.id], true);
    try {
      const row = await notificationsClient.markRead(n.id);
      await readStateInCache([n.id], true, row.updated_at);
      notificationsChanged();
      return true;
    } catch {
      await readStateInCache([n.id], false);
      notify.error(T.markReadFailed);
      return false;
    }
  }

  async function markAllRead() {
    const unread = (view?.rows ?? []).filter((n) => !n.is_read).map((n) => n.id);
    setMarkingAll(true);
    await notificationsSettled();
    await allReadInCache();
    try {
      await notificationsClient.markAllRead();
      notificationsChanged();
      notify.success(T.markedAllRead);
    } catch {
      await readStateInCache(unread, false);
      notify.error(T.markAllReadFailed);
    } finally {
      setMarkingAll(false);
    }
  }

  /** True once the notification is gone. */
  async function remove(n: Notification): Promise<boolean> {
    await notificationsSettled();
    await forgetNotification(n.id);
    try {
      await notificationsClient.remove(n.id);
      notificationsChanged();
      notify.success(T.deleted);
      return true;
    } catch {
      await rememberNotifications([n]);
      notify.error(T.deleteFailed);
      return false;
    }
  }

  const actions = {
    loadingMore,
    markingAll,
    retry: () => void refresh(),
    loadMore,
    markRead,
    markAllRead,
    remove,
  };

  if (!view)
    return {
      ...actions,
      status: syncError === null ? ('loading' as const) : ('error' as const),
      error: syncError,
      rows: [] as Notification[],
      counters: { total: 0, unread: 0, read: 0 },
      hasMore: false,
      offline: null,
    };
  return {
    ...actions,
    status: 'ready' as const,
    error: null,
    rows: view.rows.slice(0, shown),
    counters: view.counters,
    hasMore: shown < (view.complete ? view.rows.length : view.counters.total),
    offline: syncError === null ? null : { syncedAt: view.syncedAt },
  };
}
