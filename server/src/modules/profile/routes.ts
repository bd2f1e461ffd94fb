import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileApi } from '@alinhavo/shared/api/profile';
import { PROFILE_TEXTS } from '@alinhavo/shared/messages/profile';
import { ok, route } from '../../http/route';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.services.profiles;

  route(app, profileApi.get, async (req) => ok(await profiles.get(req.principal())));

  route(app, profileApi.patch, async (req) =>
    ok(await profiles.update(req.principal(), req.body), PROFILE_TEXTS.saved),
  );

  route(
    app,
    profileApi.export,
    async (req, reply) => {
      void reply.header('content-disposition', 'attachment; filename="alinhavo-meus-dados.json"');
      void reply.header('cache-control', 'no-store');
      return ok(await app.services.accounts.exportData(req.principal()));
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
};
