import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsApi } from '@alinhavo/shared/api/plans';
import { ok, route } from '../../http/route';
import type { PaymentWebhookService } from './webhook.service';

/** The first value of a header (Fastify joins none; a repeated header arrives as an array). */
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /payments/webhook/{provider}/: public, believed only when signed (see the service). The
 * signature covers the query's data.id and two headers, so the raw body is not needed.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{
  webhooks: PaymentWebhookService;
}> = async (app, { webhooks }) => {
  route(app, paymentsApi.webhook, async (req) =>
    ok(
      await webhooks.receive({
        provider: req.params.provider,
        dataId: req.query['data.id'],
        type: req.query.type,
        xSignature: header(req.headers['x-signature']),
        xRequestId: header(req.headers['x-request-id']),
      }),
    ),
  );
};
