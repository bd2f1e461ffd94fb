import { z } from 'zod';
import { endpoint } from './contract';
import {
  fichaModelIdParams,
  fichaModelInput,
  fichaModelSchema,
  fichaModelSummarySchema,
} from '../schemas/ficha-model';

/**
 * 'Modelos': a client keeps fichas técnicas to start new demands from. Only their owner sees
 * them (other clients and the admin 404); providers 403.
 */
export const fichaModelsApi = {
  list: endpoint({
    method: 'GET',
    path: '/ficha-models/',
    body: undefined,
    data: z.array(fichaModelSummarySchema),
    auth: 'user',
    summary: 'Os modelos de ficha técnica de quem chama (mais recentes primeiro)',
  }),
  create: endpoint({
    method: 'POST',
    path: '/ficha-models/',
    body: fichaModelInput,
    data: fichaModelSchema,
    status: 201,
    auth: 'user',
    summary:
      'Salva uma ficha como modelo (sem as quantidades da grade e sem os desenhos, que são anexos da demanda)',
  }),
  get: endpoint({
    method: 'GET',
    path: '/ficha-models/{id}/',
    params: fichaModelIdParams,
    body: undefined,
    data: fichaModelSchema,
    auth: 'user',
    summary: 'Um modelo: a ficha para começar uma demanda, com a grade zerada',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/ficha-models/{id}/',
    params: fichaModelIdParams,
    body: undefined,
    data: z.object({}),
    auth: 'user',
    summary: 'Exclui um modelo de quem chama',
  }),
} as const;
