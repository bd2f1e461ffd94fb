import type { AdminUserRow } from '@alinhavo/shared/schemas/admin';
import type { Principal } from '../auth/service';
import type { AdminDeps } from './access';
import { AdminApprovals } from './approvals.service';
import { AdminAudit } from './audit';
import { AdminDemands } from './demands.service';
import { AdminExports } from './export.service';
import { AdminOverviewService } from './overview.service';
import { AdminPayments } from './payments.service';
import { AdminUsers } from './users.service';

/**
 * The admin console (DESIGN §9.2), one part per tab. Every method of every part checks that the
 * caller is in ADMIN_EMAILS before it reads or changes anything.
 */
export class AdminService {
  readonly overview: AdminOverviewService;
  readonly users: AdminUsers;
  readonly demands: AdminDemands;
  readonly approvals: AdminApprovals;
  readonly audit: AdminAudit;
  readonly exports: AdminExports;
  readonly payments: AdminPayments;

  constructor(deps: AdminDeps) {
    this.overview = new AdminOverviewService(deps);
    this.demands = new AdminDemands(deps);
    this.users = new AdminUsers(deps, this.demands);
    this.approvals = new AdminApprovals(deps);
    this.audit = new AdminAudit(deps);
    this.exports = new AdminExports(deps, this.overview);
    this.payments = new AdminPayments(deps, deps.payments);
  }

  /**
   * Suspends an account (DESIGN §9.13): reason required, every session ends at once, the open
   * demands leave the feed, an audit line is written. Admin accounts cannot be suspended (400),
   * a suspended one answers 409. Also used by the reports module (resolve with 'suspend').
   */
  suspendUser(principal: Principal, userId: string, reason: string): Promise<AdminUserRow> {
    return this.users.suspend(principal, userId, reason);
  }

  /**
   * Removes a demand with a reason: deleted (a tombstone for every sync), the owner notified in
   * the app and by e-mail, an audit line written. Also used by the reports module.
   */
  removeDemand(principal: Principal, demandId: string, reason: string): Promise<{ id: string }> {
    return this.demands.remove(principal, demandId, reason);
  }
}
