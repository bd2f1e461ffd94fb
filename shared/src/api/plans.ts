import { z } from 'zod';
import { endpoint } from './contract';
import {
  adminPaymentDecisionBodySchema,
  adminPaymentPageSchema,
  adminPaymentSchema,
  adminPaymentsQuery,
  checkoutBodySchema,
  myPlanSchema,
  paymentIdParams,
  paymentSchema,
  plansCatalogueSchema,
  webhookBodySchema,
  webhookParams,
  webhookQuery,
} from '../schemas/plan';

/** Spec §1 plans, DESIGN §5 'plans'. */
export const plansApi = {
  catalogue: endpoint({
    method: 'GET',
    path: '/plans/',
    body: undefined,
    data: plansCatalogueSchema,
    auth: 'public',
    summary: 'Planos à venda, preços e formas de pagamento disponíveis',
  }),
  me: endpoint({
    method: 'GET',
    path: '/plans/me/',
    body: undefined,
    data: myPlanSchema,
    auth: 'user',
    summary: 'Plano da conta: validade, dias restantes e histórico de pagamentos',
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/plans/checkout/',
    body: checkoutBodySchema,
    data: paymentSchema,
    auth: 'user',
    status: 201,
    summary: 'Inicia o pagamento de um plano (Pix, cartão tokenizado ou boleto)',
  }),
};

export const paymentsApi = {
  get: endpoint({
    method: 'GET',
    path: '/payments/{id}/',
    params: paymentIdParams,
    body: undefined,
    data: paymentSchema,
    auth: 'user',
    summary: 'Situação de um pagamento da própria conta',
  }),
  /**
   * The provider's notification. Public: Mercado Pago signs it (`x-signature`, HMAC-SHA256 with
   * MERCADOPAGO_WEBHOOK_SECRET over `id:{data.id};request-id:{x-request-id};ts:{ts};`); a bad or
   * stale signature answers 401. The body is never trusted: the payment is fetched back.
   */
  webhook: endpoint({
    method: 'POST',
    path: '/payments/webhook/{provider}/',
    params: webhookParams,
    query: webhookQuery,
    body: webhookBodySchema,
    data: z.object({ received: z.boolean() }),
    auth: 'public',
    summary: 'Notificação do provedor de pagamento (assinada)',
  }),
};

/** The admin console's Pagamentos (pix-manual payments are confirmed here). */
export const adminPaymentsApi = {
  payments: endpoint({
    method: 'GET',
    path: '/admin/payments/',
    query: adminPaymentsQuery,
    body: undefined,
    data: adminPaymentPageSchema,
    auth: 'user',
    summary: 'Pagamentos (aguardando, pagos, recusados e estornos)',
  }),
  confirmPayment: endpoint({
    method: 'POST',
    path: '/admin/payments/{id}/confirm/',
    params: paymentIdParams,
    body: adminPaymentDecisionBodySchema,
    data: adminPaymentSchema,
    auth: 'user',
    summary: 'Confirma o recebimento de um Pix manual e ativa o Plano Pro',
  }),
  rejectPayment: endpoint({
    method: 'POST',
    path: '/admin/payments/{id}/reject/',
    params: paymentIdParams,
    body: adminPaymentDecisionBodySchema,
    data: adminPaymentSchema,
    auth: 'user',
    summary: 'Recusa um Pix manual que não foi recebido',
  }),
};
