import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsApi } from '@alinhavo/shared/api/analytics';
import { ok, routeSchema } from '../../http/route';
import { AnalyticsService } from './service';

/** Each dashboard is one query of the caller's own numbers. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const analytics = new AnalyticsService(app.db, app.admins);
  const guard = { preHandler: app.authenticate };
  app.get(
    analyticsApi.client.path,
    { schema: routeSchema(analyticsApi.client), ...guard },
    async (req) => ok(await analytics.client(req.principal())),
  );
  app.get(
    analyticsApi.professional.path,
    { schema: routeSchema(analyticsApi.professional), ...guard },
    async (req) => ok(await analytics.professional(req.principal())),
  );
};
