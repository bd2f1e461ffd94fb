import { z } from 'zod';
import { endpoint } from './contract';
import { demandIdParams, demandSchema } from '../schemas/demand';
import { quoteBodySchema, quoteSchema } from '../schemas/quote';
import { ERRORS } from '../messages/errors';

export const quoteRequestBodySchema = z.object({
  professional_id: z.uuid({ error: ERRORS.notFound }),
});

/** Priced quotes with the interest. */
export const quotesApi = {
  send: endpoint({
    method: 'POST',
    path: '/demands/{id}/quotes/',
    params: demandIdParams,
    body: quoteBodySchema,
    status: 201,
    data: demandSchema,
    auth: 'user',
    summary: 'O profissional envia ou revisa sua proposta (demonstra interesse se ainda não o fez)',
  }),
  list: endpoint({
    method: 'GET',
    path: '/demands/{id}/quotes/',
    params: demandIdParams,
    body: undefined,
    data: z.array(quoteSchema),
    auth: 'user',
    summary: 'Histórico de propostas: o dono vê todas, o profissional só as suas',
  }),
  request: endpoint({
    method: 'POST',
    path: '/demands/{id}/quote-requests/',
    params: demandIdParams,
    body: quoteRequestBodySchema,
    status: 201,
    data: z.object({ conversation_id: z.uuid() }),
    auth: 'user',
    summary: 'O dono pede proposta a um profissional da busca (notificação e conversa)',
  }),
} as const;
