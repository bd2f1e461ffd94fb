import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { demands, reports, users } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Verified accounts that are not admins: the people of the marketplace. */
function people(adminEmails: string[]): SQL {
  if (adminEmails.length === 0) return sql`is_email_verified`;
  const list = sql.join(
    adminEmails.map((e) => sql`${e}`),
    sql`, `,
  );
  return sql`is_email_verified and email not in (${list})`;
}

/** Weeks of the period, counted from its first Monday: plain arithmetic, no time zone lookups. */
export interface WeekGrid {
  /** The first Monday at 00:00 in São Paulo. */
  origin: Date;
  start: Date;
  end: Date;
}

const weekOf = (g: WeekGrid) =>
  sql`case when created_at >= ${g.start.toISOString()}::timestamptz and created_at < ${g.end.toISOString()}::timestamptz
    then floor((extract(epoch from created_at) - ${g.origin.getTime() / 1000}) / 604800)::int end`;

type Count = number | string;

/** One pass over users and one over demands (grouping sets), run side by side. */
export const overviewRepository = {
  /**
   * Users by type, approval and suspension; by city; by week of sign-up — and the open reports.
   * grouping() tells the sets apart: 7 = type/approval/suspended, 57 = city/uf, 62 = week.
   */
  async users(db: DbOrTx, adminEmails: string[], grid: WeekGrid) {
    return rowsOf<{
      g: Count;
      user_type: 'CLIENTE' | 'PROFISSIONAL' | null;
      approval_status: 'PENDING' | 'APPROVED' | 'REJECTED' | null;
      suspended: boolean | null;
      city: string | null;
      uf: string | null;
      wk: Count | null;
      n: Count;
      open_reports: Count;
    }>(
      await db.execute(sql`
        select grouping(user_type, approval_status, suspended, city, uf, wk) as g,
          user_type, approval_status, suspended, city, uf, wk, count(*) as n,
          (select count(*) from ${reports} where status = 'open') as open_reports
        from (
          select user_type, approval_status, suspended_at is not null as suspended, city, uf,
            ${weekOf(grid)} as wk
          from ${users} where ${people(adminEmails)}
        ) x
        group by grouping sets ((user_type, approval_status, suspended), (city, uf), (wk))`),
    );
  },

  /** Demands by status, and by week of creation. grouping(): 1 = status, 2 = week. */
  async demands(db: DbOrTx, grid: WeekGrid) {
    return rowsOf<{ g: Count; status: string | null; wk: Count | null; n: Count }>(
      await db.execute(sql`
        select grouping(status, wk) as g, status, wk, count(*) as n
        from (select status, ${weekOf(grid)} as wk from ${demands}) x
        group by grouping sets ((status), (wk))`),
    );
  },
};
