import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { professionalsApi } from '@alinhavo/shared/api/search';
import { ok, route } from '../../http/route';

export const professionalSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = app.services.professionalSearch;
  const saved = app.services.savedSearches;

  route(app, professionalsApi.search, async (req) =>
    ok(await search.search(req.principal(), req.query)),
  );
  route(app, professionalsApi.savedSearches, async (req) => ok(await saved.list(req.principal())));
  route(app, professionalsApi.saveSearch, async (req) =>
    ok(await saved.create(req.principal(), req.body)),
  );
  route(app, professionalsApi.deleteSavedSearch, async (req) => {
    await saved.delete(req.principal(), req.params.id);
    return ok({});
  });
  route(app, professionalsApi.profile, async (req) =>
    ok(await search.profile(req.principal(), req.params.id)),
  );
};
