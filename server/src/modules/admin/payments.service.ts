import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { AdminPayment, PaymentStatus } from '@alinhavo/shared/schemas/plan';
import type { ADMIN_PAYMENT_FILTERS } from '@alinhavo/shared/schemas/plan';
import { notFound } from '../../http/errors';
import type { Principal } from '../auth/service';
import { auditLog } from '../audit/service';
import { toAdminPaymentDto } from '../payments/dto';
import type { PaymentsService } from '../payments/service';
import { actorOf, assertAdmin, type AdminDeps } from './access';
import { keysetCursor, pageOf } from './cursor';

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
    const after = keysetCursor.decode(q.cursor);
    const { rows, pending } = await this.payments.adminList(FILTERS[q.status], after, PAGE + 1);
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
      const { payment: row, applied: done } = await this.payments.decideManual(tx, id, {
        approve,
        decidedBy: p.user.id,
        reason,
      });
      await auditLog.record(tx, {
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
    const view = await this.payments.adminOne(id);
    if (!view) throw notFound(PLAN_TEXTS.paymentNotFound);
    return toAdminPaymentDto(view);
  }
}
