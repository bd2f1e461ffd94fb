import type { AdminUserRow, PendingProfessional } from '@alinhavo/shared/schemas/admin';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AdminAccounts } from '../../lib/admins';
import type { EventBus } from '../../lib/event-bus';
import type { Mailer } from '../../lib/mail/mailer';
import { forbidden, notFound } from '../../http/errors';
import type { Principal } from '../auth/service';
import { approvalEmail } from './emails';
import { adminRepository } from './repository';

const STATUS = { pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED' } as const;

/** DESIGN §9.2: the admin is the ADMIN_EMAIL account, checked here on every call. */
export class AdminService {
  constructor(
    private readonly d: {
      db: Db;
      mailer: Mailer;
      bus: EventBus;
      log: FastifyBaseLogger;
      admins: AdminAccounts;
      publicUrl: string;
    },
  ) {}

  private assertAdmin(principal: Principal): void {
    if (!this.d.admins.has(principal.user.email)) throw forbidden();
  }

  async professionals(
    principal: Principal,
    status: keyof typeof STATUS,
  ): Promise<PendingProfessional[]> {
    this.assertAdmin(principal);
    const rows = await adminRepository.professionals(this.d.db, STATUS[status]);
    return rows.map((r) => ({
      id: r.id,
      full_name: r.fullName,
      email: r.email,
      city: r.city,
      uf: r.uf,
      services: r.services,
      approval_status: r.approvalStatus,
      created_at: r.createdAt.toISOString(),
    }));
  }

  /**
   * Suspends an account (DESIGN §9.13): reason required, every session ends at once, the open
   * demands leave the feed, an audit line is written. Admin accounts cannot be suspended.
   * Also used by the reports module (resolve with action 'suspend').
   */
  async suspendUser(
    _principal: Principal,
    _userId: string,
    _reason: string,
  ): Promise<AdminUserRow> {
    await Promise.resolve();
    throw new Error('suspendUser: being built (admin helper)');
  }

  /**
   * Removes a demand with a reason: deleted (a tombstone for every sync), the owner notified in
   * the app and by e-mail, an audit line written. Also used by the reports module.
   */
  async removeDemand(
    _principal: Principal,
    _demandId: string,
    _reason: string,
  ): Promise<{ id: string }> {
    await Promise.resolve();
    throw new Error('removeDemand: being built (admin helper)');
  }

  async decide(principal: Principal, professionalId: string, approved: boolean) {
    this.assertAdmin(principal);
    const row = await adminRepository.setApproval(
      this.d.db,
      professionalId,
      approved ? 'APPROVED' : 'REJECTED',
    );
    if (!row) throw notFound();
    this.d.bus.publish('professional.reviewed', { professionalId: row.id, approved });
    // The decision is stored; a mail failure is logged, not undone.
    await this.d.mailer
      .send(approvalEmail(row.email, approved, this.d.publicUrl))
      .catch((err: unknown) => {
        this.d.log.error(
          { err: (err as Error).message, professionalId: row.id },
          'falha ao avisar o profissional por e-mail',
        );
      });
    return { id: row.id, approval_status: row.approvalStatus };
  }
}
