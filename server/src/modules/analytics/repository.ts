import { sql } from 'drizzle-orm';
import { clientAnalyticsSchema, professionalAnalyticsSchema } from '@alinhavo/shared/api/analytics';
import type { DbOrTx } from '../../db/client';
import { onlyRowOf } from '../../lib/sql-rows';
import { demandInterests, demands, users } from '../../db/schema';
import { ratingAvgOf, ratingCountOf } from '../ratings/repository';
import { ownerNotSuspended } from '../demands/repository';

/** Admin accounts are nobody's candidates (DESIGN §9.2); an empty list leaves no one out. */
const notAdmin = (adminEmails: string[]) =>
  adminEmails.length > 0
    ? sql`and email not in (${sql.join(
        adminEmails.map((e) => sql`${e}`),
        sql`, `,
      )})`
    : sql``;

/**
 * One round trip per dashboard; the row is the answer's shape, checked rather than cast. A
 * client counts the candidates they are shown (spec §4: approved or chosen, not suspended).
 */
export const analyticsRepository = {
  async client(db: DbOrTx, clientId: string, adminEmails: string[]) {
    const result = await db.execute(sql`
      select
        (select count(*)::int from ${demands} where user_created = ${clientId} and status in ('ABERTA', 'EM ANDAMENTO')) as active_demands,
        (select count(distinct di.professional_id)::int from ${demandInterests} di join ${demands} d on d.id = di.demand_id join ${users} u on u.id = di.professional_id where d.user_created = ${clientId} and u.suspended_at is null and (u.approval_status = 'APPROVED' or u.id = d.chosen_professional_id)) as interested_professionals,
        (select count(*)::int from ${demands} where user_created = ${clientId} and status = 'CONCLUÍDA') as completed_jobs,
        (select count(*)::int from ${users} where user_type = 'PROFISSIONAL' and approval_status = 'APPROVED' and suspended_at is null ${notAdmin(adminEmails)}) as available_professionals`);
    return onlyRowOf(result, clientAnalyticsSchema);
  },

  async professional(db: DbOrTx, professionalId: string) {
    const result = await db.execute(sql`
      select
        (select count(*)::int from ${demands} where chosen_professional_id = ${professionalId} and status = 'EM ANDAMENTO') as active_jobs,
        ${ratingAvgOf(sql`${professionalId}::uuid`)} as rating_avg,
        ${ratingCountOf(sql`${professionalId}::uuid`)} as rating_count,
        (select count(*)::int from ${demands} where chosen_professional_id = ${professionalId} and status = 'CONCLUÍDA') as completed_jobs,
        (select count(*)::int from ${demands} where status = 'ABERTA' and ${ownerNotSuspended}) as open_opportunities`);
    return onlyRowOf(result, professionalAnalyticsSchema);
  },
};
