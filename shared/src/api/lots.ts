import { z } from 'zod';
import { endpoint } from './contract';
import { demandIdParams } from '../schemas/demand';
import {
  activeLotSchema,
  lotCreateSchema,
  lotParams,
  lotSchema,
  lotStepSchema,
} from '../schemas/lot';

/** Production tracking by lot (remessas of a demand in progress). */
export const lotsApi = {
  list: endpoint({
    method: 'GET',
    path: '/demands/{id}/lots/',
    params: demandIdParams,
    body: undefined,
    data: z.array(lotSchema),
    auth: 'user',
    summary: 'Lotes da demanda com a linha do tempo (dono, profissional escolhido, admin)',
  }),
  create: endpoint({
    method: 'POST',
    path: '/demands/{id}/lots/',
    params: demandIdParams,
    body: lotCreateSchema,
    status: 201,
    data: lotSchema,
    auth: 'user',
    summary: 'O dono cria um lote enviado à facção (idempotente por client_id)',
  }),
  step: endpoint({
    method: 'POST',
    path: '/demands/{id}/lots/{lotId}/steps/',
    params: lotParams,
    body: lotStepSchema,
    status: 201,
    data: lotSchema,
    auth: 'user',
    summary: 'Registra a próxima etapa do lote pelo seu lado (409 LOT_CONFLICT se mudou)',
  }),
  active: endpoint({
    method: 'GET',
    path: '/lots/active/',
    body: undefined,
    data: z.array(activeLotSchema),
    auth: 'user',
    summary: 'Lotes não entregues das demandas em andamento de quem chama',
  }),
} as const;
