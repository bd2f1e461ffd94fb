import { professionalsApi } from '@alinhavo/shared/api/search';
import type {
  ProfessionalSearchFilters,
  ProfessionalSearchQuery,
  SEARCH_ORDERINGS,
} from '@alinhavo/shared/schemas/search';
import { api } from '../api';

export type SearchOrdering = (typeof SEARCH_ORDERINGS)[number];

/** Spec §5/§9: the free text counts only with 3 characters or more (after trimming). */
export const SEARCH_TEXT_MIN = 3;

/** The text a search sends: trimmed, or nothing below the minimum. */
export function effectiveText(text: string | undefined): string {
  const trimmed = (text ?? '').trim();
  return trimmed.length >= SEARCH_TEXT_MIN ? trimmed : '';
}

const joined = (values: readonly (string | number)[]) =>
  values.length > 0 ? values.join(',') : undefined;

/**
 * The query of GET /user/professionals/search/: lists comma-joined (the contract takes both
 * forms; axios would send `services[]=`), and only what is set (spec §5: filters sent only when
 * non-empty).
 */
export function toSearchQuery(
  filters: ProfessionalSearchFilters,
  ordering: SearchOrdering,
  cursor?: string | null,
): ProfessionalSearchQuery {
  const text = effectiveText(filters.search);
  const query: ProfessionalSearchQuery = {
    search: text || undefined,
    services: joined(filters.services),
    areas: joined(filters.areas),
    specialties: joined(filters.specialties),
    availabilities: joined(filters.availabilities),
    tecid_type: filters.tecid_type,
    ufs: joined(filters.ufs),
    cities: joined(filters.cities),
    ordering: ordering === 'distance' ? 'distance' : undefined,
    cursor: cursor ?? undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/** The provider-search calls of the client (spec §7 User: search, full profile, saved searches). */
export const professionalsClient = {
  search: (
    filters: ProfessionalSearchFilters,
    ordering: SearchOrdering,
    cursor: string | null,
    signal?: AbortSignal,
  ) =>
    api.call(professionalsApi.search, {
      query: toSearchQuery(filters, ordering, cursor),
      ...(signal ? { signal } : {}),
    }),
  profile: (id: string, signal?: AbortSignal) =>
    api.call(professionalsApi.profile, { params: { id }, ...(signal ? { signal } : {}) }),
  savedSearches: (signal?: AbortSignal) =>
    api.call(professionalsApi.savedSearches, signal ? { signal } : {}),
  saveSearch: (name: string, filters: ProfessionalSearchFilters) =>
    api.call(professionalsApi.saveSearch, { body: { name, filters } }),
  deleteSavedSearch: (id: string) =>
    api.call(professionalsApi.deleteSavedSearch, { params: { id } }),
};
