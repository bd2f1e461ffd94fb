import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMAND_LIMITS } from '@alinhavo/shared/schemas/demand';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { AppError, badRequest } from '../../http/errors';
import { ok } from '../../http/route';
import type { ReceivedFile } from './service';
import { ContentJudge } from './sniff';

const MAX_FILES = 10;
const uuid = z.uuid({ error: 'Recurso não encontrado.' });

/** Names as people gave them, without path parts or control characters. */
const cleanName = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}"]/gu, '')
    .slice(0, 200) || 'arquivo';

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
  const storage = app.storage;
  const guard = { preHandler: app.authenticate };

  /** Streams each part to a temp file while judging its bytes; nothing is held whole in memory. */
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
      const p = req.principal();
      const received: ReceivedFile[] = [];
      let demandId: string | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'demand') {
              demandId = uuid.parse(String(part.value));
              await files.assertOwner(p, demandId);
            }
            continue;
          }
          if (!demandId) throw badRequest('Envie o campo "demand" antes dos arquivos.');
          const temp = storage.newTemp();
          const judge = new ContentJudge();
          let size = 0;
          received.push({
            tempName: temp.name,
            originalName: cleanName(part.filename),
            size: 0,
            kind: 'text/plain',
          });
          await pipeline(
            part.file,
            new Transform({
              transform(chunk: Buffer, _enc, done) {
                size += chunk.length;
                judge.push(chunk);
                done(null, chunk);
              },
            }),
            fs.createWriteStream(temp.path),
          );
          const kind = judge.verdict();
          if (!kind) throw new AppError(415, DEMAND_TEXTS.fileTypeRefused, 'VALIDATION');
          const last = received[received.length - 1];
          if (last) Object.assign(last, { size, kind });
        }
        if (!demandId) throw badRequest('Informe a demanda.');
        if (received.length === 0) throw badRequest('Envie ao menos um arquivo.');
        const saved = await files.attach(p, demandId, received);
        return reply.code(201).send(ok(saved, 'Arquivos enviados com sucesso!'));
      } catch (err) {
        await Promise.all(received.map((f) => storage.discardTemp(f.tempName)));
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, DEMAND_TEXTS.fileTooLarge, 'VALIDATION');
        if (err instanceof z.ZodError) throw badRequest('Demanda inválida.');
        throw err;
      }
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
