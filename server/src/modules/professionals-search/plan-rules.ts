import type { ProfessionalSearchFilters } from '@alinhavo/shared/schemas/search';
import { SEARCH_TEXTS } from '@alinhavo/shared/messages/search';
import { foldText } from '@alinhavo/shared/rules/search';
import { forbidden } from '../../http/errors';
import type { SearchFilters } from './repository';
import type { TextQuery } from './text-query';

/** Basic clients open this many different full profiles per calendar month. */
export const BASIC_PROFILES_PER_MONTH = 5;
/** Beyond this many matches the count says '1.000+' instead of counting on. */
export const TOTAL_CAP = 1000;
/** A client keeps up to this many saved searches. */
export const SAVED_SEARCHES_MAX = 10;

const MONTH = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
});

/** The first day of `now`'s calendar month in Brazil (America/Sao_Paulo), as YYYY-MM-01. */
export function calendarMonthOf(now: Date): string {
  const parts = Object.fromEntries(MONTH.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-01`;
}

/**
 * Spec §1/§6 and DESIGN §9.9: Basic clients search with free text, Tipo de Serviço and Estado,
 * by relevance; every other filter, and 'Perto de mim', is PRO's. Refused with the plan text.
 */
export function assertBasicFilters(f: ProfessionalSearchFilters, ordering: string): void {
  const advanced =
    f.areas.length > 0 ||
    f.specialties.length > 0 ||
    f.availabilities.length > 0 ||
    f.tecid_type !== undefined ||
    f.cities.length > 0 ||
    ordering === 'distance';
  if (advanced) throw forbidden(SEARCH_TEXTS.proFilters);
}

/**
 * A fabric-type filter as the providers that match it: Plano and Malha also take providers who
 * work both (AMBOS); 'Ambos' asks for those who work both.
 */
export const tecidTypesFor = (t: ProfessionalSearchFilters['tecid_type']): string[] =>
  t === undefined ? [] : t === 'AMBOS' ? ['AMBOS'] : [t, 'AMBOS'];

/**
 * The filters of a query or a saved search in the shapes the search table is matched in; the
 * free text comes already built (it asks the catalogue's words for corrections).
 */
export function searchFiltersOf(
  f: ProfessionalSearchFilters,
  text: TextQuery | undefined,
): SearchFilters {
  return {
    services: [...new Set(f.services)],
    areas: [...new Set(f.areas)],
    specialties: [...new Set(f.specialties)],
    availabilities: [...new Set(f.availabilities)],
    tecidTypes: tecidTypesFor(f.tecid_type),
    ufs: [...new Set(f.ufs.map((uf) => uf.trim().toUpperCase()))],
    cityKeys: [...new Set(f.cities.map((c) => foldText(c.trim())))],
    text,
  };
}
