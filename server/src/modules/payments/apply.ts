import type { PaymentStatus } from '@alinhavo/shared/schemas/plan';
import type { Tx } from '../../db/client';
import type { PaymentRow, UserRow } from '../../db/schema';
import { proPeriods } from '../plans/periods';
import { paymentsRepository } from './repository';

/** What a state change did, for the announcements after the commit. */
export type Applied =
  | { kind: 'approved'; payment: PaymentRow; user: UserRow; startsAt: Date; endsAt: Date }
  | { kind: 'revoked'; payment: PaymentRow; user: UserRow }
  | { kind: 'rejected'; payment: PaymentRow }
  /** Another status (cancelled, expired, refunded before approval): told, nothing else. */
  | { kind: 'status'; payment: PaymentRow };

export interface NextState {
  status: PaymentStatus;
  providerStatus?: string | null;
  statusDetail?: string | null;
  paidAt?: Date | null;
  decidedBy?: string | null;
}

/** Money can still arrive for these (a late Pix, a boleto paid after its due date). */
const OPEN: readonly PaymentStatus[] = ['pending', 'rejected', 'cancelled', 'expired'];
const TAKEN_BACK: readonly PaymentStatus[] = ['refunded', 'charged_back'];

/**
 * The one place a payment changes state (webhook, reconciliation and the admin's confirm all
 * come here), on a row the caller locked `for update`. The same state twice changes nothing
 * (null): what was applied is applied once. Approval buys a period; a refund or chargeback of an
 * approved payment revokes it; stale or impossible moves (approved → pending) are ignored.
 */
export async function applyState(
  tx: Tx,
  payment: PaymentRow,
  next: NextState,
): Promise<Applied | null> {
  const from = payment.status;
  if (from === next.status) return null;
  const facts = {
    status: next.status,
    ...(next.providerStatus !== undefined ? { providerStatus: next.providerStatus } : {}),
    ...(next.statusDetail !== undefined ? { statusDetail: next.statusDetail } : {}),
    ...(next.decidedBy !== undefined ? { decidedBy: next.decidedBy } : {}),
  };

  if (next.status === 'approved') {
    if (!OPEN.includes(from)) return null;
    const period = await proPeriods.lockNextPeriod(tx, payment.userId, payment.planCode);
    const updated = await paymentsRepository.update(tx, payment.id, {
      ...facts,
      paidAt: next.paidAt ?? new Date(),
    });
    const user = await proPeriods.grant(tx, {
      userId: payment.userId,
      planCode: payment.planCode,
      paymentId: payment.id,
      ...period,
    });
    return { kind: 'approved', payment: updated, user, ...period };
  }

  if (TAKEN_BACK.includes(next.status)) {
    if (TAKEN_BACK.includes(from)) return null;
    const updated = await paymentsRepository.update(tx, payment.id, facts);
    if (from !== 'approved') return { kind: 'status', payment: updated };
    const user = await proPeriods.revoke(tx, payment.userId, payment.id);
    return { kind: 'revoked', payment: updated, user };
  }

  // pending, rejected, cancelled, expired: only from a payment that was still open.
  if (!OPEN.includes(from) || next.status === 'pending') return null;
  const updated = await paymentsRepository.update(tx, payment.id, facts);
  return next.status === 'rejected'
    ? { kind: 'rejected', payment: updated }
    : { kind: 'status', payment: updated };
}
