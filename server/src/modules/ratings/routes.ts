import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratingsApi } from '@alinhavo/shared/api/ratings';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { ratingIdParams, ratingLookupQuery, ratingsQuery } from '@alinhavo/shared/schemas/rating';
import { ok, routeSchema } from '../../http/route';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ratings = app.services.ratings;
  const guard = { preHandler: app.authenticate };
  app.get(
    ratingsApi.list.path,
    { schema: routeSchema(ratingsApi.list, { querystring: ratingsQuery }), ...guard },
    async (req) => ok(await ratings.list(req.principal(), req.query.professional)),
  );
  app.get(
    ratingsApi.lookup.path,
    { schema: routeSchema(ratingsApi.lookup, { querystring: ratingLookupQuery }), ...guard },
    async (req) => ok(await ratings.lookup(req.principal(), req.query)),
  );
  app.get(
    path(ratingsApi.get.path),
    { schema: routeSchema(ratingsApi.get, { params: ratingIdParams }), ...guard },
    async (req) => ok(await ratings.get(req.params.id)),
  );
  app.post(
    ratingsApi.create.path,
    { schema: routeSchema(ratingsApi.create, { successStatus: 201 }), ...guard },
    async (req, reply) =>
      reply
        .code(201)
        .send(ok(await ratings.create(req.principal(), req.body), DEMAND_TEXTS.ratingCreated)),
  );
  app.patch(
    path(ratingsApi.patch.path),
    { schema: routeSchema(ratingsApi.patch, { params: ratingIdParams }), ...guard },
    async (req) =>
      ok(
        await ratings.update(req.principal(), req.params.id, req.body),
        DEMAND_TEXTS.ratingUpdated,
      ),
  );
  app.delete(
    path(ratingsApi.delete.path),
    { schema: routeSchema(ratingsApi.delete, { params: ratingIdParams }), ...guard },
    async (req) => {
      await ratings.delete(req.principal(), req.params.id);
      return ok({}, DEMAND_TEXTS.ratingRemoved);
    },
  );
};
