import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fichaApi } from '@alinhavo/shared/api/ficha';
import { FICHA_TEXTS } from '@alinhavo/shared/messages/ficha';
import { ok, route } from '../../http/route';

export const fichaRoutes: FastifyPluginAsyncZod = async (app) => {
  const fichas = app.services.fichas;
  route(app, fichaApi.get, async (req) => ok(await fichas.get(req.principal(), req.params.id)));
  route(app, fichaApi.put, async (req) =>
    ok(await fichas.put(req.principal(), req.params.id, req.body), FICHA_TEXTS.saved),
  );
  route(app, fichaApi.delete, async (req) => {
    await fichas.remove(req.principal(), req.params.id);
    return ok({});
  });
  route(app, fichaApi.revision, async (req) =>
    ok(await fichas.revision(req.principal(), req.params.id, req.params.revision)),
  );
  route(app, fichaApi.acknowledge, async (req) =>
    ok(
      await fichas.acknowledge(req.principal(), req.params.id, req.body),
      FICHA_TEXTS.acknowledged,
    ),
  );
  route(app, fichaApi.pdf, async (req, reply) => {
    const { bytes, fileName } = await fichas.pdf(
      req.principal(),
      req.params.id,
      req.query.revision,
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(bytes.length))
      .header(
        'content-disposition',
        `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
};
