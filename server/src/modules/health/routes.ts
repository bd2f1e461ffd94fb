import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi } from '@alinhavo/shared/api/auth';
import { ok, route } from '../../http/route';
import { HealthService } from './service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = new HealthService(app.db, app.config.redisUrl);
  route(app, healthApi.health, async () => ok(await health.check()), {
    config: { rateLimit: false },
  });
};
