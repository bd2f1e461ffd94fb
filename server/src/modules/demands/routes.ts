import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demandsApi } from '@alinhavo/shared/api/demands';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { QUOTE_TEXTS } from '@alinhavo/shared/messages/quotes';
import { quotesApi } from '@alinhavo/shared/api/quotes';
import { ok, route } from '../../http/route';

export const demandRoutes: FastifyPluginAsyncZod = async (app) => {
  const demands = app.services.demands;
  const quotes = app.services.quotes;

  route(app, demandsApi.list, async (req) => ok(await demands.list(req.principal(), req.query)));
  route(app, demandsApi.create, async (req) =>
    ok(await demands.create(req.principal(), req.body), DEMAND_TEXTS.created),
  );
  route(app, demandsApi.opportunities, async (req) =>
    ok(await demands.opportunities(req.principal(), req.query)),
  );
  route(app, demandsApi.sync, async (req) =>
    ok(await demands.sync(req.principal(), req.query.scope, req.query.updated_since)),
  );
  route(app, demandsApi.myJobs, async (req) =>
    ok(await demands.myJobs(req.principal(), req.query.tab)),
  );
  route(app, demandsApi.get, async (req) => ok(await demands.get(req.principal(), req.params.id)));
  route(app, demandsApi.patch, async (req) =>
    ok(await demands.patch(req.principal(), req.params.id, req.body), DEMAND_TEXTS.updated),
  );
  route(app, demandsApi.delete, async (req) => {
    await demands.delete(req.principal(), req.params.id);
    return ok({}, DEMAND_TEXTS.deleted);
  });
  route(app, demandsApi.interest, async (req) =>
    ok(await demands.interest(req.principal(), req.params.id), DEMAND_TEXTS.interestShown),
  );
  route(app, demandsApi.interested, async (req) =>
    ok(await demands.interested(req.principal(), req.params.id, req.query.ids)),
  );
  route(app, demandsApi.chosen, async (req) =>
    ok(await demands.chosen(req.principal(), req.params.id)),
  );
  route(app, quotesApi.send, async (req) => {
    const demand = await quotes.send(req.principal(), req.params.id, req.body);
    const revised = (demand.my_quote?.revision ?? 1) > 1;
    return ok(demand, revised ? QUOTE_TEXTS.revised : QUOTE_TEXTS.sent);
  });
  route(app, quotesApi.list, async (req) => ok(await quotes.list(req.principal(), req.params.id)));
  route(app, quotesApi.request, async (req) =>
    ok(
      await quotes.request(req.principal(), req.params.id, req.body.professional_id),
      QUOTE_TEXTS.requested,
    ),
  );
};
