import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { adminApi } from '@alinhavo/shared/api/admin';
import { adminDemandsQuery } from '@alinhavo/shared/schemas/admin';
import { ok, routeSchema } from '../../http/route';
import { pathOf } from './paths';

const demandIdParams = z.object({ id: z.uuid({ error: 'Recurso não encontrado.' }) });

/** Demandas: list and removal by moderation. */
export const adminDemandRoutes: FastifyPluginAsyncZod = async (app) => {
  const demands = app.services.admin.demands;
  const guard = { preHandler: app.authenticate };
  app.get(
    adminApi.demands.path,
    { schema: routeSchema(adminApi.demands, { querystring: adminDemandsQuery }), ...guard },
    async (req) => ok(await demands.list(req.principal(), req.query)),
  );
  app.post(
    pathOf(adminApi.removeDemand),
    { schema: routeSchema(adminApi.removeDemand, { params: demandIdParams }), ...guard },
    async (req) =>
      ok(
        await demands.remove(req.principal(), req.params.id, req.body.reason),
        ADMIN_TEXTS.demandRemoved,
      ),
  );
};
