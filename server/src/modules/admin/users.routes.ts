import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { adminApi } from '@alinhavo/shared/api/admin';
import { adminUsersQuery, userIdParams } from '@alinhavo/shared/schemas/admin';
import { ok, routeSchema } from '../../http/route';
import { pathOf } from './paths';

/** Usuários: list, panel, suspend and reactivate. Routes only delegate. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.admin.users;
  const guard = { preHandler: app.authenticate };
  app.get(
    adminApi.users.path,
    { schema: routeSchema(adminApi.users, { querystring: adminUsersQuery }), ...guard },
    async (req) => ok(await users.list(req.principal(), req.query)),
  );
  app.get(
    pathOf(adminApi.user),
    { schema: routeSchema(adminApi.user, { params: userIdParams }), ...guard },
    async (req) => ok(await users.detail(req.principal(), req.params.id)),
  );
  app.post(
    pathOf(adminApi.suspend),
    { schema: routeSchema(adminApi.suspend, { params: userIdParams }), ...guard },
    async (req) =>
      ok(
        await users.suspend(req.principal(), req.params.id, req.body.reason),
        ADMIN_TEXTS.suspended,
      ),
  );
  app.post(
    pathOf(adminApi.reactivate),
    { schema: routeSchema(adminApi.reactivate, { params: userIdParams }), ...guard },
    async (req) =>
      ok(
        await users.reactivate(req.principal(), req.params.id, req.body.reason),
        ADMIN_TEXTS.reactivated,
      ),
  );
};
