import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi, reportsApi } from '@alinhavo/shared/api/admin';
import { ADMIN_TEXTS, REPORT_TEXTS } from '@alinhavo/shared/messages/admin';
import { ok, route } from '../../http/route';

/** POST /reports/ for anyone signed in; the queue and its resolution for admins (403 otherwise). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.services.reports;

  route(app, reportsApi.create, async (req) =>
    ok(await reports.create(req.principal(), req.body), REPORT_TEXTS.sent),
  );
  route(app, adminApi.reports, async (req) => ok(await reports.queue(req.principal(), req.query)));
  route(app, adminApi.resolveReport, async (req) =>
    ok(await reports.resolve(req.principal(), req.params.id, req.body), ADMIN_TEXTS.reportResolved),
  );
};
