import { notificationsApi } from '@alinhavo/shared/api/notifications';
import { api } from '../api';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The notification calls of spec §7 (hosted database, notifications), typed by the contract. */
export const notificationsClient = {
  /** One page, newest first, with the Total / Não Lidas / Lidas counters. */
  list: (q: { page: number; pageSize: number }, signal?: AbortSignal) =>
    api.call(notificationsApi.list, {
      query: { page: q.page, page_size: q.pageSize },
      ...withSignal(signal),
    }),
  unreadCount: (signal?: AbortSignal) => api.call(notificationsApi.unreadCount, withSignal(signal)),
  markRead: (id: string) => api.call(notificationsApi.markRead, { params: { id } }),
  markAllRead: () => api.call(notificationsApi.markAllRead),
  remove: (id: string) => api.call(notificationsApi.delete, { params: { id } }),
};
