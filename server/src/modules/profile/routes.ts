import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileApi } from '@alinhavo/shared/api/profile';
import { PROFILE_TEXTS } from '@alinhavo/shared/messages/profile';
import { ok, routeSchema } from '../../http/route';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.services.profiles;
  const guard = { preHandler: app.authenticate };

  app.get(profileApi.get.path, { schema: routeSchema(profileApi.get), ...guard }, async (req) =>
    ok(await profiles.get(req.principal())),
  );

  app.patch(
    profileApi.patch.path,
    { schema: routeSchema(profileApi.patch), ...guard },
    async (req) => ok(await profiles.update(req.principal(), req.body), PROFILE_TEXTS.saved),
  );

  app.get(
    profileApi.export.path,
    {
      schema: routeSchema(profileApi.export),
      ...guard,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      void reply.header('content-disposition', 'attachment; filename="alinhavo-meus-dados.json"');
      void reply.header('cache-control', 'no-store');
      return ok(await app.services.accounts.exportData(req.principal()));
    },
  );
};
