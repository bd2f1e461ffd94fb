import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/** One budget per IP across every instance when Redis is there (DESIGN §3). */
export const rateLimitPlugin = fp<{ redis: Redis | undefined }>(async function limits(app, opts) {
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    nameSpace: 'alinhavo-rl:',
    ...(opts.redis ? { redis: opts.redis } : {}),
    skipOnError: true,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
    },
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      status: 'error',
      message: 'Muitas tentativas. Aguarde um momento antes de tentar novamente.',
      code: 'RATE_LIMITED',
      retryAfter: context.after,
    }),
  });
});
