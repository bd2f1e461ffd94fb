import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi } from '@alinhavo/shared/api/admin';
import { professionalsQuery, userIdParams } from '@alinhavo/shared/schemas/admin';
import { ok, routeSchema } from '../../http/route';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.admin;
  const guard = { preHandler: app.authenticate };
  app.get(
    adminApi.professionals.path,
    { schema: routeSchema(adminApi.professionals, { querystring: professionalsQuery }), ...guard },
    async (req) => ok(await admin.professionals(req.principal(), req.query.status)),
  );
  app.post(
    path(adminApi.approve.path),
    { schema: routeSchema(adminApi.approve, { params: userIdParams }), ...guard },
    async (req) =>
      ok(await admin.decide(req.principal(), req.params.id, true), 'Profissional aprovado.'),
  );
  app.post(
    path(adminApi.reject.path),
    { schema: routeSchema(adminApi.reject, { params: userIdParams }), ...guard },
    async (req) =>
      ok(await admin.decide(req.principal(), req.params.id, false), 'Profissional rejeitado.'),
  );
};
