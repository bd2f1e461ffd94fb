import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demandsApi } from '@alinhavo/shared/api/demands';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import {
  demandIdParams,
  demandListQuery,
  demandSyncQuery,
  myJobsQuery,
  opportunitiesQuery,
} from '@alinhavo/shared/schemas/demand';
import { ok, routeSchema } from '../../http/route';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

export const demandRoutes: FastifyPluginAsyncZod = async (app) => {
  const demands = app.services.demands;
  const guard = { preHandler: app.authenticate };

  app.get(
    demandsApi.list.path,
    { schema: routeSchema(demandsApi.list, { querystring: demandListQuery }), ...guard },
    async (req) => ok(await demands.list(req.principal(), req.query)),
  );
  app.post(
    demandsApi.create.path,
    { schema: routeSchema(demandsApi.create, { successStatus: 201 }), ...guard },
    async (req, reply) =>
      reply
        .code(201)
        .send(ok(await demands.create(req.principal(), req.body), DEMAND_TEXTS.created)),
  );
  app.get(
    demandsApi.opportunities.path,
    {
      schema: routeSchema(demandsApi.opportunities, { querystring: opportunitiesQuery }),
      ...guard,
    },
    async (req) => ok(await demands.opportunities(req.principal(), req.query)),
  );
  app.get(
    demandsApi.sync.path,
    { schema: routeSchema(demandsApi.sync, { querystring: demandSyncQuery }), ...guard },
    async (req) =>
      ok(await demands.sync(req.principal(), req.query.scope, req.query.updated_since)),
  );
  app.get(
    demandsApi.myJobs.path,
    { schema: routeSchema(demandsApi.myJobs, { querystring: myJobsQuery }), ...guard },
    async (req) => ok(await demands.myJobs(req.principal(), req.query.tab)),
  );
  app.get(
    path(demandsApi.get.path),
    { schema: routeSchema(demandsApi.get, { params: demandIdParams }), ...guard },
    async (req) => ok(await demands.get(req.principal(), req.params.id)),
  );
  app.patch(
    path(demandsApi.patch.path),
    { schema: routeSchema(demandsApi.patch, { params: demandIdParams }), ...guard },
    async (req) =>
      ok(await demands.patch(req.principal(), req.params.id, req.body), DEMAND_TEXTS.updated),
  );
  app.delete(
    path(demandsApi.delete.path),
    { schema: routeSchema(demandsApi.delete, { params: demandIdParams }), ...guard },
    async (req) => {
      await demands.delete(req.principal(), req.params.id);
      return ok({}, DEMAND_TEXTS.deleted);
    },
  );
  app.post(
    path(demandsApi.interest.path),
    { schema: routeSchema(demandsApi.interest, { params: demandIdParams }), ...guard },
    async (req) =>
      ok(await demands.interest(req.principal(), req.params.id), DEMAND_TEXTS.interestShown),
  );
  app.get(
    path(demandsApi.interested.path),
    { schema: routeSchema(demandsApi.interested, { params: demandIdParams }), ...guard },
    async (req) => ok(await demands.interested(req.principal(), req.params.id)),
  );
  app.get(
    path(demandsApi.chosen.path),
    { schema: routeSchema(demandsApi.chosen, { params: demandIdParams }), ...guard },
    async (req) => ok(await demands.chosen(req.principal(), req.params.id)),
  );
};
