import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import type {
  AdminUserDetail,
  AdminUserRow,
  AdminUsersQuery,
} from '@alinhavo/shared/schemas/admin';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { Principal } from '../auth/service';
import { auditLog } from '../audit/service';
import { announceFallout, falloutOfSuspension } from '../demands/fallout.service';
import { toProfileDto } from '../profile/mapping';
import { toRatingDto } from '../ratings/service';
import { reportsAboutPerson } from '../reports/views';
import { actorOf, assertAdmin, conflict, type AdminDeps } from './access';
import { toAuditEntry } from './audit';
import { keysetCursor, pageOf } from './cursor';
import type { AdminDemands } from './demands.service';
import { toAdminUserRow } from './display';
import { adminUsersRepository } from './users.repository';

const PANEL_DEMANDS = 20;
const PANEL_RATINGS = 10;
const PANEL_AUDIT = 50;

type ListQuery = Omit<AdminUsersQuery, 'limit'> & { limit: number };

/** Usuários: the list, one person's panel, and suspension (DESIGN §9.13). */
export class AdminUsers {
  constructor(
    private readonly d: AdminDeps,
    private readonly demands: AdminDemands,
  ) {}

  async list(p: Principal, q: ListQuery) {
    assertAdmin(this.d.admins, p);
    const after = keysetCursor.decode(q.cursor);
    const rows = await adminUsersRepository.page(
      this.d.db,
      q,
      this.d.admins.list,
      after,
      q.limit + 1,
    );
    const page = pageOf(rows, q.limit);
    return { users: page.rows.map(toAdminUserRow), next_cursor: page.next };
  }

  /** The side panel: profile without CPF, demands, ratings, reports and audit lines. */
  async detail(p: Principal, id: string): Promise<AdminUserDetail> {
    assertAdmin(this.d.admins, p);
    const loaded = await this.d.profiles.find(id);
    // Admin accounts are not people of the marketplace: they have no panel.
    if (!loaded || this.d.admins.has(loaded.user.email)) throw notFound();
    const u = loaded.user;
    const side = u.userType === 'PROFISSIONAL' ? 'professionalId' : 'clientId';
    const [demands, stats, recent, reports, audit] = await Promise.all([
      this.demands.ofUser(u, PANEL_DEMANDS),
      adminUsersRepository.ratingStats(this.d.db, side, id),
      adminUsersRepository.recentRatings(this.d.db, side, id, PANEL_RATINGS),
      reportsAboutPerson(this.d.db, id),
      auditLog.page(this.d.db, { targetType: 'user', targetId: id, limit: PANEL_AUDIT }),
    ]);
    const { cpf: _cpf, ...profile } = toProfileDto(u, loaded.links, this.d.admins);
    return {
      user: { ...toAdminUserRow(u), suspension_reason: u.suspensionReason },
      profile,
      demands,
      ratings: {
        average: stats.count > 0 ? Math.round(stats.average * 10) / 10 : null,
        count: stats.count,
        recent: recent.map(toRatingDto),
      },
      reports,
      audit: audit.map(toAuditEntry),
    };
  }

  /**
   * Suspends an account: in one transaction the flag and reason, every session revoked, the
   * demands it touches moved (a client's open demands leave the opportunities feed and its sync;
   * a provider leaves the candidate lists) and the audit line. Then the devices are told at once
   * and their sockets dropped, and the people involved in those demands hear their new rows.
   */
  async suspend(p: Principal, userId: string, reason: string): Promise<AdminUserRow> {
    assertAdmin(this.d.admins, p);
    const { user, sessionIds, fallout } = await this.d.db.transaction(async (tx) => {
      const row = await this.lockPerson(tx, userId);
      if (this.d.admins.has(row.email)) throw badRequest(ADMIN_TEXTS.cannotSuspendAdmin);
      if (row.suspendedAt) throw conflict(ADMIN_TEXTS.alreadySuspended);
      const updated = await adminUsersRepository.setSuspension(tx, userId, { reason });
      const demands = await falloutOfSuspension(tx, row);
      const ended = await this.d.auth.endAllSessions(tx, userId, 'suspended');
      await this.audit(tx, p, 'suspend', row, reason);
      return { user: updated ?? row, sessionIds: ended, fallout: demands };
    });
    // The account first: the device hears why before 'session:ended' drops its socket.
    this.d.bus.publish('account.changed', { user: this.d.auth.dto(user) });
    this.d.auth.announceEnded(userId, sessionIds, 'suspended');
    announceFallout(this.d.bus, fallout);
    this.announce(userId);
    return toAdminUserRow(user);
  }

  /**
   * Lifts a suspension; the open demands come back to the feed, the provider to the candidate
   * lists. The person logs in again.
   */
  async reactivate(p: Principal, userId: string, reason: string): Promise<AdminUserRow> {
    assertAdmin(this.d.admins, p);
    const { user, fallout } = await this.d.db.transaction(async (tx) => {
      const row = await this.lockPerson(tx, userId);
      if (!row.suspendedAt) throw conflict(ADMIN_TEXTS.notSuspended);
      const updated = await adminUsersRepository.setSuspension(tx, userId, null);
      const demands = await falloutOfSuspension(tx, row);
      await this.audit(tx, p, 'reactivate', row, reason);
      return { user: updated ?? row, fallout: demands };
    });
    this.d.bus.publish('account.changed', { user: this.d.auth.dto(user) });
    announceFallout(this.d.bus, fallout);
    this.announce(userId);
    return toAdminUserRow(user);
  }

  private async lockPerson(
    tx: Parameters<typeof adminUsersRepository.findForUpdate>[0],
    id: string,
  ) {
    const row = await adminUsersRepository.findForUpdate(tx, id);
    if (!row) throw notFound();
    return row;
  }

  private audit(
    tx: Parameters<typeof auditLog.record>[0],
    p: Principal,
    action: 'suspend' | 'reactivate',
    target: UserRow,
    reason: string,
  ) {
    return auditLog.record(tx, {
      ...actorOf(p),
      action,
      targetType: 'user',
      targetId: target.id,
      targetLabel: target.email,
      reason,
    });
  }

  private announce(userId: string): void {
    this.d.bus.publish('admin.changed', { kind: 'user', id: userId });
    this.d.bus.publish('admin.changed', { kind: 'audit', id: null });
  }
}
