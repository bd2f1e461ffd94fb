import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { adminApi } from '@alinhavo/shared/api/admin';
import { ok, route } from '../../http/route';

/** Demandas: list and removal by moderation. */
export const adminDemandRoutes: FastifyPluginAsyncZod = async (app) => {
  const demands = app.services.admin.demands;
  route(app, adminApi.demands, async (req) => ok(await demands.list(req.principal(), req.query)));
  route(app, adminApi.removeDemand, async (req) =>
    ok(
      await demands.remove(req.principal(), req.params.id, req.body.reason),
      ADMIN_TEXTS.demandRemoved,
    ),
  );
};
