import type { Notification } from '@alinhavo/shared/schemas/notification';
import type { InternalAxiosRequestConfig } from 'axios';
import { ok, type FakeRoute } from './fake-server';
import { aUser } from './fixtures';

/** A v4-shaped uuid ending in `n` (zod checks the version and variant). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const PROVIDER = aUser({ id: uuid(900), user_type: 'PROFISSIONAL', is_approved: true });
export const CLIENT = aUser({ id: uuid(901), user_type: 'CLIENTE' });

/** Notification `n`, created `n` hours ago (higher n, older). */
export function aNotification(n: number, overrides: Partial<Notification> = {}): Notification {
  const at = new Date(Date.now() - n * 3_600_000).toISOString();
  return {
    id: uuid(n),
    user_id: PROVIDER.id,
    type: 'new_demand',
    title: `Notificação ${n}`,
    message: `Mensagem da notificação ${n}`,
    demand_id: uuid(500 + n),
    conversation_id: null,
    is_read: false,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** The server's notifications, kept in memory so every call sees the others' changes. */
export function notificationsServer(initial: Notification[]) {
  let rows = [...initial];
  const query = (config: InternalAxiosRequestConfig) =>
    (config.params ?? {}) as { page?: number; page_size?: number };
  const unread = () => rows.filter((n) => !n.is_read).length;

  const routes: Record<string, FakeRoute> = {
    'GET /notifications/': (config) => {
      const page = Number(query(config).page ?? 1);
      const size = Number(query(config).page_size ?? 20);
      const sorted = [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at));
      return ok({
        notifications: sorted.slice((page - 1) * size, page * size),
        total: rows.length,
        unread: unread(),
        read: rows.length - unread(),
        page,
        page_size: size,
      });
    },
    'GET /notifications/unread-count/': () => ok({ count: unread() }),
    // The device's copy: every row, newest first, as a reset (the server's first sync).
    'GET /notifications/sync/': () =>
      ok({
        notifications: [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at)),
        deleted: [],
        total: rows.length,
        unread: unread(),
        read: rows.length - unread(),
        server_time: new Date().toISOString(),
        reset: true,
      }),
    'POST /notifications/read-all/': () => {
      const updated = unread();
      rows = rows.map((n) => ({ ...n, is_read: true }));
      return ok({ updated });
    },
  };
  for (const n of initial) {
    routes[`POST /notifications/${n.id}/read/`] = () => {
      rows = rows.map((r) => (r.id === n.id ? { ...r, is_read: true } : r));
      return ok(rows.find((r) => r.id === n.id));
    };
    routes[`DELETE /notifications/${n.id}/`] = () => {
      rows = rows.filter((r) => r.id !== n.id);
      return ok({});
    };
  }
  return {
    routes,
    rows: () => rows,
    add: (n: Notification) => {
      rows = [n, ...rows];
    },
  };
}
