import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { AdminPayment, PaymentStatus } from '@alinhavo/shared/schemas/plan';
import type { ADMIN_PAYMENT_FILTERS } from '@alinhavo/shared/schemas/plan';
import { notFound } from '../../http/errors';
import type { Principal } from '../auth/service';
import { auditRepository } from '../audit/repository';
import { toAdminPaymentDto } from '../payments/dto';
import { paymentsRepository } from '../payments/repository';
import type { PaymentsService } from '../payments/service';
import { actorOf, assertAdmin, conflict, type AdminDeps } from './access';
import { decodeCursor, pageOf } from './cursor';

const PAGE = 30;
const FILTERS: Record<(typeof ADMIN_PAYMENT_FILTERS)[number], readonly PaymentStatus[] | null> = {
  pending: ['pending'],
  approved: ['approved'],
  problem: ['rejected', 'cancelled', 'expired', 'refunded', 'charged_back'],
  all: null,
};

/**
 * Pagamentos (DESIGN §9.10): every payment, and the pix-manual ones an admin confirms or
 * refuses. Confirming goes through the same `applyState` as a provider's approval, so the
 * period rule is one; each decision leaves an audit line.
 */
export class AdminPayments {
  constructor(
    private readonly d: Pick<AdminDeps, 'db' | 'admins' | 'bus'>,
    private readonly payments: PaymentsService,
  ) {}

  async list(
    p: Principal,
    q: { status: (typeof ADMIN_PAYMENT_FILTERS)[number]; cursor?: string | undefined },
  ) {
    assertAdmin(this.d.admins, p);
    const after = decodeCursor(q.cursor);
    const [rows, pending] = await Promise.all([
      paymentsRepository.adminPage(this.d.db, FILTERS[q.status], after, PAGE + 1),
      paymentsRepository.pendingCount(this.d.db),
    ]);
    const page = pageOf(rows, PAGE);
    return {
      payments: page.rows.map(toAdminPaymentDto),
      next_cursor: page.next,
      pending_count: pending,
    };
  }

  confirm(p: Principal, id: string, reason?: string): Promise<AdminPayment> {
    return this.decide(p, id, true, reason);
  }

  reject(p: Principal, id: string, reason?: string): Promise<AdminPayment> {
    return this.decide(p, id, false, reason);
  }

  private async decide(
    p: Principal,
    id: string,
    approve: boolean,
    reason: string | undefined,
  ): Promise<AdminPayment> {
    assertAdmin(this.d.admins, p);
    const applied = await this.d.db.transaction(async (tx) => {
      const row = await paymentsRepository.lockById(tx, id);
      if (!row) throw notFound(PLAN_TEXTS.paymentNotFound);
      if (row.provider !== 'pix-manual' || row.status !== 'pending')
        throw conflict(PLAN_TEXTS.notPending);
      const done = await this.payments.applyLocked(tx, row, {
        status: approve ? 'approved' : 'rejected',
        decidedBy: p.user.id,
        ...(approve ? {} : { statusDetail: reason ?? null }),
      });
      await auditRepository.insert(tx, {
        ...actorOf(p),
        action: approve ? 'confirm_payment' : 'reject_payment',
        targetType: 'payment',
        targetId: row.id,
        targetLabel: `${row.txid} · ${(row.amountCents / 100).toFixed(2)}`,
        reason: reason ?? null,
      });
      return done;
    });
    if (applied) await this.payments.announce(applied);
    this.d.bus.publish('admin.changed', { kind: 'audit', id: null });
    const view = await paymentsRepository.adminOne(this.d.db, id);
    if (!view) throw notFound(PLAN_TEXTS.paymentNotFound);
    return toAdminPaymentDto(view);
  }
}
