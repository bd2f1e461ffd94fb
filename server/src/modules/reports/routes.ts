import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi, reportsApi } from '@alinhavo/shared/api/admin';
import { ADMIN_TEXTS, REPORT_TEXTS } from '@alinhavo/shared/messages/admin';
import { adminReportsQuery, userIdParams as reportIdParams } from '@alinhavo/shared/schemas/admin';
import { ok, routeSchema } from '../../http/route';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

/** POST /reports/ for anyone signed in; the queue and its resolution for admins (403 otherwise). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.services.reports;
  const guard = { preHandler: app.authenticate };

  app.post(
    reportsApi.create.path,
    { schema: routeSchema(reportsApi.create, { successStatus: 201 }), ...guard },
    async (req, reply) =>
      reply.code(201).send(ok(await reports.create(req.principal(), req.body), REPORT_TEXTS.sent)),
  );
  app.get(
    adminApi.reports.path,
    { schema: routeSchema(adminApi.reports, { querystring: adminReportsQuery }), ...guard },
    async (req) => ok(await reports.queue(req.principal(), req.query)),
  );
  app.post(
    path(adminApi.resolveReport.path),
    { schema: routeSchema(adminApi.resolveReport, { params: reportIdParams }), ...guard },
    async (req) =>
      ok(
        await reports.resolve(req.principal(), req.params.id, req.body),
        ADMIN_TEXTS.reportResolved,
      ),
  );
};
