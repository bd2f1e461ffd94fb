import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fichaModelsApi } from '@alinhavo/shared/api/ficha-models';
import { FICHA_MODEL_TEXTS } from '@alinhavo/shared/messages/ficha-models';
import { ok, route } from '../../http/route';

export const fichaModelRoutes: FastifyPluginAsyncZod = async (app) => {
  const models = app.services.fichaModels;
  route(app, fichaModelsApi.list, async (req) => ok(await models.list(req.principal())));
  route(app, fichaModelsApi.create, async (req) =>
    ok(await models.create(req.principal(), req.body), FICHA_MODEL_TEXTS.saved),
  );
  route(app, fichaModelsApi.get, async (req) =>
    ok(await models.get(req.principal(), req.params.id)),
  );
  route(app, fichaModelsApi.delete, async (req) => {
    await models.delete(req.principal(), req.params.id);
    return ok({}, FICHA_MODEL_TEXTS.deleted);
  });
};
