import type { Notification } from '@alinhavo/shared/schemas/notification';
import { useEffect } from 'react';
import { create } from 'zustand';
import { onResync, onServerEvent } from '../realtime/realtime';
import { notificationsClient } from './api';

interface UnreadState {
  /** What the bell shows; never below 0 (spec §4). */
  count: number;
  /** Unread ids seen here (events, loaded pages): reading or deleting one of them lowers the count at once. */
  knownUnread: ReadonlySet<string>;
}

export const useUnreadStore = create<UnreadState>(() => ({ count: 0, knownUnread: new Set() }));

/** Bumped by every local change, so a server answer older than a change does not undo it. */
let version = 0;
const change = (update: (s: UnreadState) => Partial<UnreadState>) => {
  version += 1;
  useUnreadStore.setState(update);
};

function without(set: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const next = new Set(set);
  for (const id of ids) next.delete(id);
  return next;
}

/** Every way the unread count moves. Events and the page's own writes both land here. */
export const unreadCount = {
  /** The server's count (a fresh load or a resync). */
  set(count: number) {
    useUnreadStore.setState({ count: Math.max(0, count) });
  },
  /** Rows the page loaded: their unread ones become known. */
  track(rows: readonly Notification[]) {
    const unread = rows.filter((n) => !n.is_read).map((n) => n.id);
    if (unread.length === 0) return;
    useUnreadStore.setState((s) => ({ knownUnread: new Set([...s.knownUnread, ...unread]) }));
  },
  created(row: Notification) {
    if (row.is_read || useUnreadStore.getState().knownUnread.has(row.id)) return;
    change((s) => ({
      count: s.count + 1,
      knownUnread: new Set([...s.knownUnread, row.id]),
    }));
  },
  /** Only ids known to be unread count: marking a read one again changes nothing. */
  read(ids: readonly string[]) {
    const { knownUnread } = useUnreadStore.getState();
    const wasUnread = ids.filter((id) => knownUnread.has(id)).length;
    change((s) => ({
      count: Math.max(0, s.count - wasUnread),
      knownUnread: without(s.knownUnread, ids),
    }));
  },
  allRead() {
    change(() => ({ count: 0, knownUnread: new Set() }));
  },
  deleted(id: string) {
    unreadCount.read([id]);
  },
  reset() {
    version += 1;
    useUnreadStore.setState({ count: 0, knownUnread: new Set() });
  },
};

/**
 * Asks the server for the count. If anything changed locally meanwhile, the answer may be stale,
 * so it asks again; a failure keeps what is on screen (the next event or resync corrects it).
 */
export async function refreshUnreadCount(signal?: AbortSignal): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const before = version;
    try {
      const { count } = await notificationsClient.unreadCount(signal);
      if (signal?.aborted) return;
      if (before === version) {
        unreadCount.set(count);
        return;
      }
    } catch {
      return;
    }
  }
}

/**
 * The live unread count of the signed-in user: loaded after sign-in, moved by realtime events,
 * asked again after each reconnection and after changes this tab cannot see (read or deleted
 * elsewhere). Mounted once, by the shell.
 */
export function useLiveUnreadCount(userId: string | null | undefined): number {
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    const refresh = () => void refreshUnreadCount(controller.signal);
    refresh();
    const off = [
      onServerEvent('notification:created', (row) => unreadCount.created(row)),
      onServerEvent('notification:updated', ({ ids, is_read }) => {
        if (is_read) unreadCount.read(ids);
        refresh();
      }),
      onServerEvent('notification:deleted', ({ id }) => {
        unreadCount.deleted(id);
        refresh();
      }),
      onResync(refresh),
    ];
    return () => {
      controller.abort();
      off.forEach((unsubscribe) => unsubscribe());
      unreadCount.reset();
    };
  }, [userId]);
  return useUnreadStore((s) => s.count);
}
