import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PORTFOLIO_TEXTS as T } from '@alinhavo/shared/messages/portfolio';
import { portfolioApi } from '@alinhavo/shared/api/portfolio';
import { PORTFOLIO_LIMITS } from '@alinhavo/shared/schemas/portfolio';
import { ifNoneMatch } from '../../http/conditional';
import { ok, route } from '../../http/route';
import { PUBLIC_CACHE_CONTROL } from './service';

/** The provider's portfolio, the public provider page and the served photo copies. */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // A second file reaches the service, which refuses it with its own text.
    limits: { fileSize: PORTFOLIO_LIMITS.photoBytes, files: 2, fields: 2, parts: 4 },
    throwFileSizeLimit: true,
  });
  const portfolio = app.services.portfolio;
  const publicLimit = {
    config: {
      rateLimit: { max: app.config.publicSearchRateLimitPerMinute, timeWindow: '1 minute' },
    },
  };

  // As in the files module: a refused upload leaves its body unread, so the connection closes.
  app.addHook('onSend', async (req, reply) => {
    if (req.raw.complete || reply.statusCode < 400) return;
    void reply.header('connection', 'close');
    req.raw.resume();
  });

  /** A WebP copy; the original is never served (it is not reachable by any route). */
  const sendImage = (
    reply: FastifyReply,
    stream: NodeJS.ReadableStream,
    id: string,
    cache: string,
  ) =>
    reply
      .header('content-type', 'image/webp')
      .header('content-disposition', `inline; filename="${id}.webp"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', cache)
      .send(stream);

  route(app, portfolioApi.mine, async (req) => ok(await portfolio.mine(req.principal())));
  route(app, portfolioApi.upload, async (req) =>
    ok(await portfolio.upload(req.principal(), req.parts()), T.uploaded),
  );
  route(app, portfolioApi.caption, async (req) =>
    ok(
      await portfolio.setCaption(req.principal(), req.params.id, req.body.caption),
      T.captionSaved,
    ),
  );
  route(app, portfolioApi.reorder, async (req) =>
    ok(await portfolio.reorder(req.principal(), req.body.ids), T.reordered),
  );
  route(app, portfolioApi.remove, async (req) => {
    await portfolio.remove(req.principal(), req.params.id);
    return ok({}, T.deleted);
  });
  route(app, portfolioApi.ownImage, async (req, reply) => {
    const { stream } = await portfolio.openOwn(req.principal(), req.params.id, req.query.size);
    return sendImage(reply, stream, req.params.id, 'private, no-store');
  });
  // Cache-Control goes first, so the 404 of a provider no longer listed says it too.
  route(
    app,
    portfolioApi.publicProfile,
    async (req, reply) => {
      void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      const { profile, etag } = await portfolio.publicProfile(req.params.id);
      void reply.header('etag', etag);
      if (ifNoneMatch(req.headers['if-none-match'], etag)) return reply.code(304).send();
      return ok(profile);
    },
    publicLimit,
  );
  route(app, portfolioApi.publicImage, async (req, reply) => {
    void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    const copy = await portfolio.publicCopy(req.params.id, req.query.size);
    void reply.header('etag', copy.etag);
    // The browser's copy is still good: answered without opening the stored object.
    if (ifNoneMatch(req.headers['if-none-match'], copy.etag)) return reply.code(304).send();
    const { stream } = await copy.open();
    return sendImage(reply, stream, req.params.id, PUBLIC_CACHE_CONTROL);
  });
};
