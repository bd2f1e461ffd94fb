import type { OpportunityFilters } from '../../data/demands/api';

/** What the filter bar holds; Mantine selects speak strings. */
export interface FilterDraft {
  search: string;
  services: string[];
  areas: string[];
  ufs: string[];
  cities: string[];
}

export const EMPTY_FILTERS: FilterDraft = {
  search: '',
  services: [],
  areas: [],
  ufs: [],
  cities: [],
};

export const PAGE_SIZE = 12;

export function toQuery(draft: FilterDraft): OpportunityFilters {
  return {
    search: draft.search.trim() || undefined,
    services: draft.services.map(Number),
    areas: draft.areas.map(Number),
    ufs: draft.ufs,
    cities: draft.cities,
    pageSize: PAGE_SIZE,
  };
}

export const activeCount = (d: FilterDraft) =>
  d.services.length + d.areas.length + d.ufs.length + d.cities.length;

const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

/** Spec §2: the cities of every chosen state, one entry per name, alphabetical. */
export function cityUnion(ufs: readonly string[], citiesByUf: Record<string, string[]>): string[] {
  return [...new Set(ufs.flatMap((uf) => citiesByUf[uf] ?? []))].sort(byName);
}

/**
 * Chosen cities that none of the remaining states has are dropped. While a state's list is still
 * unknown nothing is judged (a city of that state would be lost for no reason).
 */
export function keepCities(
  cities: readonly string[],
  ufs: readonly string[],
  citiesByUf: Record<string, string[]>,
): string[] {
  if (ufs.some((uf) => citiesByUf[uf] === undefined)) return [...cities];
  const offered = new Set(cityUnion(ufs, citiesByUf));
  return cities.filter((c) => offered.has(c));
}
