import type { FabricType } from '@alinhavo/shared/schemas/profile';
import type { ProfessionalSearchFilters } from '@alinhavo/shared/schemas/search';
import { cityUnion, keepCities } from '../../kits/search-filters/filters';

/** Spec §9: the free text waits 500 ms; the first search runs 1.5 s after the client's location. */
export const SEARCH_TIMING = { debounceMs: 500, autoSearchMs: 1500 } as const;

/** What the filter bar holds; Mantine selects speak strings. */
export interface SearchDraft {
  search: string;
  services: string[];
  areas: string[];
  specialties: string[];
  availabilities: string[];
  tecidType: FabricType | null;
  ufs: string[];
  cities: string[];
}

export const EMPTY_DRAFT: SearchDraft = {
  search: '',
  services: [],
  areas: [],
  specialties: [],
  availabilities: [],
  tecidType: null,
  ufs: [],
  cities: [],
};

/**
 * DESIGN §9.9: the Plano Básico searches with free text, Tipo de Serviço and Estado; every other
 * filter (and 'Perto de mim') is PRO.
 */
export function basicOnly(draft: SearchDraft): SearchDraft {
  return { ...EMPTY_DRAFT, search: draft.search, services: draft.services, ufs: draft.ufs };
}

/** Whether `draft` holds a filter the Plano Básico cannot use. */
export const hasProFilters = (draft: SearchDraft) =>
  JSON.stringify(basicOnly(draft)) !== JSON.stringify(draft);

const ids = (values: readonly string[]) => values.map(Number).filter((n) => n > 0);

/** The filters a search sends (and a saved search keeps). */
export function toFilters(draft: SearchDraft): ProfessionalSearchFilters {
  const search = draft.search.trim();
  return {
    ...(search ? { search } : {}),
    services: ids(draft.services),
    areas: ids(draft.areas),
    specialties: ids(draft.specialties),
    availabilities: ids(draft.availabilities),
    ...(draft.tecidType ? { tecid_type: draft.tecidType } : {}),
    ufs: [...draft.ufs],
    cities: [...draft.cities],
  };
}

/** A saved search back in the filter bar. */
export function fromFilters(filters: ProfessionalSearchFilters): SearchDraft {
  return {
    search: filters.search ?? '',
    services: filters.services.map(String),
    areas: filters.areas.map(String),
    specialties: filters.specialties.map(String),
    availabilities: filters.availabilities.map(String),
    tecidType: filters.tecid_type ?? null,
    ufs: [...filters.ufs],
    cities: [...filters.cities],
  };
}

/** How many filters are set (the phone's 'Filtros' badge); the free text is not one of them. */
export const filterCount = (d: SearchDraft) =>
  d.services.length +
  d.areas.length +
  d.specialties.length +
  d.availabilities.length +
  (d.tecidType ? 1 : 0) +
  d.ufs.length +
  d.cities.length;

/** Spec §2: the cities of every chosen state, each name once, alphabetical. */
export const cityOptions = cityUnion;

/** A state removed: its cities go, unless another chosen state has a city of that name. */
export function withoutState(draft: SearchDraft, uf: string, citiesByUf: Record<string, string[]>) {
  const ufs = draft.ufs.filter((u) => u !== uf);
  return {
    ...draft,
    ufs,
    cities: ufs.length === 0 ? [] : keepCities(draft.cities, ufs, citiesByUf),
  };
}
