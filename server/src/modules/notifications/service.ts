import {
  DEMAND_PLACEHOLDER,
  NOTIFICATION_CONTENT,
  NOTIFICATION_TEXTS,
  PLAN_DATE_PLACEHOLDER,
  SAVED_SEARCH_PLACEHOLDERS,
} from '@alinhavo/shared/messages/notifications';
import type {
  Notification,
  NotificationList,
  NotificationSync,
  NotificationType,
} from '@alinhavo/shared/schemas/notification';
import type { UserType } from '@alinhavo/shared/schemas/user';
import type { Db } from '../../db/client';
import type { NotificationRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { EventBus } from '../../lib/event-bus';
import { SYNC_MAX_CHANGES, syncWindow } from '../../lib/sync';
import type { Principal } from '../auth/service';
import { notificationsRepository as repo } from './repository';

export function toNotificationDto(r: NotificationRow): Notification {
  return {
    id: r.id,
    user_id: r.userId,
    type: r.type,
    title: r.title,
    message: r.message,
    demand_id: r.demandId,
    conversation_id: r.conversationId,
    is_read: r.isRead,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** A device without a recent cursor gets the newest notifications, not all of them. */
const SYNC_NOTIFICATIONS_KEPT = 100;

type DemandNotificationType = Exclude<
  NotificationType,
  | 'new_demand'
  | 'new_message'
  | 'approved'
  | 'rejected'
  | 'demand_removed'
  | 'report_resolved'
  | 'saved_search_match'
  | PlanNotificationType
>;

/** Plano PRO news; `{data}` in the text becomes the date given. */
export type PlanNotificationType =
  'payment_confirmed' | 'payment_rejected' | 'pro_revoked' | 'pro_expiring' | 'pro_expired';

/**
 * Spec §4 Notifications: each user sees and changes only their own; someone else's id answers
 * 404, as if it did not exist. Every change is published so realtime can push it.
 */
export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    /** The notifications that are also e-mailed are queued from `created`, here only. */
    private readonly emails?: {
      notificationsCreated(list: Notification[], extra?: { reason?: string }): Promise<void>;
    },
  ) {}

  /** LGPD export: the person's newest `max` notifications. */
  exportFor(userId: string, max: number) {
    return repo.page(this.db, userId, { page: 1, pageSize: max });
  }

  async list(p: Principal, q: { page: number; page_size: number }): Promise<NotificationList> {
    const [rows, counters] = await Promise.all([
      repo.page(this.db, p.user.id, { page: q.page, pageSize: q.page_size }),
      repo.counters(this.db, p.user.id),
    ]);
    return {
      notifications: rows.map(toNotificationDto),
      total: counters.total,
      unread: counters.unread,
      read: Math.max(0, counters.total - counters.unread),
      page: q.page,
      page_size: q.page_size,
    };
  }

  /** Offline cache: what changed since the device's cursor, with the totals now (DESIGN §5). */
  async sync(p: Principal, updatedSince: string | undefined): Promise<NotificationSync> {
    const me = p.user.id;
    const { serverTime, since } = await syncWindow(this.db, updatedSince);
    const counters = await repo.counters(this.db, me);
    const totals = {
      total: counters.total,
      unread: Math.max(0, counters.unread),
      read: Math.max(0, counters.total - counters.unread),
    };
    if (since) {
      const changed = await repo.changedSince(this.db, me, since, SYNC_MAX_CHANGES + 1);
      if (changed.length <= SYNC_MAX_CHANGES) {
        const deleted = await repo.deletedSince(this.db, me, since, SYNC_MAX_CHANGES);
        return {
          notifications: changed.map(toNotificationDto),
          deleted,
          ...totals,
          server_time: serverTime,
          reset: false,
        };
      }
    }
    const newest = await repo.page(this.db, me, { page: 1, pageSize: SYNC_NOTIFICATIONS_KEPT });
    return {
      notifications: newest.map(toNotificationDto),
      deleted: [],
      ...totals,
      server_time: serverTime,
      reset: true,
    };
  }

  async unreadCount(p: Principal): Promise<{ count: number }> {
    return { count: Math.max(0, await repo.unreadCount(this.db, p.user.id)) };
  }

  async markRead(p: Principal, id: string): Promise<Notification> {
    const row = await repo.markRead(this.db, p.user.id, id);
    if (!row) throw notFound();
    this.bus.publish('notification.updated', {
      userId: p.user.id,
      ids: [row.id],
      isRead: true,
      updatedAt: row.updatedAt.toISOString(),
    });
    return toNotificationDto(row);
  }

  async markAllRead(p: Principal): Promise<{ updated: number }> {
    const rows = await repo.markAllRead(this.db, p.user.id);
    const first = rows[0];
    if (first)
      this.bus.publish('notification.updated', {
        userId: p.user.id,
        ids: rows.map((r) => r.id),
        isRead: true,
        updatedAt: first.updatedAt.toISOString(),
      });
    return { updated: rows.length };
  }

  async delete(p: Principal, id: string): Promise<void> {
    if (!(await repo.delete(this.db, p.user.id, id))) throw notFound();
    this.bus.publish('notification.deleted', { userId: p.user.id, id });
  }

  /** 'new_demand' for the approved providers whose services include the demand's. */
  async notifyMatchingProviders(demandId: string): Promise<Notification[]> {
    const rows = await repo.insertForMatchingProviders(
      this.db,
      demandId,
      NOTIFICATION_CONTENT.new_demand,
    );
    return this.created(rows);
  }

  async notifyAboutDemand(
    userId: string,
    demandId: string,
    type: DemandNotificationType,
  ): Promise<Notification[]> {
    const rows = await repo.insertForDemand(
      this.db,
      userId,
      demandId,
      type,
      NOTIFICATION_CONTENT[type],
    );
    return this.created(rows);
  }

  /**
   * 'removed' for the provider the client removed from a demand, with the client's reason
   * when one was given (in the notification and in the e-mail).
   */
  async notifyRemoved(
    userId: string,
    demandId: string,
    reason: string | null,
  ): Promise<Notification[]> {
    const rows = await repo.insertForDemand(this.db, userId, demandId, 'removed', {
      ...NOTIFICATION_CONTENT.removed,
      ...(reason ? { suffix: NOTIFICATION_TEXTS.removalReason(reason) } : {}),
    });
    return this.created(rows, reason ? { reason } : {});
  }

  async notifyApproved(userId: string): Promise<Notification[]> {
    const row = await repo.insert(this.db, {
      userId,
      type: 'approved',
      ...NOTIFICATION_CONTENT.approved,
    });
    return this.created([row]);
  }

  async notifyRejected(userId: string): Promise<Notification[]> {
    const row = await repo.insert(this.db, {
      userId,
      type: 'rejected',
      ...NOTIFICATION_CONTENT.rejected,
    });
    return this.created([row]);
  }

  /**
   * 'demand_removed' for the owner of a demand the moderation deleted. The row is gone, so the
   * title is written here and the notification points at no demand.
   */
  async notifyDemandRemoved(userId: string, title: string): Promise<Notification[]> {
    const { title: heading, message } = NOTIFICATION_CONTENT.demand_removed;
    const row = await repo.insert(this.db, {
      userId,
      type: 'demand_removed',
      title: heading,
      message: message.replace(DEMAND_PLACEHOLDER, () => title),
    });
    return this.created([row]);
  }

  /** 'report_resolved' for each person whose report an admin settled (reports module). */
  async notifyReportResolved(userIds: string[]): Promise<Notification[]> {
    const rows = await repo.insertMany(
      this.db,
      [...new Set(userIds)].map((userId) => ({
        userId,
        type: 'report_resolved' as const,
        ...NOTIFICATION_CONTENT.report_resolved,
      })),
    );
    return this.created(rows);
  }

  /** 'saved_search_match': a newly approved provider matches each of these saved searches. */
  async notifySavedSearchMatches(
    matches: Array<{ userId: string; professionalName: string; searchName: string }>,
  ): Promise<Notification[]> {
    if (matches.length === 0) return [];
    const { title, message } = NOTIFICATION_CONTENT.saved_search_match;
    const rows = await repo.insertMany(
      this.db,
      matches.map((m) => ({
        userId: m.userId,
        type: 'saved_search_match' as const,
        title,
        message: message
          .replace(SAVED_SEARCH_PLACEHOLDERS.professional, () => m.professionalName)
          .replace(SAVED_SEARCH_PLACEHOLDERS.search, () => m.searchName),
      })),
    );
    return this.created(rows);
  }

  /** A Plano PRO notification; `date` (dd/mm/aaaa) fills the text's {data}. */
  async notifyPlan(
    userId: string,
    type: PlanNotificationType,
    date: string | null = null,
  ): Promise<Notification[]> {
    const { title, message } = NOTIFICATION_CONTENT[type];
    const row = await repo.insert(this.db, {
      userId,
      type,
      title,
      message: message.replace(PLAN_DATE_PLACEHOLDER, () => date ?? ''),
    });
    return this.created([row]);
  }

  /** 'new_message' for the other participants of a conversation started (or reactivated). */
  async notifyConversationStarted(
    recipientIds: string[],
    conversationId: string,
    starterType: UserType,
  ): Promise<Notification[]> {
    const message =
      starterType === 'PROFISSIONAL'
        ? NOTIFICATION_TEXTS.newConversationMessage
        : NOTIFICATION_TEXTS.newConversationMessageFromClient;
    const rows = await repo.insertMany(
      this.db,
      recipientIds.map((userId) => ({
        userId,
        type: 'new_message' as const,
        title: NOTIFICATION_TEXTS.newConversationTitle,
        message,
        conversationId,
      })),
    );
    return this.created(rows);
  }

  /** `extra`: more for the e-mail of these notifications (the removal's reason). */
  private created(rows: NotificationRow[], extra: { reason?: string } = {}): Notification[] {
    const dtos = rows.map(toNotificationDto);
    if (dtos.length > 0) {
      this.bus.publish('notification.created', { notifications: dtos });
      // Not awaited: the queue logs its own failures and never holds the action up.
      void this.emails?.notificationsCreated(dtos, extra);
    }
    return dtos;
  }
}
