import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsApi } from '@alinhavo/shared/api/analytics';
import { ok, route } from '../../http/route';

/** Each dashboard is one query of the caller's own numbers. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { analytics } = app.services;
  route(app, analyticsApi.client, async (req) => ok(await analytics.client(req.principal())));
  route(app, analyticsApi.professional, async (req) =>
    ok(await analytics.professional(req.principal())),
  );
};
