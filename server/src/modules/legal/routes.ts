import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalApi } from '@alinhavo/shared/api/legal';
import { LEGAL_TEXTS } from '@alinhavo/shared/messages/legal';
import { ok, route } from '../../http/route';

/** Public settings of the help and legal pages; the terms each account accepted. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const legal = app.services.legal;
  route(app, legalApi.settings, async () => ok(legal.publicSettings()));
  route(app, legalApi.terms, async (req) => ok(await legal.status(req.principal())));
  route(app, legalApi.acceptTerms, async (req) =>
    ok(await legal.accept(req.principal(), req.body), LEGAL_TEXTS.accepted),
  );
};
