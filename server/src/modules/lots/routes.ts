import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lotsApi } from '@alinhavo/shared/api/lots';
import { LOT_TEXTS } from '@alinhavo/shared/messages/lots';
import { ok, route } from '../../http/route';

export const lotRoutes: FastifyPluginAsyncZod = async (app) => {
  const lots = app.services.lots;
  route(app, lotsApi.list, async (req) => ok(await lots.list(req.principal(), req.params.id)));
  route(app, lotsApi.create, async (req) =>
    ok(await lots.create(req.principal(), req.params.id, req.body), LOT_TEXTS.created),
  );
  route(app, lotsApi.step, async (req) =>
    ok(
      await lots.step(req.principal(), req.params.id, req.params.lotId, req.body),
      LOT_TEXTS.stepRecorded,
    ),
  );
  route(app, lotsApi.active, async (req) => ok(await lots.active(req.principal())));
};
