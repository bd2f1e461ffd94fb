import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PORTFOLIO_TEXTS as T } from '@alinhavo/shared/messages/portfolio';
import { portfolioApi } from '@alinhavo/shared/api/portfolio';
import { PORTFOLIO_LIMITS } from '@alinhavo/shared/schemas/portfolio';
import { ok, route } from '../../http/route';
import { PUBLIC_IMAGE_MAX_AGE_SECONDS, PUBLIC_PROFILE_TTL_SECONDS } from './service';

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
  route(
    app,
    portfolioApi.publicProfile,
    async (req, reply) => {
      const profile = await portfolio.publicProfile(req.params.id);
      void reply.header('cache-control', `public, max-age=${PUBLIC_PROFILE_TTL_SECONDS}`);
      return ok(profile);
    },
    publicLimit,
  );
  route(app, portfolioApi.publicImage, async (req, reply) => {
    const copy = await portfolio.publicCopy(req.params.id, req.query.size);
    const cache = `public, max-age=${PUBLIC_IMAGE_MAX_AGE_SECONDS}`;
    void reply.header('etag', copy.etag);
    if (req.headers['if-none-match'] === copy.etag)
      return reply.code(304).header('cache-control', cache).send();
    const { stream } = await copy.open();
    return sendImage(reply, stream, req.params.id, cache);
  });
};
