import { endpoint } from './contract';
import { clientSearchPageSchema, clientSearchQuery } from '../schemas/client-search';

/** Spec §2 Landing 'Cliente/Marca' and §7 GET /user/clients/search/ (public). */
export const clientsApi = {
  search: endpoint({
    method: 'GET',
    path: '/user/clients/search/',
    query: clientSearchQuery,
    body: undefined,
    data: clientSearchPageSchema,
    auth: 'public',
    summary: 'Clientes que aparecem na busca pública',
  }),
} as const;
