import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { analyticsOptOuts, productEvents } from '../../db/schema';
import { affectedRowsOf, rowsOf } from '../../lib/sql-rows';
import type { WeekGrid } from '../admin/overview.repository';

export interface EventRow {
  name: string;
  path: string;
  visit: string;
  userHash: string | null;
}

const count = z.union([z.number(), z.string()]).transform(Number);
const byNameRow = z.object({ name: z.string(), visits: count, actors: count });
const weekRow = z.object({
  wk: count,
  visitors: count,
  page_views: count,
  signups: count,
  demands: count,
  paid: count,
});

/** Who did it: the account's hash when signed in, the tab's visit otherwise. */
const actor = sql`coalesce(user_hash, visit::text)`;

export const productEventsRepository = {
  /** One account's events by its hash, oldest first (its LGPD export). */
  async ofUser(db: DbOrTx, userHash: string) {
    return db
      .select({
        name: productEvents.name,
        path: productEvents.path,
        occurredAt: productEvents.occurredAt,
      })
      .from(productEvents)
      .where(eq(productEvents.userHash, userHash))
      .orderBy(asc(productEvents.occurredAt));
  },

  /** The whole batch in one statement. */
  async insert(db: DbOrTx, rows: EventRow[]): Promise<void> {
    if (rows.length > 0) await db.insert(productEvents).values(rows);
  },

  async isOptedOut(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ userId: analyticsOptOuts.userId })
      .from(analyticsOptOuts)
      .where(eq(analyticsOptOuts.userId, userId))
      .limit(1);
    return row !== undefined;
  },

  async optOut(db: DbOrTx, userId: string): Promise<void> {
    await db.insert(analyticsOptOuts).values({ userId }).onConflictDoNothing();
  },

  async optIn(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(analyticsOptOuts).where(eq(analyticsOptOuts.userId, userId));
  },

  /** Per event name in [start, end): distinct visits and distinct people (account or visit). */
  async byName(db: DbOrTx, start: Date, end: Date) {
    return rowsOf(
      await db.execute(sql`
        select name, count(distinct visit) as visits, count(distinct ${actor}) as actors
        from ${productEvents}
        where occurred_at >= ${start.toISOString()}::timestamptz
          and occurred_at < ${end.toISOString()}::timestamptz
        group by name`),
      byNameRow,
    );
  },

  /** Weekly figures on the period's Monday grid (week i starts i weeks after the origin). */
  async weekly(db: DbOrTx, grid: WeekGrid) {
    return rowsOf(
      await db.execute(sql`
        select floor((extract(epoch from occurred_at) - ${grid.origin.getTime() / 1000}) / 604800)::int as wk,
          count(distinct visit) filter (where name = 'page_view') as visitors,
          count(*) filter (where name = 'page_view') as page_views,
          count(distinct ${actor}) filter (where name = 'signup_finished') as signups,
          count(*) filter (where name = 'demand_published') as demands,
          count(*) filter (where name = 'checkout_paid') as paid
        from ${productEvents}
        where occurred_at >= ${grid.start.toISOString()}::timestamptz
          and occurred_at < ${grid.end.toISOString()}::timestamptz
        group by 1`),
      weekRow,
    );
  },

  /** Drops the months before the kept ones: the month of `now` and the `months - 1` before it. */
  async prune(db: DbOrTx, now: Date, months: number): Promise<number> {
    return affectedRowsOf(
      await db.execute(sql`
        delete from ${productEvents}
        where occurred_at < (date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'UTC')
          at time zone 'UTC') - make_interval(months => ${months - 1}::int)`),
    );
  },
};
