import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi } from '@alinhavo/shared/api/auth';
import { ok, routeSchema } from '../../http/route';
import { HealthService } from './service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = new HealthService(app.db, app.config.redisUrl);
  app.get(
    healthApi.health.path,
    { schema: routeSchema(healthApi.health), config: { rateLimit: false } },
    async () => ok(await health.check()),
  );
};
