import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { demands, reports, users } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Verified accounts that are not admins: the people of the marketplace. */
function notIn(adminEmails: string[]): SQL {
  if (adminEmails.length === 0) return sql`is_email_verified`;
  const list = sql.join(
    adminEmails.map((e) => sql`${e}`),
    sql`, `,
  );
  return sql`is_email_verified and email not in (${list})`;
}

export interface OverviewCounters {
  clients: number;
  professionals: number;
  approved: number;
  pending: number;
  rejected: number;
  suspended: number;
  demands_total: number;
  abertas: number;
  em_andamento: number;
  concluidas: number;
  open_reports: number;
}

/** A few full-table aggregates, each one pass; three round trips in all. */
export const overviewRepository = {
  async counters(db: DbOrTx, adminEmails: string[]): Promise<OverviewCounters> {
    const who = notIn(adminEmails);
    const [row] = rowsOf<Record<keyof OverviewCounters, number | string>>(
      await db.execute(sql`
        select u.*, d.*, (select count(*) from ${reports} where status = 'open') as open_reports
        from (
          select
            count(*) filter (where user_type = 'CLIENTE') as clients,
            count(*) filter (where user_type = 'PROFISSIONAL') as professionals,
            count(*) filter (where user_type = 'PROFISSIONAL' and approval_status = 'APPROVED') as approved,
            count(*) filter (where user_type = 'PROFISSIONAL' and approval_status = 'PENDING') as pending,
            count(*) filter (where user_type = 'PROFISSIONAL' and approval_status = 'REJECTED') as rejected,
            count(*) filter (where suspended_at is not null) as suspended
          from ${users} where ${who}
        ) u, (
          select
            count(*) as demands_total,
            count(*) filter (where status = 'ABERTA') as abertas,
            count(*) filter (where status = 'EM ANDAMENTO') as em_andamento,
            count(*) filter (where status = 'CONCLUÍDA') as concluidas
          from ${demands}
        ) d`),
    );
    const n = (k: keyof OverviewCounters) => Number(row?.[k] ?? 0);
    return {
      clients: n('clients'),
      professionals: n('professionals'),
      approved: n('approved'),
      pending: n('pending'),
      rejected: n('rejected'),
      suspended: n('suspended'),
      demands_total: n('demands_total'),
      abertas: n('abertas'),
      em_andamento: n('em_andamento'),
      concluidas: n('concluidas'),
      open_reports: n('open_reports'),
    };
  },

  /** Spec §2: the 5 cities with the most users (their own address). */
  async topCities(db: DbOrTx, adminEmails: string[]) {
    const rows = rowsOf<{ city: string; uf: string; users: number | string }>(
      await db.execute(sql`
        select city, uf, count(*) as users from ${users}
        where ${notIn(adminEmails)} and city is not null and uf is not null
        group by city, uf order by count(*) desc, city asc limit 5`),
    );
    return rows.map((r) => ({ city: r.city, uf: r.uf, users: Number(r.users) }));
  },

  /** Sign-ups and new demands per week (Monday, São Paulo) within [start, end). */
  async weekly(db: DbOrTx, adminEmails: string[], start: Date, end: Date) {
    const week = (column: string) =>
      sql.raw(`date_trunc('week', ${column} at time zone 'America/Sao_Paulo')::date::text`);
    const s = start.toISOString();
    const e = end.toISOString();
    const rows = rowsOf<{ kind: 'u' | 'd'; week: string; n: number | string }>(
      await db.execute(sql`
        select 'u' as kind, ${week('created_at')} as week, count(*) as n from ${users}
        where ${notIn(adminEmails)} and created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz
        group by 2
        union all
        select 'd', ${week('created_at')}, count(*) from ${demands}
        where created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz
        group by 2`),
    );
    return rows.map((r) => ({ kind: r.kind, week: r.week, n: Number(r.n) }));
  },
};
