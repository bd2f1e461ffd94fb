import type { FastifyBaseLogger } from 'fastify';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { PaymentProviderName } from '@alinhavo/shared/schemas/plan';
import { AppError, notFound } from '../../http/errors';
import { verifyMercadoPagoSignature } from './mercadopago/signature';
import { PaymentProviderError, type PaymentProvider, type ProviderPaymentState } from './provider';

/** The part of the payments service a notification needs (idempotent, owns the transaction). */
export interface ProviderStateSink {
  applyProviderState(state: ProviderPaymentState): Promise<void>;
}

export interface WebhookDeps {
  /** The online provider when Mercado Pago is configured; null in pix-manual mode. */
  provider: PaymentProvider | null;
  /** MERCADOPAGO_WEBHOOK_SECRET; without it no notification can be believed. */
  webhookSecret: string | null;
  payments: ProviderStateSink;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface Notification {
  provider: PaymentProviderName;
  dataId: string | undefined;
  type: string | undefined;
  xSignature: string | undefined;
  xRequestId: string | undefined;
}

/**
 * A payment provider's notification. Only a signed one is believed, and even then
 * only as a hint: the payment is fetched back from the provider and applied by the payments
 * service, which ignores payments it does not know and states it already holds. A provider that
 * cannot be asked answers 503, so Mercado Pago sends the notification again later.
 */
export class PaymentWebhookService {
  private readonly now: () => Date;

  constructor(private readonly deps: WebhookDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async receive(n: Notification): Promise<{ received: boolean }> {
    const { provider, webhookSecret, log } = this.deps;
    if (n.provider !== 'mercadopago' || provider?.name !== 'mercadopago' || !provider.lookup) {
      throw notFound(ERRORS.notFound);
    }
    const signed =
      webhookSecret !== null &&
      verifyMercadoPagoSignature({
        secret: webhookSecret,
        xSignature: n.xSignature,
        xRequestId: n.xRequestId,
        dataId: n.dataId,
        now: this.now(),
      });
    if (!signed) {
      log.warn(
        { dataId: n.dataId, type: n.type },
        'notificação de pagamento com assinatura inválida',
      );
      throw new AppError(401, PLAN_TEXTS.invalidSignature, 'UNAUTHENTICATED');
    }
    // Other topics (merchant orders, claims…) are acknowledged so they are not sent again.
    if (n.type !== 'payment' || !n.dataId) return { received: true };

    let state: ProviderPaymentState;
    try {
      state = await provider.lookup(n.dataId);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      log.warn(
        { dataId: n.dataId, err: err.message },
        'pagamento da notificação não pôde ser consultado',
      );
      throw new AppError(503, PLAN_TEXTS.providerUnavailable, 'INTERNAL');
    }
    await this.deps.payments.applyProviderState(state);
    log.info(
      { providerPaymentId: state.providerPaymentId, status: state.providerStatus },
      'notificação de pagamento aplicada',
    );
    return { received: true };
  }
}
