import { CARD_REJECTION_TEXTS } from '@alinhavo/shared/messages/card-rejections';
import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { AdminPayment, Payment } from '@alinhavo/shared/schemas/plan';
import type { PaymentView } from './repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A payment as its owner sees it (checkout, status, history, `payment:changed`). */
export function toPaymentDto(v: PaymentView): Payment {
  const p = v.payment;
  return {
    id: p.id,
    plan: p.planCode,
    plan_name: v.planName,
    method: p.method,
    provider: p.provider,
    amount_cents: p.amountCents,
    status: p.status,
    status_detail: p.statusDetail,
    status_message:
      p.status === 'rejected' && p.method === 'card'
        ? (CARD_REJECTION_TEXTS[p.statusDetail ?? ''] ?? PLAN_TEXTS.rejected)
        : null,
    pix: p.pixCode ? { code: p.pixCode, expires_at: iso(p.pixExpiresAt) } : null,
    boleto:
      p.boletoBarcode && p.boletoUrl && p.boletoDueAt
        ? { barcode: p.boletoBarcode, pdf_url: p.boletoUrl, due_at: p.boletoDueAt.toISOString() }
        : null,
    period_start: iso(v.periodStart),
    period_end: iso(v.periodEnd),
    paid_at: iso(p.paidAt),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export function toAdminPaymentDto(
  v: PaymentView & {
    user: { id: string; name: string; email: string; userType: 'PROFISSIONAL' | 'CLIENTE' };
  },
): AdminPayment {
  return {
    ...toPaymentDto(v),
    user: { id: v.user.id, name: v.user.name, email: v.user.email, user_type: v.user.userType },
    provider_payment_id: v.payment.providerPaymentId,
    txid: v.payment.provider === 'pix-manual' ? v.payment.txid : null,
    decided_by: v.payment.decidedBy,
  };
}
