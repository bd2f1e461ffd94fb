import { z } from 'zod';
import { endpoint } from './contract';
import {
  demandBodySchema,
  demandListSchema,
  demandPatchSchema,
  demandSchema,
  demandSyncSchema,
  myJobsSchema,
} from '../schemas/demand';

/** A provider as a client sees them (candidates, chosen professional): no documents, no address. */
export const professionalSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  about_me: z.string().nullable(),
  services: z.array(z.number().int()),
  areas: z.array(z.number().int()),
  specialties: z.array(z.number().int()),
  tecid_type: z.string().nullable(),
  year_experience: z.number().int().nullable(),
  availability: z.number().int().nullable(),
  rating_avg: z.number(),
  rating_count: z.number().int(),
  work_count: z.number().int(),
});
export type ProfessionalSummary = z.infer<typeof professionalSummarySchema>;

/** Spec §7 Demands and DESIGN §5 demand paths. */
export const demandsApi = {
  list: endpoint({
    method: 'GET',
    path: '/demands/',
    body: undefined,
    data: demandListSchema,
    auth: 'user',
    summary: 'Demandas visíveis ao usuário, com contadores',
  }),
  create: endpoint({
    method: 'POST',
    path: '/demands/',
    body: demandBodySchema,
    data: z.object({ id: z.uuid() }),
    auth: 'user',
    summary: 'Publica uma demanda (cliente)',
  }),
  get: endpoint({
    method: 'GET',
    path: '/demands/{id}/',
    body: undefined,
    data: demandSchema,
    auth: 'user',
    summary: 'Uma demanda',
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/demands/{id}/',
    body: demandPatchSchema,
    data: demandSchema,
    auth: 'user',
    summary: 'Edita, escolhe, remove ou finaliza; interesse do próprio profissional',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/demands/{id}/',
    body: undefined,
    data: z.object({}),
    auth: 'user',
    summary: 'Exclui uma demanda (dono)',
  }),
  interest: endpoint({
    method: 'POST',
    path: '/demands/{id}/interest/',
    body: undefined,
    data: demandSchema,
    auth: 'user',
    summary: 'O profissional demonstra interesse',
  }),
  interested: endpoint({
    method: 'GET',
    path: '/demands/{id}/interested-professionals/',
    body: undefined,
    data: z.array(professionalSummarySchema),
    auth: 'user',
    summary: 'Candidatos (dono)',
  }),
  chosen: endpoint({
    method: 'GET',
    path: '/demands/{id}/chosen-professional/',
    body: undefined,
    data: professionalSummarySchema,
    auth: 'user',
    summary: 'Profissional escolhido',
  }),
  opportunities: endpoint({
    method: 'GET',
    path: '/demands/opportunities/',
    body: undefined,
    data: z.object({ demands: z.array(demandSchema), has_more: z.boolean() }),
    auth: 'user',
    summary: 'Demandas abertas para profissionais',
  }),
  sync: endpoint({
    method: 'GET',
    path: '/demands/sync/',
    body: undefined,
    data: demandSyncSchema,
    auth: 'user',
    summary: 'O que mudou numa lista desde updated_since (cache do aparelho)',
  }),
  myJobs: endpoint({
    method: 'GET',
    path: '/demands/my-jobs/',
    body: undefined,
    data: myJobsSchema,
    auth: 'user',
    summary: 'Trabalhos do profissional: ativos, concluídos e candidaturas',
  }),
} as const;
