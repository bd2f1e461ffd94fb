import { NOTIFICATION_TEXTS as T } from '@alinhavo/shared/messages/notifications';
import type { Notification } from '@alinhavo/shared/schemas/notification';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../data/api';
import { throttledSync } from '../../data/cached-remote';
import {
  allReadInCache,
  forgetNotification,
  notificationsChanged,
  notificationsFromCache,
  readStateInCache,
  rememberNotifications,
  syncNotifications,
} from '../../data/notifications/cache';
import { notificationsClient } from '../../data/notifications/api';
import { useCachedNotifications } from '../../data/notifications/hooks';
import { unreadCount } from '../../data/notifications/unread-count';
import { useServerEvent } from '../../data/realtime/hooks';
import { useBackOnline, useSyncState } from '../../data/sync-state';
import { notify } from '../../ui/notify';
import { initialNotificationsState, notificationsReducer } from './notifications-state';

/** Spec §9 page size. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

const loadMessage = (error: unknown) =>
  error instanceof ApiError && error.isNetworkError ? error.message : T.loadFailed;

/**
 * The Notificações list: pages newest first, its counters, the person's actions and the realtime
 * events of their notifications (spec §4: any change reloads the list).
 */
export function useNotifications() {
  const [state, dispatch] = useReducer(notificationsReducer, initialNotificationsState);
  const [loadingMore, setLoadingMore] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const rowsRef = useRef(state.rows);
  useEffect(() => {
    rowsRef.current = state.rows;
  });
  const controller = useRef<AbortController | null>(null);
  const cachedRows = useCachedNotifications();
  const synced = useSyncState('notifications');
  const local = useMemo(
    () => (cachedRows ? notificationsFromCache(cachedRows, synced?.counters) : null),
    [cachedRows, synced],
  );

  /** Page 1 again; `quiet` keeps the list on screen (a resync), a failure then changes nothing. */
  const reload = useCallback(async (quiet = false) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    if (!quiet) dispatch({ type: 'loading' });
    try {
      const list = await notificationsClient.list(
        { page: 1, pageSize: NOTIFICATIONS_PAGE_SIZE },
        current.signal,
      );
      if (current.signal.aborted) return;
      unreadCount.track(list.notifications);
      dispatch({ type: 'loaded', list, append: false });
      void rememberNotifications(list.notifications).catch(() => undefined);
      throttledSync('notifications', syncNotifications);
    } catch (error) {
      if (!current.signal.aborted && !quiet)
        dispatch({ type: 'failed', message: loadMessage(error) });
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => controller.current?.abort();
  }, [reload]);

  /** Read or deleted somewhere this page has not loaded: only the counters need the server. */
  const refreshCounters = useCallback(async () => {
    try {
      const list = await notificationsClient.list({ page: 1, pageSize: 1 });
      dispatch({
        type: 'counters',
        counters: { total: list.total, unread: list.unread, read: list.read },
      });
    } catch {
      // The counters stay as they are; the next change or resync asks again.
    }
  }, []);

  useServerEvent('notification:created', (row) => dispatch({ type: 'created', row }));
  useServerEvent('notification:updated', ({ ids, is_read, updated_at }) => {
    const known = new Set(rowsRef.current.map((n) => n.id));
    dispatch({ type: 'readState', ids, isRead: is_read, updatedAt: updated_at });
    if (ids.some((id) => !known.has(id))) void refreshCounters();
  });
  useServerEvent('notification:deleted', ({ id }) => {
    const known = rowsRef.current.some((n) => n.id === id);
    dispatch({ type: 'removed', id });
    if (!known) void refreshCounters();
  });
  useBackOnline(() => void reload(true));

  async function loadMore() {
    setLoadingMore(true);
    try {
      const list = await notificationsClient.list({
        page: state.page + 1,
        pageSize: NOTIFICATIONS_PAGE_SIZE,
      });
      unreadCount.track(list.notifications);
      dispatch({ type: 'loaded', list, append: true });
      void rememberNotifications(list.notifications).catch(() => undefined);
    } catch {
      notify.error(T.fetchFailed);
    } finally {
      setLoadingMore(false);
    }
  }

  /** True once the notification is read (or already was). */
  async function markRead(n: Notification): Promise<boolean> {
    if (n.is_read) return true;
    try {
      const row = await notificationsClient.markRead(n.id);
      dispatch({ type: 'readState', ids: [n.id], isRead: true, updatedAt: row.updated_at });
      unreadCount.read([n.id]);
      void readStateInCache([n.id], true, row.updated_at).catch(() => undefined);
      notificationsChanged();
      return true;
    } catch {
      notify.error(T.markReadFailed);
      return false;
    }
  }

  async function markAllRead() {
    setMarkingAll(true);
    try {
      await notificationsClient.markAllRead();
      dispatch({ type: 'allRead' });
      unreadCount.allRead();
      void allReadInCache().catch(() => undefined);
      notificationsChanged();
      notify.success(T.markedAllRead);
    } catch {
      notify.error(T.markAllReadFailed);
    } finally {
      setMarkingAll(false);
    }
  }

  /** True once the notification is gone. */
  async function remove(n: Notification): Promise<boolean> {
    try {
      await notificationsClient.remove(n.id);
      dispatch({ type: 'removed', id: n.id });
      unreadCount.deleted(n.id);
      void forgetNotification(n.id).catch(() => undefined);
      notificationsChanged();
      notify.success(T.deleted);
      return true;
    } catch {
      notify.error(T.deleteFailed);
      return false;
    }
  }

  const actions = {
    loadingMore,
    markingAll,
    retry: () => void reload(),
    loadMore,
    markRead,
    markAllRead,
    remove,
  };

  // Offline, or while the first page loads: the device's copy (DESIGN §7).
  if (
    local &&
    (state.status === 'error' || (state.status === 'loading' && state.rows.length === 0))
  )
    return {
      ...state,
      ...actions,
      status: 'ready' as const,
      error: null,
      rows: local.rows,
      counters: local.counters,
      hasMore: false,
      offline: state.status === 'error' ? { syncedAt: synced?.syncedAt ?? null } : null,
    };
  return {
    ...state,
    ...actions,
    hasMore: state.more && state.rows.length < state.counters.total,
    offline: null,
  };
}
