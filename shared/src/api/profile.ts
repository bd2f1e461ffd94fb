import { z } from 'zod';
import { endpoint } from './contract';
import { profilePatchSchema } from '../schemas/profile';
import { profileSchema } from '../schemas/profile-view';

export const profileApi = {
  get: endpoint({
    method: 'GET',
    path: '/user/profile/',
    body: undefined,
    data: profileSchema,
    auth: 'user',
    summary: 'O perfil completo do usuário autenticado',
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/user/profile/',
    body: profilePatchSchema,
    data: profileSchema,
    auth: 'user',
    summary: 'Salva o perfil (regras do spec §5, as mesmas do formulário)',
  }),
  export: endpoint({
    method: 'GET',
    path: '/user/export/',
    body: undefined,
    data: z.record(z.string(), z.unknown()),
    auth: 'user',
    summary: 'Todos os dados do usuário (LGPD art. 18)',
  }),
} as const;
