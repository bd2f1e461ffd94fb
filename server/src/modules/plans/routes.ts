import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plansApi } from '@alinhavo/shared/api/plans';
import { ok, route } from '../../http/route';

/** Spec §1 plans (DESIGN §5 'plans'). Routes only delegate. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const plans = app.services.plans;
  route(app, plansApi.catalogue, async () => ok(await plans.catalogue()));
  route(app, plansApi.me, async (req) => ok(await plans.me(req.principal())));
  route(app, plansApi.checkout, async (req) => ok(await plans.checkout(req.principal(), req.body)));
};
