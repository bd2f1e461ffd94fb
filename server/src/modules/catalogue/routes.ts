import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@alinhavo/shared/api/contract';
import { catalogueApi } from '@alinhavo/shared/api/catalogue';
import { catalogueIdParams } from '@alinhavo/shared/schemas/catalogue';
import { ok, routeSchema } from '../../http/route';
import type { CatalogueKind } from './service';

/** Public and cacheable: browsers and the desktop keep it for an hour, Dexie keeps it offline. */
const CACHE = 'public, max-age=3600';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.services.catalogue;

  function serve<L extends z.ZodType, I extends z.ZodType>(
    pair: { list: Endpoint<undefined, L>; get: Endpoint<undefined, I> },
    kind: CatalogueKind,
  ) {
    // Generic endpoints defeat Fastify's reply inference; zod still checks and serializes at run time.
    const listSchema: FastifySchema = routeSchema(pair.list);
    const getSchema: FastifySchema = routeSchema(pair.get, { params: catalogueIdParams });
    app.get(pair.list.path, { schema: listSchema }, async (_req, reply) => {
      void reply.header('cache-control', CACHE);
      return ok((await catalogue.list(kind)) as z.infer<L>);
    });
    app.get(pair.get.path.replace('{id}', ':id'), { schema: getSchema }, async (req, reply) => {
      void reply.header('cache-control', CACHE);
      const { id } = catalogueIdParams.parse(req.params);
      return ok((await catalogue.get(kind, id)) as z.infer<I>);
    });
  }

  serve(catalogueApi.services, 'services');
  serve(catalogueApi.serviceAreas, 'serviceAreas');
  serve(catalogueApi.specialties, 'specialties');
  serve(catalogueApi.machines, 'machines');
  serve(catalogueApi.availabilities, 'availabilities');
};
