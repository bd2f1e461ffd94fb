import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientsApi } from '@alinhavo/shared/api/clients';
import { ok, route } from '../../http/route';
import { CLIENT_SEARCH_TTL_SECONDS } from './service';

/** Public (no login): the landing's Cliente/Marca tab. Limited per IP; cacheable for a minute. */
export const clientSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = app.services.clientSearch;
  route(
    app,
    clientsApi.search,
    async (req, reply) => {
      const page = await clients.search(req.query);
      void reply.header('cache-control', `public, max-age=${CLIENT_SEARCH_TTL_SECONDS}`);
      return ok(page);
    },
    {
      config: {
        rateLimit: { max: app.config.publicSearchRateLimitPerMinute, timeWindow: '1 minute' },
      },
    },
  );
};
