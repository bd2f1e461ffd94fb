import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geoApi } from '@alinhavo/shared/api/catalogue';
import { cepParams, stateIdParams } from '@alinhavo/shared/schemas/geo';
import { ok, routeSchema } from '../../http/route';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const geo = app.services.geo;
  app.get(geoApi.states.path, { schema: routeSchema(geoApi.states) }, async (_req, reply) => {
    void reply.header('cache-control', 'public, max-age=86400');
    return ok(await geo.states());
  });
  app.get(
    path(geoApi.municipios.path),
    { schema: routeSchema(geoApi.municipios, { params: stateIdParams }) },
    async (req, reply) => {
      void reply.header('cache-control', 'public, max-age=86400');
      return ok(await geo.municipios(req.params.id));
    },
  );
  app.get(
    path(geoApi.cep.path),
    {
      schema: routeSchema(geoApi.cep, { params: cepParams }),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req) => ok(await geo.cep(req.params.cep)),
  );
};
