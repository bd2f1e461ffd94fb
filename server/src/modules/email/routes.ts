import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailPreferencesApi as api } from '@alinhavo/shared/api/email-preferences';
import { EMAIL_TEXTS } from '@alinhavo/shared/messages/email';
import { ok, route } from '../../http/route';

export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const email = app.services.emailPreferences;
  // RFC 8058's one-click posts a form (`List-Unsubscribe=One-Click`); the token is in the URL,
  // so the form is accepted here and not read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, undefined),
  );

  route(app, api.get, async (req) => ok(await email.get(req.principal())));
  route(app, api.update, async (req) =>
    ok(await email.update(req.principal(), req.body), EMAIL_TEXTS.saved),
  );
  route(app, api.unsubscribeInfo, async (req) => ok(await email.unsubscribeInfo(req.query.token)));
  route(app, api.unsubscribe, async (req) => ok(await email.unsubscribe(req.query.token)));
};
