import { z } from 'zod';
import { ERRORS } from '../messages/errors';

/**
 * Spec §3 Notification types; the rest are ours: a provider's profile was approved or
 * rejected, a demand was removed by moderation, a report the user made was resolved, and a newly
 * approved provider matches one of a client's saved searches, and the Plano PRO's
 * payment and expiry news.
 */
export const NOTIFICATION_TYPES = [
  'new_demand',
  'new_interest',
  'selected',
  'removed',
  'completed',
  'new_message',
  'approved',
  'rejected',
  'demand_removed',
  'report_resolved',
  'saved_search_match',
  'payment_confirmed',
  'payment_rejected',
  'pro_revoked',
  'pro_expiring',
  'pro_expired',
  'quote_revised',
  'quote_requested',
  'rate_client',
  'review_published',
  /** A lot passed its expected return without being delivered (once a day). */
  'lot_late',
  /** The ficha técnica of the demand the facção was chosen for has a new revision. */
  'ficha_updated',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  demand_id: z.uuid().nullable(),
  conversation_id: z.uuid().nullable(),
  is_read: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Spec §4: totals Total, Não Lidas, Lidas, and the page of rows, newest first. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
  read: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const notificationIdParams = z.object({ id: z.uuid({ error: ERRORS.notFound }) });

export const unreadCountSchema = z.object({ count: z.number().int().min(0) });

/** Offline cache (DESIGN §5 sync): what changed since the device's last `server_time`. */
export const notificationSyncQuery = z.object({
  updated_since: z.iso.datetime({ offset: true }).optional(),
});
export const notificationSyncSchema = z.object({
  /** Notifications to keep (new or changed), newest first. */
  notifications: z.array(notificationSchema),
  /** Ids deleted since. */
  deleted: z.array(z.uuid()),
  /** The totals now, as on the list (Total / Não Lidas / Lidas). */
  total: z.number().int(),
  unread: z.number().int(),
  read: z.number().int(),
  server_time: z.iso.datetime({ offset: true }),
  /** true: replace the cached list with `notifications` (the newest ones). */
  reset: z.boolean(),
});
export type NotificationSync = z.infer<typeof notificationSyncSchema>;
