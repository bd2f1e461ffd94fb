import { z } from 'zod';
import { line } from './text';
import { FABRIC_TYPES } from './profile';
import { ratingSchema } from './rating';
import { professionalSummarySchema } from '../api/demands';
import { idList, textList } from './query-lists';

// The landing's public client search has a file of its own, so public code does not load the
// provider search's schemas (profile, demand, rating) with it.
export {
  clientCardSchema,
  clientSearchPageSchema,
  clientSearchQuery,
  type ClientCard,
  type ClientSearchPage,
} from './client-search';

export const SEARCH_ORDERINGS = ['relevance', 'distance'] as const;

/**
 * GET /user/professionals/search/ (spec §7). `search` applies only with 3+ characters after
 * trimming; `ordering=distance` is 'Perto de mim' (from the client's own municipality).
 * `cursor` is the opaque `next_cursor` of the previous page.
 */
export const professionalSearchQuery = z.object({
  search: line().trim().max(100).optional(),
  services: idList,
  areas: idList,
  specialties: idList,
  availabilities: idList,
  tecid_type: z.enum(FABRIC_TYPES).optional(),
  ufs: textList,
  cities: textList,
  ordering: z.enum(SEARCH_ORDERINGS).default('relevance'),
  cursor: line().max(300).optional(),
  page_size: z.coerce.number().int().min(1).max(50).default(20),
});
export type ProfessionalSearchQuery = z.input<typeof professionalSearchQuery>;
/** The filters a search is made of (what a saved search keeps): the query without paging. */
export const professionalSearchFiltersSchema = z.object({
  search: line().trim().max(100).optional(),
  services: z.array(z.number().int().positive()).max(50).default([]),
  areas: z.array(z.number().int().positive()).max(50).default([]),
  specialties: z.array(z.number().int().positive()).max(50).default([]),
  availabilities: z.array(z.number().int().positive()).max(50).default([]),
  tecid_type: z.enum(FABRIC_TYPES).optional(),
  ufs: z.array(line().length(2)).max(27).default([]),
  cities: z.array(line().min(1).max(80)).max(50).default([]),
});
export type ProfessionalSearchFilters = z.infer<typeof professionalSearchFiltersSchema>;

/**
 * One result card (spec §3 'Professional search result'): the summary (name already by the
 * company display rule, company city/UF for companies) plus what the card and its buttons need.
 * `phone` is sent only to a PRO viewer (spec §6); `has_phone` lets everyone see the
 * 'Telefone não cadastrado' case.
 */
export const professionalCardSchema = professionalSummarySchema.extend({
  is_company: z.boolean(),
  is_pro: z.boolean(),
  has_phone: z.boolean(),
  phone: z.string().nullable(),
  /** Kilometres from the viewer's municipality; null without coordinates on either side. */
  distance_km: z.number().nullable(),
});
export type ProfessionalCard = z.infer<typeof professionalCardSchema>;

/** What the viewer's plan allows (Basic: text, Tipo de Serviço, Estado, 5 profiles a month). */
export const searchLimitsSchema = z.object({
  is_pro: z.boolean(),
  /** Full profiles still to open this calendar month; null when unlimited (PRO). */
  profiles_left: z.number().int().nullable(),
});
export type SearchLimits = z.infer<typeof searchLimitsSchema>;

export const professionalSearchPageSchema = z.object({
  results: z.array(professionalCardSchema),
  next_cursor: z.string().nullable(),
  /** Exact up to 1,000; `total_capped` says there are more ('1.000+'). */
  total: z.number().int(),
  total_capped: z.boolean(),
  /** Nothing complete matched, but incomplete profiles did: the spec's second empty text. */
  matched_incomplete: z.boolean(),
  limits: searchLimitsSchema,
});
export type ProfessionalSearchPage = z.infer<typeof professionalSearchPageSchema>;

/** GET /user/professionals/{id}/: the full profile of the search modal and of candidates. */
export const professionalProfileSchema = professionalCardSchema.extend({
  email: z.string().nullable(),
  machines: z.array(z.number().int()),
  daily_production_capacity: z.number().int().nullable(),
  min_required_production: z.number().int().nullable(),
  max_required_production: z.number().int().nullable(),
  /** Client reviews, newest first. */
  reviews: z.array(ratingSchema),
  /** Whether this viewer may rate (the professional is or was chosen on one of its demands). */
  can_rate: z.boolean(),
  /**
   * The viewer's demands on which this professional is or was the chosen one, newest first: a
   * rating names one of them (DESIGN §9.16).
   */
  rate_demands: z.array(z.object({ id: z.uuid(), title: z.string() })),
  /** This viewer's latest rating of the professional, if any (held ones included). */
  my_rating: ratingSchema.nullable(),
  limits: searchLimitsSchema,
});
export type ProfessionalProfile = z.infer<typeof professionalProfileSchema>;
export const professionalIdParams = z.object({
  id: z.uuid({ error: 'Profissional não encontrado.' }),
});

export const savedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  filters: professionalSearchFiltersSchema,
  created_at: z.iso.datetime({ offset: true }),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchBodySchema = z.object({
  name: line().trim().min(1, 'Dê um nome à busca.').max(60, 'Use até 60 caracteres.'),
  filters: professionalSearchFiltersSchema,
});
export const savedSearchIdParams = z.object({ id: z.uuid({ error: 'Recurso não encontrado.' }) });
