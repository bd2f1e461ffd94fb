import type {
  ChargeCreated,
  CreateChargeInput,
  PaymentProvider,
  ProviderPaymentState,
} from '../provider';
import { PaymentProviderError } from '../provider';
import { MercadoPagoClient, type MpPayment } from './client';
import {
  centsToReais,
  mapMercadoPagoStatus,
  mercadoPagoDate,
  reaisToCents,
  splitName,
} from './mapping';

export interface MercadoPagoProviderOptions {
  accessToken: string;
  /** MERCADOPAGO_API_URL: https://api.mercadopago.com, or the tests' stub. */
  apiUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /**
   * Sent as each payment's notification_url when set (otherwise the URL registered in Mercado
   * Pago's panel is used).
   */
  notificationUrl?: string;
}

/** Pix codes from Mercado Pago stop working after 30 minutes. */
const PIX_LIFETIME_MS = 30 * 60 * 1000;
/** Boleto is due in 3 days. */
const BOLETO_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
/** Mercado Pago's Brazilian boleto (Bradesco registered boleto). */
const BOLETO_METHOD_ID = 'bolbradesco';

/** Mercado Pago adapter (DESIGN §9.10): Pix, card (token from the Card Payment Brick) and boleto. */
export function createMercadoPagoProvider(options: MercadoPagoProviderOptions): PaymentProvider {
  const client = new MercadoPagoClient(options);
  const now = options.now ?? (() => new Date());

  return {
    name: 'mercadopago',
    methods: ['pix', 'card', 'boleto'],

    async create(input: CreateChargeInput): Promise<ChargeCreated> {
      const at = now();
      const body = chargeBody(input, at, options.notificationUrl);
      const answer = await client.createPayment(body, input.idempotencyKey);
      checkAmount(answer, input.plan.amountCents);
      const status = mapMercadoPagoStatus(answer.status, answer.status_detail);
      const created: ChargeCreated = {
        providerPaymentId: answer.id,
        status,
        providerStatus: answer.status,
        statusDetail: answer.status_detail,
      };
      if (input.method === 'pix') {
        const code = answer.point_of_interaction?.transaction_data?.qr_code;
        if (!code) throw new PaymentProviderError('Mercado Pago não devolveu o código Pix');
        created.pix = { code, expiresAt: dateOrNull(answer.date_of_expiration) };
      }
      if (input.method === 'boleto') {
        const details = answer.transaction_details;
        const barcode =
          details?.digitable_line ?? details?.barcode?.content ?? answer.barcode?.content ?? null;
        const pdfUrl = details?.external_resource_url ?? null;
        if (!barcode || !pdfUrl) {
          throw new PaymentProviderError('Mercado Pago não devolveu os dados do boleto');
        }
        created.boleto = {
          barcode,
          pdfUrl,
          dueAt:
            dateOrNull(answer.date_of_expiration) ?? new Date(at.getTime() + BOLETO_LIFETIME_MS),
        };
      }
      return created;
    },

    async lookup(providerPaymentId: string): Promise<ProviderPaymentState> {
      return stateOf(await client.getPayment(providerPaymentId));
    },

    async findByReference(paymentId: string): Promise<ProviderPaymentState | null> {
      // One idempotency key per payment: at most one charge, the newest if ever more.
      const [newest] = await client.searchByReference(paymentId);
      return newest ? stateOf(newest) : null;
    },
  };
}

function stateOf(answer: MpPayment): ProviderPaymentState {
  return {
    providerPaymentId: answer.id,
    externalReference: answer.external_reference,
    status: mapMercadoPagoStatus(answer.status, answer.status_detail),
    providerStatus: answer.status,
    statusDetail: answer.status_detail,
    amountCents: reaisToCents(answer.transaction_amount),
    paidAt: dateOrNull(answer.date_approved),
  };
}

/** The POST /v1/payments body for one of our payment rows. */
function chargeBody(
  input: CreateChargeInput,
  at: Date,
  notificationUrl: string | undefined,
): Record<string, unknown> {
  const common = {
    transaction_amount: centsToReais(input.plan.amountCents),
    description: `Alinhavo — ${input.plan.name}`,
    external_reference: input.paymentId,
    metadata: { payment_id: input.paymentId, plan: input.plan.code },
    ...(notificationUrl ? { notification_url: notificationUrl } : {}),
  };
  const identification = input.payer.document
    ? { type: input.payer.document.type, number: input.payer.document.number }
    : undefined;
  switch (input.method) {
    case 'pix':
      return {
        ...common,
        payment_method_id: 'pix',
        date_of_expiration: mercadoPagoDate(new Date(at.getTime() + PIX_LIFETIME_MS)),
        payer: { email: input.payer.email, ...(identification ? { identification } : {}) },
      };
    case 'card': {
      const card = input.card;
      if (!card) throw new PaymentProviderError('Cartão sem token');
      const cardIdentification = card.payer?.identification ?? identification;
      return {
        ...common,
        token: card.token,
        installments: card.installments,
        payment_method_id: card.payment_method_id,
        ...(card.issuer_id ? { issuer_id: card.issuer_id } : {}),
        payer: {
          email: card.payer?.email ?? input.payer.email,
          ...(cardIdentification ? { identification: cardIdentification } : {}),
        },
      };
    }
    case 'boleto': {
      const { document, address } = input.payer;
      if (!document || !address) throw new PaymentProviderError('Boleto sem documento ou endereço');
      const name = splitName(input.payer.fullName);
      return {
        ...common,
        payment_method_id: BOLETO_METHOD_ID,
        date_of_expiration: mercadoPagoDate(new Date(at.getTime() + BOLETO_LIFETIME_MS)),
        payer: {
          email: input.payer.email,
          first_name: name.first,
          last_name: name.last,
          identification: { type: document.type, number: document.number },
          address: {
            zip_code: address.zipCode,
            street_name: address.street,
            street_number: address.number,
            neighborhood: address.neighborhood,
            city: address.city,
            federal_unit: address.uf,
          },
        },
      };
    }
  }
}

/** A charge for another amount than asked is not ours to show. */
function checkAmount(answer: MpPayment, amountCents: number) {
  if (reaisToCents(answer.transaction_amount) !== amountCents) {
    throw new PaymentProviderError(`Mercado Pago registrou outro valor (pagamento ${answer.id})`);
  }
}

function dateOrNull(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
