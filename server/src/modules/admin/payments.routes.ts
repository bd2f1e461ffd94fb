import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPaymentsApi } from '@alinhavo/shared/api/plans';
import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import { ok, route } from '../../http/route';

/** Pagamentos: the list, and confirming or refusing a pix-manual payment. Routes only delegate. */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.admin.payments;
  // Confirm and reject may be posted without a body; the optional reason then is absent.
  const noBodyIsEmpty = {
    preValidation: async (req: { body: unknown }) => {
      req.body ??= {};
    },
  };
  route(app, adminPaymentsApi.payments, async (req) =>
    ok(await payments.list(req.principal(), req.query)),
  );
  route(
    app,
    adminPaymentsApi.confirmPayment,
    async (req) =>
      ok(
        await payments.confirm(req.principal(), req.params.id, req.body.reason),
        PLAN_TEXTS.adminConfirmed,
      ),
    noBodyIsEmpty,
  );
  route(
    app,
    adminPaymentsApi.rejectPayment,
    async (req) =>
      ok(
        await payments.reject(req.principal(), req.params.id, req.body.reason),
        PLAN_TEXTS.adminRejected,
      ),
    noBodyIsEmpty,
  );
};
