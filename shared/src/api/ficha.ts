import { z } from 'zod';
import { endpoint } from './contract';
import { demandIdParams } from '../schemas/demand';
import {
  fichaAcknowledgeSchema,
  fichaPdfQuery,
  fichaPutSchema,
  fichaRevisionParams,
  fichaRevisionSchema,
  fichaSchema,
} from '../schemas/ficha';

/**
 * The ficha técnica of a demand. The owner edits; candidates and providers who can see the
 * demand read the current revision; the chosen facção reads every revision and marks 'Ciente';
 * nobody else (404, as for a demand they cannot see).
 */
export const fichaApi = {
  get: endpoint({
    method: 'GET',
    path: '/demands/{id}/ficha/',
    params: demandIdParams,
    body: undefined,
    data: fichaSchema,
    auth: 'user',
    summary: 'A ficha técnica da demanda (404 sem ficha)',
  }),
  put: endpoint({
    method: 'PUT',
    path: '/demands/{id}/ficha/',
    params: demandIdParams,
    body: fichaPutSchema,
    data: fichaSchema,
    auth: 'user',
    summary:
      'O dono cria ou edita a ficha; a quantidade da demanda passa a ser o total da grade (nova revisão depois da escolha)',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/demands/{id}/ficha/',
    params: demandIdParams,
    body: undefined,
    data: z.object({}),
    auth: 'user',
    summary: 'O dono remove a ficha enquanto nenhum profissional foi escolhido',
  }),
  revision: endpoint({
    method: 'GET',
    path: '/demands/{id}/ficha/revisions/{revision}/',
    params: fichaRevisionParams,
    body: undefined,
    data: fichaRevisionSchema,
    auth: 'user',
    summary: 'Uma revisão da ficha (dono e profissional escolhido)',
  }),
  acknowledge: endpoint({
    method: 'POST',
    path: '/demands/{id}/ficha/acknowledge/',
    params: demandIdParams,
    body: fichaAcknowledgeSchema,
    data: fichaSchema,
    auth: 'user',
    summary: "O profissional escolhido marca a revisão como 'Ciente'",
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/demands/{id}/ficha/pdf/',
    params: demandIdParams,
    query: fichaPdfQuery,
    body: undefined,
    data: z.never(),
    answer: 'file',
    auth: 'user',
    summary:
      'A ficha técnica em PDF (A4) para a produção; ?revision=n uma revisão anterior (dono e profissional escolhido)',
  }),
} as const;
