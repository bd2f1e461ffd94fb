import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@alinhavo/shared/api/auth';
import { AUTH_TEXTS } from '@alinhavo/shared/messages/auth';
import { ok, route } from '../../http/route';
import { clearRefreshCookie, setRefreshCookie } from '../auth/cookie';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  const secure = app.config.publicUrl.startsWith('https:');
  // The current password is checked here too: the same budget as sign-in.
  const limited = { preHandler: app.passwordChecks };

  route(app, authApi.me, async (req) => ok(accounts.me(req.principal())));

  route(
    app,
    authApi.changePassword,
    async (req, reply) => {
      const pair = await accounts.changePassword(
        req.principal(),
        req.body,
        req.headers['user-agent'] ?? null,
        req.ip,
      );
      setRefreshCookie(reply, pair.refresh, secure);
      return ok(pair, AUTH_TEXTS.passwordChanged);
    },
    limited,
  );

  route(
    app,
    authApi.deleteAccount,
    async (req, reply) => {
      await accounts.deleteAccount(req.principal(), req.body.password, req.ip);
      clearRefreshCookie(reply, secure);
      return ok({}, AUTH_TEXTS.accountDeleted);
    },
    limited,
  );
};
