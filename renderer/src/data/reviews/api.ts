import { clientReviewsApi } from '@alinhavo/shared/api/client-reviews';
import type { ClientReviewCreate } from '@alinhavo/shared/schemas/client-review';
import { api } from '../api';

/* The server reads and writes of reviews of clients. */

export const fetchClientReviews = (clientId?: string) =>
  api.call(clientReviewsApi.list, { query: { client: clientId } });

export const fetchClientFigures = (clientIds: readonly string[]) =>
  api.call(clientReviewsApi.figures, { query: { clients: clientIds.join(',') } });

export const createClientReview = (body: ClientReviewCreate) =>
  api.call(clientReviewsApi.create, { body });
