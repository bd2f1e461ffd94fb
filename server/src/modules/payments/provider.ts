import type {
  CardToken,
  PaymentMethod,
  PaymentProviderName,
  PaymentStatus,
  ProPlanCode,
} from '@alinhavo/shared/schemas/plan';

/**
 * DESIGN §9.10: every way of being paid sits behind this interface. `pix-manual` (a static
 * BR Code confirmed by an admin) is the default; `mercadopago` is used when
 * MERCADOPAGO_ACCESS_TOKEN is set. The payments service owns our rows and the PRO periods;
 * an adapter only talks to the outside and answers in our words.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Methods this provider takes (pix-manual: only pix). */
  readonly methods: readonly PaymentMethod[];
  /** Starts a charge for one of our payment rows (already inserted as `pending`). */
  create(input: CreateChargeInput): Promise<ChargeCreated>;
  /**
   * The provider's current truth about a charge (webhooks and reconciliation never trust a
   * body: they ask here). Absent for pix-manual, where an admin is the truth.
   */
  lookup?(providerPaymentId: string): Promise<ProviderPaymentState>;
  /**
   * The charge made for one of our payment ids, if the provider has one: how reconciliation
   * finds a charge whose id we never saved (the process died while asking for it).
   */
  findByReference?(paymentId: string): Promise<ProviderPaymentState | null>;
}

export interface Payer {
  userId: string;
  email: string;
  fullName: string;
  /** CPF or CNPJ digits (never logged); boleto needs it. */
  document: { type: 'CPF' | 'CNPJ'; number: string } | null;
  address: {
    zipCode: string;
    street: string;
    number: string;
    neighborhood: string;
    city: string;
    uf: string;
  } | null;
}

export interface CreateChargeInput {
  /** Our payment id: the provider's external_reference. */
  paymentId: string;
  /** Our payment's Pix txid (up to 25 letters and digits, `payments.txid`): the static BR Code's. */
  txid: string;
  plan: { code: ProPlanCode; name: string; amountCents: number };
  method: PaymentMethod;
  payer: Payer;
  /** Only for `card`: the token Mercado Pago's brick made in the browser. */
  card?: CardToken;
  /** Idempotency key for the provider (our payment id is fine). */
  idempotencyKey: string;
}

export interface ChargeCreated {
  /** The provider's id for this charge; null for pix-manual. */
  providerPaymentId: string | null;
  status: PaymentStatus;
  /** The provider's raw status and detail, kept for the admin and support. */
  providerStatus: string | null;
  statusDetail: string | null;
  pix?: { code: string; expiresAt: Date | null };
  boleto?: { barcode: string; pdfUrl: string; dueAt: Date };
}

/** What a lookup learns, mapped to our statuses. */
export interface ProviderPaymentState {
  providerPaymentId: string;
  /** Our payment id as sent in external_reference; null when the provider lost it. */
  externalReference: string | null;
  status: PaymentStatus;
  providerStatus: string;
  statusDetail: string | null;
  amountCents: number;
  paidAt: Date | null;
}

/** A provider that cannot be reached or answers nonsense; the route answers 503 in pt-BR. */
export class PaymentProviderError extends Error {}
