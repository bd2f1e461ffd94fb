import { z } from 'zod';
import { endpoint } from './contract';
import {
  professionalIdParams,
  professionalProfileSchema,
  professionalSearchPageSchema,
  professionalSearchQuery,
  savedSearchBodySchema,
  savedSearchIdParams,
  savedSearchSchema,
} from '../schemas/search';

// Public code (the landing) imports ./clients directly; the contract keeps its one entry here.
export { clientsApi } from './clients';

/** Spec §2 'Provider search (client)' and §7 User: search and the full profile. */
export const professionalsApi = {
  search: endpoint({
    method: 'GET',
    path: '/user/professionals/search/',
    query: professionalSearchQuery,
    body: undefined,
    data: professionalSearchPageSchema,
    auth: 'user',
    summary: 'Busca de profissionais (clientes)',
  }),
  profile: endpoint({
    method: 'GET',
    path: '/user/professionals/{id}/',
    params: professionalIdParams,
    body: undefined,
    data: professionalProfileSchema,
    auth: 'user',
    summary: 'Perfil completo de um profissional (conta no limite mensal do Plano Básico)',
  }),
  savedSearches: endpoint({
    method: 'GET',
    path: '/user/professionals/saved-searches/',
    body: undefined,
    data: z.array(savedSearchSchema),
    auth: 'user',
    summary: 'Buscas salvas do cliente',
  }),
  saveSearch: endpoint({
    method: 'POST',
    path: '/user/professionals/saved-searches/',
    body: savedSearchBodySchema,
    data: savedSearchSchema,
    auth: 'user',
    status: 201,
    summary: 'Salvar uma busca (avisa quando um novo profissional aprovado corresponde)',
  }),
  deleteSavedSearch: endpoint({
    method: 'DELETE',
    path: '/user/professionals/saved-searches/{id}/',
    params: savedSearchIdParams,
    body: undefined,
    data: z.object({}),
    auth: 'user',
    summary: 'Excluir uma busca salva',
  }),
} as const;
