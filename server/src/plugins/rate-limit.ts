import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { API_PREFIX } from '@alinhavo/shared/api/contract';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { tooManyRequests } from '../http/errors';
import { bearerFrom } from '../modules/auth/cookie';
import type { Tokens } from '../modules/auth/tokens';

const MINUTE = 60_000;
/** Key prefixes of the global budget: a signed-in account, or an address without a session. */
const ACCOUNT = 'a:';
const ADDRESS = 'ip:';

/**
 * DESIGN §9.15. Static files and pages are never counted: a first visit alone is ~85 requests,
 * and an office or a carrier's NAT puts many people behind one address. Every API call is
 * counted once (one budget across every instance when Redis is there, DESIGN §3): per account
 * when it carries a valid access token, per address otherwise, with a budget sized for NAT.
 * Routes with a `config.rateLimit` of their own (codes, sign-up, the public searches) count there
 * instead, with the same key. Password checks (sign-in, token, password change, account deletion)
 * share two more budgets, per address and per account and address: a per-route bucket would add
 * the routes' allowances up for a guesser.
 */
export const rateLimitPlugin = fp<{ redis: Redis | undefined; tokens: Tokens }>(
  async function limits(app, opts) {
    const { tokens } = opts;
    // Before the limiter's own onRoute hook, which reads `config.rateLimit`: the web build's
    // routes (the static wildcard with its SPA fallback, the prerendered pages) and whatever else
    // lives outside the API are never limited.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${API_PREFIX}/`))
        route.config = { ...route.config, rateLimit: false };
    });

    const perAccount = app.config.accountRateLimitPerMinute;
    const perAddress = app.config.anonymousRateLimitPerMinute;
    await app.register(rateLimit, {
      global: true,
      // Only for keys without a route budget; `max` of a route's config replaces it there.
      max: perCaller(perAccount, perAddress),
      timeWindow: '1 minute',
      // The subject of a verified access token, with no database read: this runs on every API
      // request. A forged, expired or absent token counts against the address.
      keyGenerator: async (req) => {
        const bearer = bearerFrom(req);
        const claims = bearer ? await tokens.verifyAccess(bearer) : null;
        return claims ? `${ACCOUNT}${claims.userId}` : `${ADDRESS}${normalizeIP(req.ip)}`;
      },
      nameSpace: 'alinhavo-rl:',
      ...(opts.redis ? { redis: opts.redis } : {}),
      // One entry per active account and address in the process (without Redis).
      cache: 20_000,
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

    const passwordLimits = [
      // The address first, sized for an office signing in at 9:00 and for NAT: a flood from one
      // address does not spend its targets' budgets.
      app.createRateLimit({
        max: app.config.passwordIpRateLimitPerMinute,
        timeWindow: MINUTE,
        keyGenerator: (req) => `password-ip:${normalizeIP(req.ip)}`,
      }),
      // Then the account from this address. There is no budget for the account from everywhere:
      // a stranger could spend it and hold the owner out; guesses from many addresses are the
      // PasswordGuard's, which exempts the addresses the owner signed in from.
      app.createRateLimit({
        max: app.config.authRateLimitPerMinute,
        timeWindow: MINUTE,
        keyGenerator: (req) => `password-pair:${accountKey(req)}:${normalizeIP(req.ip)}`,
      }),
    ];
    app.decorate('passwordChecks', async (req: FastifyRequest) => {
      for (const limit of passwordLimits) {
        const state = await limit(req);
        if (!state.isAllowed && state.isExceeded)
          throw tooManyRequests(ERRORS.tooManyRequests, Math.max(1, state.ttlInSeconds));
      }
    });
  },
);

/**
 * A route budget that tells a signed-in account from an address without a session (the global
 * key), e.g. one person's tabs against the many people behind one NAT address.
 */
export function perCaller(account: number, anonymous: number) {
  return (_req: FastifyRequest, key: string) => (key.startsWith(ACCOUNT) ? account : anonymous);
}

/** The account a password is checked for: the e-mail typed at sign-in, or the caller's own. */
function accountKey(req: FastifyRequest): string {
  const body = req.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email : req.principal().user.email;
  // A digest: the limiter's keys (in Redis too) never hold an address.
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 24);
}
