import { z } from 'zod';
import { line, longText } from './text';
import { PLAN_TEXTS } from '../messages/plans';

/**
 * Spec §1 plans and DESIGN §9.9–10: Básico is free, PRO is sold monthly or yearly to clients
 * and providers, paid by Pix, card or boleto, renewed by hand. Amounts are integer cents.
 */
export const PRO_PLAN_CODES = ['monthly', 'yearly'] as const;
export const proPlanCodeSchema = z.enum(PRO_PLAN_CODES, { error: PLAN_TEXTS.invalidPlan });
export type ProPlanCode = z.infer<typeof proPlanCodeSchema>;

export const PAYMENT_METHODS = ['pix', 'card', 'boleto'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: PLAN_TEXTS.invalidMethod });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: 'Pix',
  card: 'Cartão de crédito',
  boleto: 'Boleto bancário',
};

/** `pix-manual`: static BR Code confirmed by an admin (the default); `mercadopago`: online. */
export const PAYMENT_PROVIDERS = ['pix-manual', 'mercadopago'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Our payment states. `pending` waits for the money (or, in pix-manual, for an admin);
 * `approved` started or extended a PRO period; `refunded` and `charged_back` took it back.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'expired',
  'refunded',
  'charged_back',
] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Aguardando confirmação',
  approved: 'Pago',
  rejected: 'Recusado',
  cancelled: 'Cancelado',
  expired: 'Expirado',
  refunded: 'Estornado',
  charged_back: 'Contestado',
};

const isoDate = z.iso.datetime({ offset: true });

/** One PRO plan of the public catalogue (prices from PRO_MONTHLY_CENTS / PRO_YEARLY_CENTS). */
export const planSchema = z.object({
  code: proPlanCodeSchema,
  name: z.string(),
  price_cents: z.number().int().positive(),
  period_months: z.number().int().positive(),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /plans/: what is sold here and how it can be paid in this deployment. */
export const plansCatalogueSchema = z.object({
  plans: z.array(planSchema),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Methods offered now: only `pix` in pix-manual mode. */
  methods: z.array(paymentMethodSchema),
  /** Why some methods are hidden (pix-manual), shown under the method choice; null otherwise. */
  methods_note: z.string().nullable(),
  /** Mercado Pago's public key for the Card Payment Brick; null in pix-manual mode. */
  mercadopago_public_key: z.string().nullable(),
});
export type PlansCatalogue = z.infer<typeof plansCatalogueSchema>;

/** Pix to pay: the BR Code ('Pix Copia e Cola', also drawn as the QR) and when it stops working. */
export const pixChargeSchema = z.object({
  code: z.string(),
  /** Mercado Pago Pix expires in 30 minutes; the static pix-manual code does not (null). */
  expires_at: isoDate.nullable(),
});
export const boletoChargeSchema = z.object({
  /** Linha digitável. */
  barcode: z.string(),
  pdf_url: z.string(),
  due_at: isoDate,
});

/** A payment as its owner sees it (checkout, status polling, history and receipt). */
export const paymentSchema = z.object({
  id: z.uuid(),
  plan: proPlanCodeSchema,
  plan_name: z.string(),
  method: paymentMethodSchema,
  provider: z.enum(PAYMENT_PROVIDERS),
  amount_cents: z.number().int().positive(),
  status: paymentStatusSchema,
  /** The provider's own status words (e.g. 'cc_rejected_insufficient_amount'); null in pix-manual. */
  status_detail: z.string().nullable(),
  /** pt-BR reason for a rejected card, when the provider gave one. */
  status_message: z.string().nullable(),
  pix: pixChargeSchema.nullable(),
  boleto: boletoChargeSchema.nullable(),
  /** The PRO period this payment bought, once approved. */
  period_start: isoDate.nullable(),
  period_end: isoDate.nullable(),
  paid_at: isoDate.nullable(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /plans/me/ and the `plan:changed` event: the Plano menu. */
export const myPlanSchema = z.object({
  plan: z.enum(['basico', 'pro']),
  is_pro: z.boolean(),
  /** End of the PRO time already paid for (renewals add to it); null when never PRO. */
  expires_at: isoDate.nullable(),
  /** Whole days until `expires_at` (São Paulo calendar), 0 on the last day; null when Básico. */
  days_left: z.number().int().nullable(),
  /** Newest first: every payment with its status, amount and period (the receipts). */
  history: z.array(paymentSchema),
});
export type MyPlan = z.infer<typeof myPlanSchema>;

/**
 * Card data as Mercado Pago's Card Payment Brick hands it over: a token made in the browser by
 * Mercado Pago's own script. Card numbers never reach our server.
 */
export const cardTokenSchema = z.object({
  token: line().min(1).max(200),
  payment_method_id: line().min(1).max(50),
  issuer_id: line().max(50).optional(),
  installments: z.number().int().min(1).max(12),
  payer: z
    .object({
      email: z.email().optional(),
      identification: z.object({ type: line().max(10), number: line().max(20) }).optional(),
    })
    .optional(),
});
export type CardToken = z.infer<typeof cardTokenSchema>;

export const checkoutBodySchema = z.object({
  plan: proPlanCodeSchema,
  method: paymentMethodSchema,
  /** Required when `method` is `card`. */
  card: cardTokenSchema.optional(),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

export const paymentIdParams = z.object({
  id: z.uuid({ error: PLAN_TEXTS.paymentNotFound }),
});
export const webhookParams = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: PLAN_TEXTS.paymentNotFound }),
});
/** Mercado Pago sends `?data.id=…&type=payment` (and the same in the body, never trusted). */
export const webhookQuery = z.looseObject({
  'data.id': line().max(64).optional(),
  type: line().max(40).optional(),
});
export const webhookBodySchema = z.looseObject({}).optional();

/** The admin console's Pagamentos list: the payment with whose it is. */
export const adminPaymentSchema = paymentSchema.extend({
  user: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    user_type: z.enum(['PROFISSIONAL', 'CLIENTE']),
  }),
  /** The provider's payment id (Mercado Pago), null for pix-manual. */
  provider_payment_id: z.string().nullable(),
  /** The pix-manual BR Code's identifier, as the bank statement shows it; null otherwise. */
  txid: z.string().nullable(),
  /** The admin who confirmed or refused a pix-manual payment. */
  decided_by: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const ADMIN_PAYMENT_FILTERS = ['pending', 'approved', 'problem', 'all'] as const;
export const ADMIN_PAYMENT_FILTER_LABELS: Record<(typeof ADMIN_PAYMENT_FILTERS)[number], string> = {
  pending: 'Aguardando',
  approved: 'Pagos',
  /** Rejected, cancelled, expired, refunded and charged back. */
  problem: 'Recusados e estornos',
  all: 'Todos',
};
export const adminPaymentsQuery = z.object({
  status: z.enum(ADMIN_PAYMENT_FILTERS).default('pending'),
  cursor: line().trim().max(200).optional(),
});
export const adminPaymentPageSchema = z.object({
  payments: z.array(adminPaymentSchema),
  next_cursor: z.string().nullable(),
  /** Pix payments waiting for an admin (the console's badge). */
  pending_count: z.number().int(),
});
export const adminPaymentDecisionBodySchema = z.object({
  reason: longText().trim().max(500).optional(),
});
