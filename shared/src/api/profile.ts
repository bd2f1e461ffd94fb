import { z } from 'zod';
import { endpoint } from './contract';
import { approvalResultSchema, pendingProfessionalSchema } from '../schemas/admin';
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

/** Admin routes, refused to anyone but ADMIN_EMAIL (DESIGN §9.2). */
export const adminApi = {
  professionals: endpoint({
    method: 'GET',
    path: '/admin/professionals/',
    body: undefined,
    data: z.array(pendingProfessionalSchema),
    auth: 'user',
    summary: 'Profissionais por situação de aprovação',
  }),
  approve: endpoint({
    method: 'POST',
    path: '/admin/professionals/{id}/approve/',
    body: undefined,
    data: approvalResultSchema,
    auth: 'user',
    summary: 'Aprova um profissional e avisa por e-mail',
  }),
  reject: endpoint({
    method: 'POST',
    path: '/admin/professionals/{id}/reject/',
    body: undefined,
    data: approvalResultSchema,
    auth: 'user',
    summary: 'Rejeita um profissional e avisa por e-mail',
  }),
} as const;
