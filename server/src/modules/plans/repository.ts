import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ProPlanCode } from '@alinhavo/shared/schemas/plan';
import type { DbOrTx } from '../../db/client';
import { planReminders, plans, subscriptions, users, type UserRow } from '../../db/schema';
import type { PlanReminderKind } from '../../db/schema';
import { onlyRowOf, rowsOf } from '../../lib/sql-rows';

/** Months are counted on São Paulo's calendar (a period bought on the 31st ends on the 30th…). */
export const PLAN_TIME_ZONE = 'America/Sao_Paulo';

export const plansRepository = {
  /** End of the account's paid PRO time (null when never PRO or unknown). */
  async proUntil(db: DbOrTx, userId: string): Promise<Date | null> {
    const [row] = await db
      .select({ proUntil: users.proUntil })
      .from(users)
      .where(eq(users.id, userId));
    return row?.proUntil ?? null;
  },

  async account(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row;
  },

  /** The catalogue follows the configuration: each boot writes the prices it was given. */
  async upsertCatalogue(
    db: DbOrTx,
    rows: { code: ProPlanCode; name: string; periodMonths: number; priceCents: number }[],
  ): Promise<void> {
    await db
      .insert(plans)
      .values(rows)
      .onConflictDoUpdate({
        target: plans.code,
        set: {
          name: sql`excluded.name`,
          periodMonths: sql`excluded.period_months`,
          priceCents: sql`excluded.price_cents`,
          updatedAt: sql`now()`,
        },
      });
  },

  async catalogue(db: DbOrTx) {
    return db.select().from(plans).orderBy(asc(plans.periodMonths));
  },

  async plan(db: DbOrTx, code: ProPlanCode) {
    const [row] = await db.select().from(plans).where(eq(plans.code, code));
    return row;
  },

  /** The account locked for the length of a plan change, so two approvals chain, never overlap. */
  async lockUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
    return row;
  },

  /**
   * The period a payment buys: from the end of the PRO time still ahead (a renewal before expiry
   * adds to it) or from now, plus its months on São Paulo's calendar.
   */
  async nextPeriod(
    db: DbOrTx,
    userId: string,
    months: number,
  ): Promise<{ startsAt: Date; endsAt: Date }> {
    const result = await db.execute(sql`
      with base as (
        select greatest(now(), coalesce(max(${subscriptions.endsAt}), now())) as starts_at
        from ${subscriptions}
        where ${subscriptions.userId} = ${userId} and ${subscriptions.revokedAt} is null
      )
      select starts_at,
        ((starts_at at time zone ${PLAN_TIME_ZONE}) + make_interval(months => ${months}::int))
          at time zone ${PLAN_TIME_ZONE} as ends_at
      from base`);
    const row = onlyRowOf(
      result,
      z.object({ starts_at: z.coerce.date(), ends_at: z.coerce.date() }),
    );
    return { startsAt: row.starts_at, endsAt: row.ends_at };
  },

  async insertSubscription(db: DbOrTx, values: typeof subscriptions.$inferInsert) {
    const [row] = await db.insert(subscriptions).values(values).returning();
    if (!row) throw new Error('subscription insert returned nothing');
    return row;
  },

  /**
   * A refunded or charged-back payment's period is revoked; the periods chained after it move
   * back by its length, so no gap of PRO time is left that nobody paid for.
   */
  async revokePeriodOf(db: DbOrTx, paymentId: string): Promise<boolean> {
    const [revoked] = await db
      .update(subscriptions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(subscriptions.paymentId, paymentId), isNull(subscriptions.revokedAt)))
      .returning();
    if (!revoked) return false;
    await db
      .update(subscriptions)
      .set({
        startsAt: sql`${subscriptions.startsAt} - (${revoked.endsAt}::timestamptz - ${revoked.startsAt}::timestamptz)`,
        endsAt: sql`${subscriptions.endsAt} - (${revoked.endsAt}::timestamptz - ${revoked.startsAt}::timestamptz)`,
      })
      .where(
        and(
          eq(subscriptions.userId, revoked.userId),
          isNull(subscriptions.revokedAt),
          sql`${subscriptions.startsAt} >= ${revoked.endsAt}`,
        ),
      );
    return true;
  },

  /** users.pro_until := the latest end of the periods not revoked (null when none is left). */
  async refreshProUntil(db: DbOrTx, userId: string): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({
        proUntil: sql`(select max(${subscriptions.endsAt}) from ${subscriptions}
          where ${subscriptions.userId} = ${userId} and ${subscriptions.revokedAt} is null)`,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new Error('user vanished during a plan change');
    return row;
  },

  /**
   * Accounts whose PRO end falls in the reminder's window and that have not had this reminder
   * for this end date yet: '7d' and '1d' before the end, 'expired' after it.
   */
  async dueReminders(db: DbOrTx, kind: PlanReminderKind, limit: number) {
    const window =
      kind === 'expired'
        ? // A week back at most: an end long past (a job stopped for days) is not news any more.
          sql`${users.proUntil} <= now() and ${users.proUntil} > now() - interval '7 days'`
        : kind === '1d'
          ? sql`${users.proUntil} > now() and ${users.proUntil} <= now() + interval '1 day'`
          : sql`${users.proUntil} > now() + interval '1 day' and ${users.proUntil} <= now() + interval '7 days'`;
    const result = await db.execute(sql`
      select ${users.id} as id, ${users.email} as email, ${users.proUntil} as pro_until
      from ${users}
      where ${users.proUntil} is not null and ${window}
        and not exists (
          select 1 from ${planReminders} r
          where r.user_id = ${users.id} and r.ends_at = ${users.proUntil} and r.kind = ${kind})
      order by ${users.proUntil}
      limit ${limit}`);
    return rowsOf(
      result,
      z.object({ id: z.string(), email: z.string(), pro_until: z.coerce.date() }),
    );
  },

  /** Marks a reminder sent; false when another run already did (the unique key decides). */
  async claimReminder(
    db: DbOrTx,
    userId: string,
    endsAt: Date,
    kind: PlanReminderKind,
  ): Promise<boolean> {
    const rows = await db
      .insert(planReminders)
      .values({ userId, endsAt, kind })
      .onConflictDoNothing()
      .returning({ userId: planReminders.userId });
    return rows.length > 0;
  },
};
