import type { AdminOverview } from '@alinhavo/shared/schemas/admin';
import type { Principal } from '../auth/service';
import { assertAdmin, type AdminDeps } from './access';
import { overviewRepository } from './overview.repository';
import { resolvePeriod, weekOrigin, weeksOf, type Period } from './period';

const TOP_CITIES = 5;

/**
 * Visão geral (spec §2 plus the weekly series): counts of verified accounts (admins left out),
 * demands by status, top cities, weekly sign-ups and demands in the period, and the counters
 * that open Aprovações and Denúncias. Two table passes in all (DESIGN: ≤ 100 ms at 50k/100k).
 */
export class AdminOverviewService {
  /**
   * Requests for the same period while one is being computed share its answer: the figures
   * are full-table counts, and N admins' screens refreshing together on one admin:changed
   * should cost one computation, not N. Nothing is kept once the answer is out.
   */
  private readonly inFlight = new Map<string, Promise<AdminOverview>>();

  constructor(private readonly d: Pick<AdminDeps, 'db' | 'admins'>) {}

  overview(
    p: Principal,
    q: { from?: string | undefined; to?: string | undefined },
  ): Promise<AdminOverview> {
    assertAdmin(this.d.admins, p);
    const period = resolvePeriod(q);
    const key = `${period.from}|${period.to}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const computed = this.compute(period).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, computed);
    return computed;
  }

  private async compute(period: Period): Promise<AdminOverview> {
    const grid = { origin: weekOrigin(period), start: period.start, end: period.end };
    const [userRows, demandRows] = await Promise.all([
      overviewRepository.users(this.d.db, this.d.admins.list, grid),
      overviewRepository.demands(this.d.db, grid),
    ]);

    const users = {
      clients: 0,
      professionals: 0,
      approved: 0,
      pending: 0,
      rejected: 0,
      suspended: 0,
    };
    const cities: AdminOverview['top_cities'] = [];
    const signups = new Map<number, number>();
    for (const r of userRows) {
      const n = Number(r.n);
      const g = Number(r.g);
      if (g === 7) {
        if (r.user_type === 'CLIENTE') users.clients += n;
        if (r.user_type === 'PROFISSIONAL') {
          users.professionals += n;
          if (r.approval_status === 'APPROVED') users.approved += n;
          if (r.approval_status === 'PENDING') users.pending += n;
          if (r.approval_status === 'REJECTED') users.rejected += n;
        }
        if (r.suspended) users.suspended += n;
      } else if (g === 57 && r.city && r.uf) {
        cities.push({ city: r.city, uf: r.uf, users: n });
      } else if (g === 62 && r.wk !== null) {
        signups.set(Number(r.wk), n);
      }
    }
    const demands = { total: 0, abertas: 0, em_andamento: 0, concluidas: 0 };
    const created = new Map<number, number>();
    for (const r of demandRows) {
      const n = Number(r.n);
      if (Number(r.g) === 1) {
        demands.total += n;
        if (r.status === 'ABERTA') demands.abertas += n;
        if (r.status === 'EM ANDAMENTO') demands.em_andamento += n;
        if (r.status === 'CONCLUÍDA') demands.concluidas += n;
      } else if (r.wk !== null) {
        created.set(Number(r.wk), n);
      }
    }
    cities.sort((a, b) => b.users - a.users || a.city.localeCompare(b.city, 'pt-BR'));
    return {
      users,
      demands,
      top_cities: cities.slice(0, TOP_CITIES),
      weekly: weeksOf(period).map((week, i) => ({
        week_start: week,
        signups: signups.get(i) ?? 0,
        demands: created.get(i) ?? 0,
      })),
      pending_approvals: users.pending,
      open_reports: Number(userRows[0]?.open_reports ?? 0),
      period: { from: period.from, to: period.to },
    };
  }
}
