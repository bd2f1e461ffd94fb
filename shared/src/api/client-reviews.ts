import { z } from 'zod';
import { endpoint } from './contract';
import {
  clientFiguresQuery,
  clientFiguresSchema,
  clientReviewCreateSchema,
  clientReviewSchema,
  clientReviewsQuery,
} from '../schemas/client-review';

/** Two-way reviews: the provider's side (the client's side is ratingsApi). */
export const clientReviewsApi = {
  list: endpoint({
    method: 'GET',
    path: '/user/client-reviews/',
    query: clientReviewsQuery,
    body: undefined,
    data: z.array(clientReviewSchema),
    auth: 'user',
    summary:
      'Avaliações publicadas de um cliente (profissionais); sem filtro, as próprias (escritas ou recebidas)',
  }),
  figures: endpoint({
    method: 'GET',
    path: '/user/client-reviews/figures/',
    query: clientFiguresQuery,
    body: undefined,
    data: z.array(clientFiguresSchema),
    auth: 'user',
    summary: 'Médias publicadas de clientes (pagamento, comunicação, ficha técnica)',
  }),
  create: endpoint({
    method: 'POST',
    path: '/user/client-reviews/',
    status: 201,
    body: clientReviewCreateSchema,
    data: clientReviewSchema,
    auth: 'user',
    summary: 'O profissional escolhido avalia o cliente de uma demanda concluída',
  }),
} as const;
