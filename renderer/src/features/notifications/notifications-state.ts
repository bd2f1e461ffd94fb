import type { Notification, NotificationList } from '@alinhavo/shared/schemas/notification';

export interface Counters {
  total: number;
  unread: number;
  read: number;
}

export interface NotificationsState {
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  rows: Notification[];
  counters: Counters;
  /** The last page asked for; 'Carregar mais' asks for the next one. */
  page: number;
  /** False once a page came back short: there is nothing after it. */
  more: boolean;
}

export type NotificationsAction =
  | { type: 'loading' }
  | { type: 'loaded'; list: NotificationList; append: boolean }
  | { type: 'failed'; message: string }
  | { type: 'counters'; counters: Counters }
  | { type: 'created'; row: Notification }
  | { type: 'readState'; ids: readonly string[]; isRead: boolean; updatedAt?: string }
  | { type: 'allRead' }
  | { type: 'removed'; id: string };

export const initialNotificationsState: NotificationsState = {
  status: 'loading',
  error: null,
  rows: [],
  counters: { total: 0, unread: 0, read: 0 },
  page: 0,
  more: false,
};

const countersOf = (list: NotificationList): Counters => ({
  total: list.total,
  unread: list.unread,
  read: list.read,
});

/** Counters move with the rows they describe and never go below 0 (spec §4). */
function shift(c: Counters, delta: Partial<Counters>): Counters {
  return {
    total: Math.max(0, c.total + (delta.total ?? 0)),
    unread: Math.max(0, c.unread + (delta.unread ?? 0)),
    read: Math.max(0, c.read + (delta.read ?? 0)),
  };
}

/**
 * Every change of the list, whether it comes from this page's own writes or from realtime events.
 * Each action is judged against the rows as they are now, so an event and the answer of the same
 * write (whichever arrives first) change the counters once.
 */
export function notificationsReducer(
  state: NotificationsState,
  action: NotificationsAction,
): NotificationsState {
  switch (action.type) {
    case 'loading':
      return { ...state, status: 'loading', error: null };
    case 'loaded': {
      const incoming = action.list.notifications;
      if (!action.append)
        return {
          status: 'ready',
          error: null,
          rows: incoming,
          counters: countersOf(action.list),
          page: action.list.page,
          more: incoming.length >= action.list.page_size,
        };
      // Rows that arrived live moved the pages down: skip the ones already on screen.
      const seen = new Set(state.rows.map((n) => n.id));
      return {
        ...state,
        rows: [...state.rows, ...incoming.filter((n) => !seen.has(n.id))],
        counters: countersOf(action.list),
        page: action.list.page,
        more: incoming.length >= action.list.page_size,
      };
    }
    case 'failed':
      return { ...state, status: 'error', error: action.message };
    case 'counters':
      return { ...state, counters: action.counters };
    case 'created': {
      if (state.rows.some((n) => n.id === action.row.id)) return state;
      const rows = [action.row, ...state.rows].sort((a, b) =>
        b.created_at.localeCompare(a.created_at),
      );
      return {
        ...state,
        rows,
        counters: shift(
          state.counters,
          action.row.is_read ? { total: 1, read: 1 } : { total: 1, unread: 1 },
        ),
      };
    }
    case 'readState': {
      const ids = new Set(action.ids);
      let changed = 0;
      const rows = state.rows.map((n) => {
        if (!ids.has(n.id) || n.is_read === action.isRead) return n;
        changed += 1;
        return { ...n, is_read: action.isRead, updated_at: action.updatedAt ?? n.updated_at };
      });
      if (changed === 0) return state;
      const sign = action.isRead ? 1 : -1;
      return {
        ...state,
        rows,
        counters: shift(state.counters, { unread: -sign * changed, read: sign * changed }),
      };
    }
    case 'allRead':
      return {
        ...state,
        rows: state.rows.map((n) => (n.is_read ? n : { ...n, is_read: true })),
        counters: { total: state.counters.total, unread: 0, read: state.counters.total },
      };
    case 'removed': {
      const row = state.rows.find((n) => n.id === action.id);
      if (!row) return state;
      return {
        ...state,
        rows: state.rows.filter((n) => n.id !== action.id),
        counters: shift(
          state.counters,
          row.is_read ? { total: -1, read: -1 } : { total: -1, unread: -1 },
        ),
      };
    }
  }
}
