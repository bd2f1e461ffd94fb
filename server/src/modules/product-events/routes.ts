import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productEventsApi } from '@alinhavo/shared/api/product-events';
import { ok, route } from '../../http/route';
import { bearerFrom } from '../auth/cookie';
import { perCaller } from '../../plugins/rate-limit';

/**
 * A batch every 10 s per tab is 6 a minute: ten tabs of one account, or a hundred visitors behind
 * one address (an office, a carrier's NAT) before anyone signs in.
 */
const EVENTS_PER_MINUTE = perCaller(60, 600);

/** Product analytics in, the Conta switch, and the admin's funnel. */
export const productEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = app.services.productEvents;
  route(
    app,
    productEventsApi.record,
    async (req) =>
      ok(
        await events.record({
          batch: req.body,
          bearer: bearerFrom(req),
          doNotTrack: req.headers.dnt === '1',
        }),
      ),
    { config: { rateLimit: { max: EVENTS_PER_MINUTE, timeWindow: '1 minute' } } },
  );
  route(app, productEventsApi.preference, async (req) =>
    ok(await events.preference(req.principal())),
  );
  route(app, productEventsApi.setPreference, async (req) =>
    ok(await events.setPreference(req.principal(), req.body)),
  );
  route(app, productEventsApi.funnel, async (req) =>
    ok(await events.funnel(req.principal(), req.query)),
  );
};
