import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { tooManyRequests } from '../http/errors';

const MINUTE = 60_000;

/**
 * One budget per IP across every instance when Redis is there (DESIGN §3), and one budget of
 * password checks (sign-in, token, password change, account deletion) per IP and per account:
 * a per-route bucket would add the routes' allowances up for a guesser.
 */
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
      message: ERRORS.tooManyRequests,
      code: 'RATE_LIMITED',
      retryAfter: context.after,
    }),
  });

  const max = app.config.authRateLimitPerMinute;
  const perIp = app.createRateLimit({
    max,
    timeWindow: MINUTE,
    keyGenerator: (req) => `password-ip:${normalizeIP(req.ip)}`,
  });
  const perAccount = app.createRateLimit({
    max,
    timeWindow: MINUTE,
    keyGenerator: (req) => `password-account:${accountKey(req)}`,
  });
  app.decorate('passwordChecks', async (req: FastifyRequest) => {
    // The address first: a flood from one address does not spend its targets' budgets.
    for (const limit of [perIp, perAccount]) {
      const state = await limit(req);
      if (!state.isAllowed && state.isExceeded)
        throw tooManyRequests(ERRORS.tooManyRequests, Math.max(1, state.ttlInSeconds));
    }
  });
});

/** The account a password is checked for: the e-mail typed at sign-in, or the caller's own. */
function accountKey(req: FastifyRequest): string {
  const body = req.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email : req.principal().user.email;
  // A digest: the limiter's keys (in Redis too) never hold an address.
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 24);
}
