import type { IncomingMessage } from 'node:http';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filesApi } from '@alinhavo/shared/api/files';
import { DEMAND_LIMITS } from '@alinhavo/shared/schemas/demand';
import { safeFileName } from '@alinhavo/shared/schemas/demand-file';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { ok, route } from '../../http/route';

/**
 * One part more than a demand may hold reaches the service, which refuses it with its own text
 * (the parser's limit would answer a bare 413).
 */
const MAX_FILES = DEMAND_LIMITS.filesPerDemand + 1;

/** A refused upload this small is received whole before the answer (see the onSend hook). */
const DRAIN_BYTES = 1024 * 1024;

/** Reads what is left of a request's body and drops it; false if it did not end in 5 s. */
function drained(body: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 5_000);
    body.once('end', () => {
      clearTimeout(timer);
      resolve(true);
    });
    body.resume();
  });
}

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

  // An upload refused mid-stream leaves the rest of its body unread. A small one is read to its
  // end before the answer goes out: a client still sending when the connection closes (fetch,
  // a browser's upload) reports a broken pipe instead of the answer, so the person would see a
  // connection error instead of the reason. A large one is not worth receiving: the connection
  // closes once the answer is out (else the client waits forever to finish sending a body nobody
  // reads).
  app.addHook('onSend', async (req, reply) => {
    if (req.raw.complete || req.raw.readableEnded || reply.statusCode < 400) return;
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared <= DRAIN_BYTES && (await drained(req.raw))) return;
    void reply.header('connection', 'close');
    req.raw.resume();
  });

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
    const name = safeFileName(file.originalName);
    const ascii = name.replace(/[^\x20-\x7e]/g, '_');
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.sizeBytes))
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
};
