import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import { paymentsApi } from '@alinhavo/shared/api/plans';
import { notFound } from '../../http/errors';
import { ok, route } from '../../http/route';

/** A payment's status for its owner, and the provider's webhook. Routes only delegate. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;
  route(app, paymentsApi.get, async (req) =>
    ok(await payments.get(req.principal(), req.params.id)),
  );
  // Placeholder until the Mercado Pago branch's webhook (payments/webhook.*) replaces it at merge.
  route(app, paymentsApi.webhook, async () => {
    throw notFound(PLAN_TEXTS.paymentNotFound);
  });
};
