import { z } from 'zod';
import { endpoint } from './contract';

/** Spec §3 Client analytics, and the professional dashboard's cards (spec §2). */
export const clientAnalyticsSchema = z.object({
  active_demands: z.number().int(),
  interested_professionals: z.number().int(),
  completed_jobs: z.number().int(),
  available_professionals: z.number().int(),
});
export const professionalAnalyticsSchema = z.object({
  active_jobs: z.number().int(),
  rating_avg: z.number(),
  rating_count: z.number().int(),
  completed_jobs: z.number().int(),
  open_opportunities: z.number().int(),
});

export const analyticsApi = {
  client: endpoint({
    method: 'GET',
    path: '/user/users/dashboard_client_analytics/',
    body: undefined,
    data: clientAnalyticsSchema,
    auth: 'user',
    summary: 'Cartões do painel do cliente',
  }),
  professional: endpoint({
    method: 'GET',
    path: '/user/users/dashboard_professional_analytics/',
    body: undefined,
    data: professionalAnalyticsSchema,
    auth: 'user',
    summary: 'Cartões do painel do profissional',
  }),
} as const;
