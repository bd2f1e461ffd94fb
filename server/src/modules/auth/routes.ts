import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LoginBody } from '@alinhavo/shared/schemas/auth';
import { authApi } from '@alinhavo/shared/api/auth';
import { AUTH_TEXTS } from '@alinhavo/shared/messages/auth';
import { ok, route } from '../../http/route';
import { bearerFrom, clearRefreshCookie, refreshFrom, setRefreshCookie } from './cookie';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Tight per-address budgets for codes and sign-up, the routes an attacker would hammer; the
   * rest (refresh, logout) count in the global budget, sized for many people behind one address.
   * Slowing down password guessing per account and address is the service's (PasswordGuard).
   */
  const perMinute = app.config.authRateLimitPerMinute;
  const strict = { config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } } };
  const moderate = { config: { rateLimit: { max: perMinute * 3, timeWindow: '1 minute' } } };
  // Sign-in by either route spends the budget every password check shares.
  const passwordCheck = { preHandler: app.passwordChecks };
  const auth = app.services.auth;
  const secure = app.config.publicUrl.startsWith('https:');
  const ua = (h: string | undefined) => h ?? null;

  /** /user/login/ and /token/ sign in the same way; they differ only in what they answer. */
  const signIn = async (req: FastifyRequest<{ Body: LoginBody }>, reply: FastifyReply) => {
    const { email, password } = req.body;
    const result = await auth.login(email, password, ua(req.headers['user-agent']), req.ip);
    setRefreshCookie(reply, result.token.refresh, secure);
    return result;
  };

  route(
    app,
    authApi.register,
    async (req) => ok({ user: await auth.register(req.body) }, AUTH_TEXTS.registered),
    moderate,
  );

  route(app, authApi.login, async (req, reply) => ok(await signIn(req, reply)), passwordCheck);

  route(
    app,
    authApi.obtainToken,
    async (req, reply) => ok((await signIn(req, reply)).token),
    passwordCheck,
  );

  // No budget of its own: every page load on the web refreshes, and a tight per-address budget
  // here signed out the people behind an office's or a carrier's address. The token cannot be
  // guessed, so the global anonymous budget is enough.
  route(app, authApi.refreshToken, async (req, reply) => {
    const token = refreshFrom(req, req.body);
    try {
      const pair = await auth.refresh(token ?? '');
      setRefreshCookie(reply, pair.refresh, secure);
      return ok(pair);
    } catch (err) {
      clearRefreshCookie(reply, secure);
      throw err;
    }
  });

  // The bearer header (or the cookie) alone names the session, so a logout may come without a
  // body, or with an empty one under a JSON content type; both stand for `{}`.
  await app.register(async (scoped) => {
    const json = scoped.getDefaultJsonParser('error', 'error');
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      const text = body.toString();
      if (text.trim() === '') done(null, {});
      else void json(req, text, done);
    });
    route(
      scoped,
      authApi.logout,
      async (req, reply) => {
        await auth.logout({
          accessToken: bearerFrom(req),
          refreshToken: refreshFrom(req, req.body),
        });
        clearRefreshCookie(reply, secure);
        return ok({}, AUTH_TEXTS.loggedOut);
      },
      {
        preValidation: (req, _reply, next) => {
          req.body ??= {};
          next();
        },
      },
    );
  });

  route(
    app,
    authApi.verifyEmail,
    async (req, reply) => {
      const result = await auth.verifyEmail(req.body, ua(req.headers['user-agent']));
      setRefreshCookie(reply, result.token.refresh, secure);
      return ok(result, AUTH_TEXTS.verified);
    },
    strict,
  );

  route(
    app,
    authApi.resendCode,
    async (req) => {
      await auth.resendVerification(req.body.email);
      return ok({}, AUTH_TEXTS.codeResent);
    },
    moderate,
  );

  route(
    app,
    authApi.requestReset,
    async (req) => {
      await auth.requestPasswordReset(req.body.email);
      return ok({}, AUTH_TEXTS.resetRequested);
    },
    moderate,
  );

  route(
    app,
    authApi.validateReset,
    async (req) => ok({ valid: await auth.isResetCodeValid(req.body.code) }),
    strict,
  );

  route(
    app,
    authApi.confirmReset,
    async (req, reply) => {
      await auth.confirmPasswordReset(req.body, req.ip);
      clearRefreshCookie(reply, secure);
      return ok({}, AUTH_TEXTS.resetDone);
    },
    strict,
  );
};
