import type { Notification } from '@alinhavo/shared/schemas/notification';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';
import { notificationsFromCache, type NotificationCounters } from './cache';

export interface NotificationsView {
  rows: Notification[];
  counters: NotificationCounters;
  /** The device holds every notification: nothing more to ask the server for. */
  complete: boolean;
  /** When this device last heard from the server. */
  syncedAt: string;
}

/**
 * The notifications as this device holds them, live (the one read model): every
 * screen and the bell read this; events, syncs and the person's own actions write Dexie. Null
 * until a first sync has stored the list.
 */
export function useNotificationsView(): NotificationsView | null {
  return useLiveQuery(
    async (): Promise<NotificationsView | null> => {
      const state = await db.syncState.get('notifications');
      if (!state) return null;
      const view = notificationsFromCache(await db.notifications.toArray(), state);
      return { ...view, syncedAt: state.syncedAt };
    },
    [],
    null,
  );
}

/** What the bell shows: the unread notifications, never below 0 (spec §4). */
export function useUnreadNotificationCount(): number {
  return Math.max(0, useNotificationsView()?.counters.unread ?? 0);
}
