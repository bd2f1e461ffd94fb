import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi } from '@alinhavo/shared/api/auth';
import { ok, routeSchema } from '../../http/route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    healthApi.health.path,
    { schema: routeSchema(healthApi.health), config: { rateLimit: false } },
    async () => {
      await app.db.execute(sql`select 1`);
      return ok({
        database: 'ok' as const,
        realtime: app.config.redisUrl ? ('redis' as const) : ('single' as const),
      });
    },
  );
};
