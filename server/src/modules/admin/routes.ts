import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi } from '@alinhavo/shared/api/admin';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { ok, route } from '../../http/route';
import { adminDemandRoutes } from './demands.routes';
import { adminPaymentRoutes } from './payments.routes';
import { adminUserRoutes } from './users.routes';

/** Every admin route but the reports queue (modules/reports). Routes only delegate. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.admin;
  // Approve and reject may be posted without a body; the optional reason then is absent.
  const noBodyIsEmpty = {
    preValidation: async (req: { body: unknown }) => {
      req.body ??= {};
    },
  };
  await app.register(adminUserRoutes);
  await app.register(adminDemandRoutes);
  await app.register(adminPaymentRoutes);

  route(app, adminApi.overview, async (req) =>
    ok(await admin.overview.overview(req.principal(), req.query)),
  );
  route(app, adminApi.professionals, async (req) =>
    ok(await admin.approvals.list(req.principal(), req.query.status)),
  );
  route(
    app,
    adminApi.approve,
    async (req) =>
      ok(
        await admin.approvals.decide(req.principal(), req.params.id, true, req.body.reason),
        ADMIN_TEXTS.approved,
      ),
    noBodyIsEmpty,
  );
  route(
    app,
    adminApi.reject,
    async (req) =>
      ok(
        await admin.approvals.decide(req.principal(), req.params.id, false, req.body.reason),
        ADMIN_TEXTS.rejected,
      ),
    noBodyIsEmpty,
  );
  route(app, adminApi.audit, async (req) => ok(await admin.audit.list(req.principal(), req.query)));
  route(app, adminApi.export, async (req, reply) => {
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
  });
};
