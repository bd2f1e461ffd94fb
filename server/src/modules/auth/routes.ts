import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LoginBody } from '@alinhavo/shared/schemas/auth';
import { authApi } from '@alinhavo/shared/api/auth';
import { AUTH_TEXTS } from '@alinhavo/shared/messages/auth';
import { ok, routeSchema } from '../../http/route';
import { bearerFrom, clearRefreshCookie, refreshFrom, setRefreshCookie } from './cookie';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Per-IP limits for the routes an attacker would hammer; the account lock is in the service. */
  const perMinute = app.config.authRateLimitPerMinute;
  const strict = { rateLimit: { max: perMinute, timeWindow: '1 minute' } };
  const moderate = { rateLimit: { max: perMinute * 3, timeWindow: '1 minute' } };
  const auth = app.services.auth;
  const secure = app.config.publicUrl.startsWith('https:');
  const ua = (h: string | undefined) => h ?? null;

  /** /user/login/ and /token/ sign in the same way; they differ only in what they answer. */
  const signIn = async (body: LoginBody, userAgent: string | undefined, reply: FastifyReply) => {
    const result = await auth.login(body.email, body.password, ua(userAgent));
    setRefreshCookie(reply, result.token.refresh, secure);
    return result;
  };

  app.post(
    authApi.register.path,
    { schema: routeSchema(authApi.register, { successStatus: 201 }), config: moderate },
    async (req, reply) => {
      const user = await auth.register(req.body);
      return reply.code(201).send(ok({ user }, AUTH_TEXTS.registered));
    },
  );

  app.post(
    authApi.login.path,
    { schema: routeSchema(authApi.login), config: strict },
    async (req, reply) => ok(await signIn(req.body, req.headers['user-agent'], reply)),
  );

  app.post(
    authApi.obtainToken.path,
    { schema: routeSchema(authApi.obtainToken), config: strict },
    async (req, reply) => ok((await signIn(req.body, req.headers['user-agent'], reply)).token),
  );

  app.post(
    authApi.refreshToken.path,
    { schema: routeSchema(authApi.refreshToken), config: moderate },
    async (req, reply) => {
      const token = refreshFrom(req, req.body);
      try {
        const pair = await auth.refresh(token ?? '');
        setRefreshCookie(reply, pair.refresh, secure);
        return ok(pair);
      } catch (err) {
        clearRefreshCookie(reply, secure);
        throw err;
      }
    },
  );

  app.post(authApi.logout.path, { schema: routeSchema(authApi.logout) }, async (req, reply) => {
    await auth.logout({ accessToken: bearerFrom(req), refreshToken: refreshFrom(req, req.body) });
    clearRefreshCookie(reply, secure);
    return ok({}, AUTH_TEXTS.loggedOut);
  });

  app.post(
    authApi.verifyEmail.path,
    { schema: routeSchema(authApi.verifyEmail), config: strict },
    async (req, reply) => {
      const result = await auth.verifyEmail(req.body, ua(req.headers['user-agent']));
      setRefreshCookie(reply, result.token.refresh, secure);
      return ok(result, AUTH_TEXTS.verified);
    },
  );

  app.post(
    authApi.resendCode.path,
    { schema: routeSchema(authApi.resendCode), config: moderate },
    async (req) => {
      await auth.resendVerification(req.body.email);
      return ok({}, AUTH_TEXTS.codeResent);
    },
  );

  app.post(
    authApi.requestReset.path,
    { schema: routeSchema(authApi.requestReset), config: moderate },
    async (req) => {
      await auth.requestPasswordReset(req.body.email);
      return ok({}, AUTH_TEXTS.resetRequested);
    },
  );

  app.post(
    authApi.validateReset.path,
    { schema: routeSchema(authApi.validateReset), config: strict },
    async (req) => {
      return ok({ valid: await auth.isResetCodeValid(req.body.code) });
    },
  );

  app.post(
    authApi.confirmReset.path,
    { schema: routeSchema(authApi.confirmReset), config: strict },
    async (req, reply) => {
      await auth.confirmPasswordReset(req.body);
      clearRefreshCookie(reply, secure);
      return ok({}, AUTH_TEXTS.resetDone);
    },
  );
};
