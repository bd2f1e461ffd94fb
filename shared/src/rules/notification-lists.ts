/**
 * The Notificações list rule (spec §2) as a pure function, the device's half of the server's
 * notifications repository: newest first, then id; the three counters.
 */
export interface NotificationListRow {
  id: string;
  is_read: boolean;
  created_at: string;
}

export function notificationOrder(a: NotificationListRow, b: NotificationListRow): number {
  const byCreated = Date.parse(b.created_at) - Date.parse(a.created_at);
  if (byCreated !== 0) return byCreated;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export function notificationCounters(rows: readonly NotificationListRow[]) {
  const unread = rows.filter((n) => !n.is_read).length;
  return { total: rows.length, unread, read: rows.length - unread };
}

export function notificationsList<T extends NotificationListRow>(rows: readonly T[]) {
  return { rows: [...rows].sort(notificationOrder), counters: notificationCounters(rows) };
}
