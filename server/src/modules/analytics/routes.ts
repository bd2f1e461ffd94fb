import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsApi } from '@alinhavo/shared/api/analytics';
import { forbidden } from '../../http/errors';
import { ok, routeSchema } from '../../http/route';
import { analyticsRepository } from './repository';

const n = (v: unknown) => Number(v ?? 0);

/** Routes and rules are this small: each dashboard is one query of the caller's own numbers. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: app.authenticate };
  app.get(
    analyticsApi.client.path,
    { schema: routeSchema(analyticsApi.client), ...guard },
    async (req) => {
      const p = req.principal();
      if (p.user.userType !== 'CLIENTE') throw forbidden();
      const r = await analyticsRepository.client(app.db, p.user.id, app.admins.list);
      return ok({
        active_demands: n(r?.active_demands),
        interested_professionals: n(r?.interested_professionals),
        completed_jobs: n(r?.completed_jobs),
        available_professionals: n(r?.available_professionals),
      });
    },
  );
  app.get(
    analyticsApi.professional.path,
    { schema: routeSchema(analyticsApi.professional), ...guard },
    async (req) => {
      const p = req.principal();
      if (p.user.userType !== 'PROFISSIONAL') throw forbidden();
      const r = await analyticsRepository.professional(app.db, p.user.id);
      return ok({
        active_jobs: n(r?.active_jobs),
        // Spec §9: the mean of scores, one decimal on dashboards.
        rating_avg: Math.round(n(r?.rating_avg) * 10) / 10,
        rating_count: n(r?.rating_count),
        completed_jobs: n(r?.completed_jobs),
        open_opportunities: n(r?.open_opportunities),
      });
    },
  );
};
