import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { adminApi } from '@alinhavo/shared/api/admin';
import { ok, route } from '../../http/route';

/** Usuários: list, panel, suspend and reactivate. Routes only delegate. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.admin.users;
  route(app, adminApi.users, async (req) => ok(await users.list(req.principal(), req.query)));
  route(app, adminApi.user, async (req) => ok(await users.detail(req.principal(), req.params.id)));
  route(app, adminApi.suspend, async (req) =>
    ok(await users.suspend(req.principal(), req.params.id, req.body.reason), ADMIN_TEXTS.suspended),
  );
  route(app, adminApi.reactivate, async (req) =>
    ok(
      await users.reactivate(req.principal(), req.params.id, req.body.reason),
      ADMIN_TEXTS.reactivated,
    ),
  );
};
