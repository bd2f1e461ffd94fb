import { describe, expect, it } from 'vitest';
import { SEARCH_TEXTS } from '@alinhavo/shared/messages/search';
import { assertBasicFilters, calendarMonthOf, searchFiltersOf, tecidTypesFor } from './plan-rules';

const none = { services: [], areas: [], specialties: [], availabilities: [], ufs: [], cities: [] };

describe('calendarMonthOf', () => {
  it('is the month in Brazil, not in UTC', () => {
    // 23:30 on 30 November in São Paulo is already December in UTC.
    expect(calendarMonthOf(new Date('2026-12-01T02:30:00Z'))).toBe('2026-11-01');
    expect(calendarMonthOf(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
    expect(calendarMonthOf(new Date('2027-01-01T02:59:59Z'))).toBe('2026-12-01');
  });
});

describe('assertBasicFilters', () => {
  it('lets text, Tipo de Serviço and Estado through, by relevance', () => {
    expect(() =>
      assertBasicFilters({ ...none, search: 'faccao', services: [1], ufs: ['SP'] }, 'relevance'),
    ).not.toThrow();
  });

  it.each([
    [{ areas: [1] }, 'relevance'],
    [{ specialties: [1] }, 'relevance'],
    [{ availabilities: [1] }, 'relevance'],
    [{ tecid_type: 'PLANO' as const }, 'relevance'],
    [{ cities: ['Campinas'] }, 'relevance'],
    [{}, 'distance'],
  ])('refuses %j (%s) with the plan text', (extra, ordering) => {
    expect(() => assertBasicFilters({ ...none, ...extra }, ordering)).toThrow(
      SEARCH_TEXTS.proFilters,
    );
  });
});

describe('fabric types', () => {
  it('Plano and Malha take providers who work both; Ambos only those', () => {
    expect(tecidTypesFor('PLANO')).toEqual(['PLANO', 'AMBOS']);
    expect(tecidTypesFor('MALHA')).toEqual(['MALHA', 'AMBOS']);
    expect(tecidTypesFor('AMBOS')).toEqual(['AMBOS']);
    expect(tecidTypesFor(undefined)).toEqual([]);
  });

  it('cities are compared folded, UFs upper case', () => {
    const f = searchFiltersOf(
      { ...none, ufs: ['sp'], cities: [' São Paulo ', 'sao paulo'] },
      undefined,
    );
    expect(f.ufs).toEqual(['SP']);
    expect(f.cityKeys).toEqual(['sao paulo']);
  });
});
