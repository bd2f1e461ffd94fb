import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsApi } from '@alinhavo/shared/api/plans';
import { ok, route } from '../../http/route';

/** A payment's status for its owner (the provider's webhook: webhook.routes.ts). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;
  route(app, paymentsApi.get, async (req) =>
    ok(await payments.get(req.principal(), req.params.id)),
  );
};
