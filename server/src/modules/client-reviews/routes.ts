import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientReviewsApi } from '@alinhavo/shared/api/client-reviews';
import { REVIEW_TEXTS } from '@alinhavo/shared/messages/reviews';
import { ok, route } from '../../http/route';

export const clientReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = app.services.clientReviews;
  route(app, clientReviewsApi.list, async (req) =>
    ok(await reviews.list(req.principal(), req.query.client)),
  );
  route(app, clientReviewsApi.figures, async (req) =>
    ok(await reviews.figures(req.principal(), req.query.clients)),
  );
  route(app, clientReviewsApi.create, async (req) =>
    ok(await reviews.create(req.principal(), req.body), REVIEW_TEXTS.created),
  );
};
