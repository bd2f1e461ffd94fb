import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueApi } from '@alinhavo/shared/api/catalogue';
import { ok, route } from '../../http/route';
import type { CatalogueKind } from './service';

/** Public and cacheable: browsers and the desktop keep it for an hour, Dexie keeps it offline. */
const CACHE = 'public, max-age=3600';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.services.catalogue;

  for (const kind of Object.keys(catalogueApi) as CatalogueKind[]) {
    const pair = catalogueApi[kind];
    route(app, pair.list, async (_req, reply) => {
      void reply.header('cache-control', CACHE);
      return ok(await catalogue.list(kind));
    });
    route(app, pair.get, async (req, reply) => {
      void reply.header('cache-control', CACHE);
      return ok(await catalogue.get(kind, req.params.id));
    });
  }
};
