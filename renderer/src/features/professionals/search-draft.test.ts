import { describe, expect, it } from 'vitest';
import { effectiveText, toSearchQuery } from '../../data/professionals/api';
import { clientUf } from './client-location';
import { basicOnly, EMPTY_DRAFT, hasProFilters, toFilters, withoutState } from './search-draft';
import { resultsCount } from './SearchResults';

const full = {
  search: ' linho ',
  services: ['1', '2'],
  areas: ['3'],
  specialties: ['2'],
  availabilities: ['1'],
  tecidType: 'PLANO' as const,
  ufs: ['SP', 'RJ'],
  cities: ['Campinas', 'Niterói'],
};

describe('provider search filters', () => {
  it('the Plano Básico keeps text, Tipo de Serviço and Estado only', () => {
    expect(basicOnly(full)).toEqual({
      ...EMPTY_DRAFT,
      search: ' linho ',
      services: ['1', '2'],
      ufs: ['SP', 'RJ'],
    });
    expect(hasProFilters(full)).toBe(true);
    expect(hasProFilters(basicOnly(full))).toBe(false);
  });

  it('sends only what is set, lists comma-joined, the text trimmed and only from 3 characters', () => {
    expect(toSearchQuery(toFilters(EMPTY_DRAFT), 'relevance')).toEqual({});
    expect(toSearchQuery(toFilters(full), 'distance', 'c2')).toEqual({
      search: 'linho',
      services: '1,2',
      areas: '3',
      specialties: '2',
      availabilities: '1',
      tecid_type: 'PLANO',
      ufs: 'SP,RJ',
      cities: 'Campinas,Niterói',
      ordering: 'distance',
      cursor: 'c2',
    });
    expect(effectiveText('  ab ')).toBe('');
    expect(effectiveText(' abc ')).toBe('abc');
  });

  it('removing a state keeps the cities another chosen state also has', () => {
    const byUf = { SP: ['Campinas', 'São Paulo'], RJ: ['Campinas', 'Niterói'] };
    expect(withoutState(full, 'RJ', byUf).cities).toEqual(['Campinas']);
    expect(withoutState({ ...full, ufs: ['RJ'] }, 'RJ', byUf).cities).toEqual([]);
  });

  it("counts '1.000+' past the cap, with the right plural", () => {
    expect(resultsCount(1, false)).toBe('1 profissional');
    expect(resultsCount(1234, false)).toBe('1.234 profissionais');
    expect(resultsCount(1000, true)).toBe('1.000+ profissionais');
  });

  it("takes a company's commercial state, else the personal one", () => {
    const person = { cnpj: null, company_size: 'CPF' as const, company_uf: 'RJ', uf: 'sp' };
    expect(clientUf(person)).toBe('SP');
    expect(clientUf({ ...person, company_size: 'LTDA' })).toBe('RJ');
    expect(clientUf({ ...person, cnpj: '11222333000181', company_size: null })).toBe('RJ');
    expect(clientUf({ ...person, uf: null })).toBeNull();
  });
});
