import { z } from 'zod';
import { endpoint } from './contract';
import { line } from '../schemas/text';
import {
  demandBodySchema,
  demandListSchema,
  demandPatchSchema,
  demandIdParams,
  demandListQuery,
  demandSchema,
  demandSyncQuery,
  demandSyncSchema,
  myJobsQuery,
  myJobsSchema,
  opportunitiesQuery,
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
  /** A phone is on file (spec §6: else 'Telefone não cadastrado'), for every viewer. */
  has_phone: z.boolean(),
  /** The phone itself only for a viewer on the Plano Pro (spec §6); null for everyone else. */
  phone: z.string().nullable(),
  // Optional fields last: the fast serializer writes them after the required ones.
  /** Pieces a day, as the profile says (for the quotes' comparison); null when not filled in. */
  daily_production_capacity: z.number().int().nullable().optional(),
  /**
   * Only in a demand's candidate list: kilometres between the demand's place (its city, else
   * the owner's municipality) and the candidate's municipality; null when either is unknown.
   */
  distance_km: z.number().nullable().optional(),
  /**
   * Photos in the provider's portfolio, in a demand's candidates and its chosen
   * professional: 'Ver portfólio' shows only where there is one to see.
   */
  portfolio_count: z.number().int().optional(),
});
export type ProfessionalSummary = z.infer<typeof professionalSummarySchema>;

const anId = z.uuid();

/**
 * Candidates by id (comma-joined): a device that holds the other summaries asks only for the
 * ones it lacks. Ids that are not valid uuids are ignored; none means every candidate.
 */
export const interestedQuery = z.object({
  ids: line()
    .optional()
    .transform((v) =>
      v
        ? [
            ...new Set(
              v
                .split(',')
                .map((x) => x.trim())
                .filter((x) => anId.safeParse(x).success),
            ),
          ].slice(0, 100)
        : undefined,
    ),
});

/** Spec §7 Demands and DESIGN §5 demand paths. */
export const demandsApi = {
  list: endpoint({
    method: 'GET',
    path: '/demands/',
    query: demandListQuery,
    body: undefined,
    data: demandListSchema,
    auth: 'user',
    summary: 'Demandas visíveis ao usuário, com contadores',
  }),
  create: endpoint({
    method: 'POST',
    path: '/demands/',
    body: demandBodySchema,
    status: 201,
    data: z.object({ id: z.uuid() }),
    auth: 'user',
    summary: 'Publica uma demanda (cliente)',
  }),
  get: endpoint({
    method: 'GET',
    path: '/demands/{id}/',
    params: demandIdParams,
    body: undefined,
    data: demandSchema,
    auth: 'user',
    summary: 'Uma demanda',
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/demands/{id}/',
    params: demandIdParams,
    body: demandPatchSchema,
    data: demandSchema,
    auth: 'user',
    summary: 'Edita, escolhe, remove ou finaliza; interesse do próprio profissional',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/demands/{id}/',
    params: demandIdParams,
    body: undefined,
    data: z.object({}),
    auth: 'user',
    summary: 'Exclui uma demanda (dono)',
  }),
  interest: endpoint({
    method: 'POST',
    path: '/demands/{id}/interest/',
    params: demandIdParams,
    body: undefined,
    data: demandSchema,
    auth: 'user',
    summary: 'O profissional demonstra interesse',
  }),
  interested: endpoint({
    method: 'GET',
    path: '/demands/{id}/interested-professionals/',
    params: demandIdParams,
    query: interestedQuery,
    body: undefined,
    data: z.array(professionalSummarySchema),
    auth: 'user',
    summary: 'Candidatos (dono)',
  }),
  chosen: endpoint({
    method: 'GET',
    path: '/demands/{id}/chosen-professional/',
    params: demandIdParams,
    body: undefined,
    data: professionalSummarySchema,
    auth: 'user',
    summary: 'Profissional escolhido',
  }),
  opportunities: endpoint({
    method: 'GET',
    path: '/demands/opportunities/',
    query: opportunitiesQuery,
    body: undefined,
    data: z.object({ demands: z.array(demandSchema), has_more: z.boolean() }),
    auth: 'user',
    summary: 'Demandas abertas para profissionais',
  }),
  sync: endpoint({
    method: 'GET',
    path: '/demands/sync/',
    query: demandSyncQuery,
    body: undefined,
    data: demandSyncSchema,
    auth: 'user',
    summary: 'O que mudou numa lista desde updated_since (cache do aparelho)',
  }),
  myJobs: endpoint({
    method: 'GET',
    path: '/demands/my-jobs/',
    query: myJobsQuery,
    body: undefined,
    data: myJobsSchema,
    auth: 'user',
    summary: 'Trabalhos do profissional: ativos, concluídos e candidaturas',
  }),
} as const;
