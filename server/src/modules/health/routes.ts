import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi } from '@alinhavo/shared/api/auth';
import { ok, route } from '../../http/route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health } = app.services;
  route(app, healthApi.health, async () => ok(await health.check()), {
    config: { rateLimit: false },
  });
};
