import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMAND_LIMITS } from '@alinhavo/shared/schemas/demand';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { ok } from '../../http/route';

const MAX_FILES = 10;
const uuid = z.uuid({ error: 'Recurso não encontrado.' });

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
  const guard = { preHandler: app.authenticate };

  app.post(
    '/demand-files/',
    {
      ...guard,
      schema: {
        summary: 'Anexa arquivos a uma demanda (multipart: demand, file…)',
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) => {
      const saved = await files.upload(req.principal(), req.parts());
      return reply.code(201).send(ok(saved, 'Arquivos enviados com sucesso!'));
    },
  );

  app.get(
    '/demand-files/',
    { ...guard, schema: { querystring: z.object({ demand: uuid }) } },
    async (req) => ok(await files.list(req.principal(), req.query.demand)),
  );

  app.delete(
    '/demand-files/:id/',
    { ...guard, schema: { params: z.object({ id: uuid }) } },
    async (req) => {
      await files.remove(req.principal(), req.params.id);
      return ok({}, DEMAND_TEXTS.fileDeleted);
    },
  );

  app.get(
    '/demand-files/:id/download/',
    {
      ...guard,
      schema: {
        params: z.object({ id: uuid }),
        querystring: z.object({ inline: z.enum(['1']).optional() }),
      },
    },
    async (req, reply) => {
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
    },
  );
};
