import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { DEMAND_PLACEHOLDER } from '@alinhavo/shared/messages/notifications';
import type { NotificationType } from '@alinhavo/shared/schemas/notification';
import type { DbOrTx } from '../../db/client';
import {
  demands,
  notifications,
  notificationTombstones,
  users,
  userServices,
  type NotificationRow,
} from '../../db/schema';

export interface NotificationText {
  title: string;
  /** May hold {demand}, which the insert replaces with the demand's title. */
  message: string;
  /** Appended as written after the replacement (a person's words: never a placeholder). */
  suffix?: string;
}

const owned = (userId: string, id: string) =>
  and(eq(notifications.id, id), eq(notifications.userId, userId));

/**
 * The columns of an INSERT … SELECT over `demands`, in the table's column order (drizzle lists
 * every column of the table in that order): the demand's title is read by the same statement
 * that writes the notification.
 */
function fromDemand(
  recipient: ReturnType<typeof sql>,
  type: NotificationType,
  text: NotificationText,
) {
  return {
    id: sql`gen_random_uuid()`,
    userId: recipient,
    type: sql`${type}::text`,
    title: sql`${text.title}::text`,
    message: sql`replace(${text.message}::text, ${DEMAND_PLACEHOLDER}::text, ${demands.title}) || ${text.suffix ?? ''}::text`,
    demandId: demands.id,
    conversationId: sql`null::uuid`,
    isRead: sql`false`,
    createdAt: sql`now()`,
    updatedAt: sql`now()`,
  };
}

export const notificationsRepository = {
  /** One notification about a demand for one user; none when the demand is already gone. */
  async insertForDemand(
    db: DbOrTx,
    userId: string,
    demandId: string,
    type: NotificationType,
    text: NotificationText,
  ): Promise<NotificationRow[]> {
    return db
      .insert(notifications)
      .select((qb) =>
        qb
          .select(fromDemand(sql`${userId}::uuid`, type, text))
          .from(demands)
          .where(eq(demands.id, demandId))
          .getSQL(),
      )
      .returning();
  },

  /** 'new_demand' for every approved provider offering the demand's service, in one statement. */
  async insertForMatchingProviders(
    db: DbOrTx,
    demandId: string,
    text: NotificationText,
  ): Promise<NotificationRow[]> {
    return db
      .insert(notifications)
      .select((qb) =>
        qb
          .select(fromDemand(sql`${users.id}`, 'new_demand', text))
          .from(demands)
          .innerJoin(userServices, eq(userServices.itemId, demands.serviceId))
          .innerJoin(users, eq(users.id, userServices.userId))
          .where(
            and(
              eq(demands.id, demandId),
              eq(users.userType, 'PROFISSIONAL'),
              eq(users.approvalStatus, 'APPROVED'),
              ne(users.id, demands.userCreated),
            ),
          )
          .getSQL(),
      )
      .returning();
  },

  async insert(db: DbOrTx, values: typeof notifications.$inferInsert): Promise<NotificationRow> {
    const [row] = await db.insert(notifications).values(values).returning();
    if (!row) throw new Error('notification insert returned nothing');
    return row;
  },

  async insertMany(
    db: DbOrTx,
    values: (typeof notifications.$inferInsert)[],
  ): Promise<NotificationRow[]> {
    if (values.length === 0) return [];
    return db.insert(notifications).values(values).returning();
  },

  async page(db: DbOrTx, userId: string, opts: { page: number; pageSize: number }) {
    return db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize);
  },

  /** The user's notifications changed since `since` (new or read), newest first. */
  async changedSince(db: DbOrTx, userId: string, since: Date, limit: number) {
    return db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), gt(notifications.updatedAt, since)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  },

  async deletedSince(db: DbOrTx, userId: string, since: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: notificationTombstones.notificationId })
      .from(notificationTombstones)
      .where(
        and(eq(notificationTombstones.userId, userId), gt(notificationTombstones.deletedAt, since)),
      )
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** total and unread in one pass; read is the difference. */
  async counters(db: DbOrTx, userId: string): Promise<{ total: number; unread: number }> {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where not ${notifications.isRead}))::int`,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
  },

  async unreadCount(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    return Number(row?.n ?? 0);
  },

  /** The row after the change, or undefined when it is not the user's (or does not exist). */
  async markRead(db: DbOrTx, userId: string, id: string): Promise<NotificationRow | undefined> {
    const [row] = await db
      .update(notifications)
      // Marking a read notification again keeps its updated_at, so syncs do not see a change.
      .set({
        isRead: true,
        updatedAt: sql`case when ${notifications.isRead} then ${notifications.updatedAt} else now() end`,
      })
      .where(owned(userId, id))
      .returning();
    return row;
  },

  async markAllRead(db: DbOrTx, userId: string): Promise<NotificationRow[]> {
    return db
      .update(notifications)
      .set({ isRead: true, updatedAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .returning();
  },

  async delete(db: DbOrTx, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(notifications)
      .where(owned(userId, id))
      .returning({ id: notifications.id });
    return rows.length > 0;
  },
};
