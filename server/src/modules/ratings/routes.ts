import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratingsApi } from '@alinhavo/shared/api/ratings';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { ok, route } from '../../http/route';

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ratings = app.services.ratings;
  route(app, ratingsApi.list, async (req) =>
    ok(await ratings.list(req.principal(), req.query.professional)),
  );
  route(app, ratingsApi.lookup, async (req) =>
    ok(await ratings.lookup(req.principal(), req.query)),
  );
  route(app, ratingsApi.get, async (req) => ok(await ratings.get(req.principal(), req.params.id)));
  route(app, ratingsApi.create, async (req) =>
    ok(await ratings.create(req.principal(), req.body), DEMAND_TEXTS.ratingCreated),
  );
  route(app, ratingsApi.patch, async (req) =>
    ok(await ratings.update(req.principal(), req.params.id, req.body), DEMAND_TEXTS.ratingUpdated),
  );
  route(app, ratingsApi.delete, async (req) => {
    await ratings.delete(req.principal(), req.params.id);
    return ok({}, DEMAND_TEXTS.ratingRemoved);
  });
};
