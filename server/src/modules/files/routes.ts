import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filesApi } from '@alinhavo/shared/api/files';
import { DEMAND_LIMITS } from '@alinhavo/shared/schemas/demand';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { ok, route } from '../../http/route';

const MAX_FILES = 10;

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: DEMAND_LIMITS.fileBytes,
      files: MAX_FILES,
      fields: 5,
      parts: MAX_FILES + 5,
    },
    throwFileSizeLimit: true,
  });
  const files = app.services.files;

  route(app, filesApi.upload, async (req) =>
    ok(await files.upload(req.principal(), req.parts()), 'Arquivos enviados com sucesso!'),
  );
  route(app, filesApi.list, async (req) => ok(await files.list(req.principal(), req.query.demand)));
  route(app, filesApi.delete, async (req) => {
    await files.remove(req.principal(), req.params.id);
    return ok({}, DEMAND_TEXTS.fileDeleted);
  });
  route(app, filesApi.download, async (req, reply) => {
    const { file, stream } = await files.open(req.principal(), req.params.id);
    const inline = req.query.inline === '1' && file.mimeType.startsWith('image/');
    const ascii = file.originalName.replace(/[^\x20-\x7e]/g, '_');
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.sizeBytes))
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
};
