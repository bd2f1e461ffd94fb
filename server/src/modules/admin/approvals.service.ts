import type { PendingProfessional } from '@alinhavo/shared/schemas/admin';
import { notFound } from '../../http/errors';
import type { Principal } from '../auth/service';
import { auditLog } from '../audit/service';
import { announceFallout, falloutOfApproval } from '../demands/fallout.service';
import { completenessOf } from '../profile/completeness';
import { rowToWire } from '../profile/mapping';
import { actorOf, afterCommit, assertAdmin, type AdminDeps } from './access';
import { approvalsRepository } from './approvals.repository';
import { displayNameOf, isCompany } from './display';
import { approvalEmail } from './emails';

const STATUS = { pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED' } as const;

/** Aprovações: providers by approval state, and the admin's decision (DESIGN §9.2). */
export class AdminApprovals {
  constructor(private readonly d: AdminDeps) {}

  async list(p: Principal, status: keyof typeof STATUS): Promise<PendingProfessional[]> {
    assertAdmin(this.d.admins, p);
    const rows = await approvalsRepository.professionals(
      this.d.db,
      STATUS[status],
      this.d.admins.list,
    );
    return rows.map(({ user: u, links, serviceNames }) => {
      const company = isCompany(u);
      return {
        id: u.id,
        full_name: u.fullName,
        display_name: displayNameOf(u),
        email: u.email,
        city: company ? u.companyCity : u.city,
        uf: company ? u.companyUf : u.uf,
        services: serviceNames,
        approval_status: u.approvalStatus,
        missing: completenessOf(rowToWire(u, links), u.email, u.userType).missing,
        created_at: u.createdAt.toISOString(),
      };
    });
  }

  /**
   * Approves or rejects with its audit line in one transaction; then the provider is told in
   * the app (through 'professional.reviewed') and by e-mail, with a rejection's reason. The
   * demands they are a candidate of are moved in the same transaction and their owners hear the
   * new rows: only approved providers are shown to clients (spec §4).
   */
  async decide(p: Principal, professionalId: string, approved: boolean, reason?: string) {
    assertAdmin(this.d.admins, p);
    const note = reason?.trim() ? reason.trim() : null;
    const { row, fallout } = await this.d.db.transaction(async (tx) => {
      const found = await approvalsRepository.findProviderForUpdate(tx, professionalId);
      if (!found) throw notFound();
      const saved = await approvalsRepository.setApproval(
        tx,
        professionalId,
        approved ? 'APPROVED' : 'REJECTED',
      );
      await auditLog.record(tx, {
        ...actorOf(p),
        action: approved ? 'approve' : 'reject',
        targetType: 'user',
        targetId: professionalId,
        targetLabel: found.email,
        reason: note,
      });
      const fallout = await falloutOfApproval(tx, professionalId);
      return { row: saved ?? found, fallout };
    });
    this.d.bus.publish('account.changed', { user: this.d.auth.dto(row) });
    this.d.bus.publish('professional.reviewed', { professionalId: row.id, approved });
    announceFallout(this.d.bus, fallout);
    this.d.bus.publish('admin.changed', { kind: 'professional', id: row.id });
    this.d.bus.publish('admin.changed', { kind: 'audit', id: null });
    await afterCommit(
      this.d.log,
      'falha ao avisar o profissional por e-mail',
      { professionalId: row.id },
      () => this.d.mailer.send(approvalEmail(row.email, approved, this.d.publicUrl, note)),
    );
    return { id: row.id, approval_status: row.approvalStatus };
  }
}
