import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_EXPORT_PATH, adminApi } from '@alinhavo/shared/api/admin';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import {
  auditQuery,
  periodQuery,
  professionalsQuery,
  userIdParams,
} from '@alinhavo/shared/schemas/admin';
import { ok, routeSchema } from '../../http/route';
import { adminDemandRoutes } from './demands.routes';
import { pathOf } from './paths';
import { adminUserRoutes } from './users.routes';

/** Every admin route but the reports queue (modules/reports). Routes only delegate. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.admin;
  const guard = { preHandler: app.authenticate };
  // Approve and reject may be posted without a body; the optional reason then is absent.
  const noBodyIsEmpty = {
    preValidation: async (req: { body: unknown }) => {
      req.body ??= {};
    },
  };
  await app.register(adminUserRoutes);
  await app.register(adminDemandRoutes);

  app.get(
    adminApi.overview.path,
    { schema: routeSchema(adminApi.overview, { querystring: periodQuery }), ...guard },
    async (req) => ok(await admin.overview.overview(req.principal(), req.query)),
  );
  app.get(
    adminApi.professionals.path,
    { schema: routeSchema(adminApi.professionals, { querystring: professionalsQuery }), ...guard },
    async (req) => ok(await admin.approvals.list(req.principal(), req.query.status)),
  );
  app.post(
    pathOf(adminApi.approve),
    { schema: routeSchema(adminApi.approve, { params: userIdParams }), ...guard, ...noBodyIsEmpty },
    async (req) =>
      ok(
        await admin.approvals.decide(req.principal(), req.params.id, true, req.body.reason),
        ADMIN_TEXTS.approved,
      ),
  );
  app.post(
    pathOf(adminApi.reject),
    { schema: routeSchema(adminApi.reject, { params: userIdParams }), ...guard, ...noBodyIsEmpty },
    async (req) =>
      ok(
        await admin.approvals.decide(req.principal(), req.params.id, false, req.body.reason),
        ADMIN_TEXTS.rejected,
      ),
  );
  app.get(
    adminApi.audit.path,
    { schema: routeSchema(adminApi.audit, { querystring: auditQuery }), ...guard },
    async (req) => ok(await admin.audit.list(req.principal(), req.query)),
  );
  app.get(
    pathOf({ path: ADMIN_EXPORT_PATH }),
    {
      schema: {
        summary: 'Relatórios em CSV (UTF-8 com BOM, ";" e vírgula decimal)',
        security: [{ bearerAuth: [] }],
        // An unknown report is a missing file (404), not a malformed request.
        params: z.object({ report: z.string().max(40) }),
        querystring: periodQuery,
      },
      ...guard,
    },
    async (req, reply) => {
      const file = admin.exports.open(req.principal(), req.params.report, req.query);
      const stream = Readable.from(file.lines);
      stream.on('error', (err) => {
        req.log.error({ err: err.message }, 'falha ao gerar o CSV');
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
