import type { AdminOverview } from '@alinhavo/shared/schemas/admin';
import type { Principal } from '../auth/service';
import { assertAdmin, type AdminDeps } from './access';
import { overviewRepository } from './overview.repository';
import { resolvePeriod, weeksOf } from './period';

/**
 * Visão geral (spec §2 plus the weekly series): counts of verified accounts (admins left out),
 * demands by status, top cities, weekly sign-ups and demands in the period, and the counters
 * that open Aprovações and Denúncias.
 */
export class AdminOverviewService {
  constructor(private readonly d: Pick<AdminDeps, 'db' | 'admins'>) {}

  async overview(
    p: Principal,
    q: { from?: string | undefined; to?: string | undefined },
  ): Promise<AdminOverview> {
    assertAdmin(this.d.admins, p);
    const period = resolvePeriod(q);
    const admins = this.d.admins.list;
    const [c, topCities, weekly] = await Promise.all([
      overviewRepository.counters(this.d.db, admins),
      overviewRepository.topCities(this.d.db, admins),
      overviewRepository.weekly(this.d.db, admins, period.start, period.end),
    ]);
    const count = (kind: 'u' | 'd', week: string) =>
      weekly.find((w) => w.kind === kind && w.week === week)?.n ?? 0;
    return {
      users: {
        clients: c.clients,
        professionals: c.professionals,
        approved: c.approved,
        pending: c.pending,
        rejected: c.rejected,
        suspended: c.suspended,
      },
      demands: {
        total: c.demands_total,
        abertas: c.abertas,
        em_andamento: c.em_andamento,
        concluidas: c.concluidas,
      },
      top_cities: topCities,
      weekly: weeksOf(period).map((week) => ({
        week_start: week,
        signups: count('u', week),
        demands: count('d', week),
      })),
      pending_approvals: c.pending,
      open_reports: c.open_reports,
      period: { from: period.from, to: period.to },
    };
  }
}
