import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geoApi } from '@alinhavo/shared/api/catalogue';
import { ok, route } from '../../http/route';

const CACHE = 'public, max-age=86400';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const geo = app.services.geo;
  route(app, geoApi.states, async (_req, reply) => {
    void reply.header('cache-control', CACHE);
    return ok(await geo.states());
  });
  route(app, geoApi.municipios, async (req, reply) => {
    void reply.header('cache-control', CACHE);
    return ok(await geo.municipios(req.params.id));
  });
  route(app, geoApi.cep, async (req) => ok(await geo.cep(req.params.cep)), {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  });
};
