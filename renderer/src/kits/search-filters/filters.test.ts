import { describe, expect, it } from 'vitest';
import { cityUnion, keepCities, toQuery } from './filters';

const byUf = { SP: ['São Paulo', 'Campinas'], RJ: ['Rio de Janeiro', 'Campinas', 'Niterói'] };

describe('opportunity filters', () => {
  it('offers the cities of every chosen state once, alphabetically', () => {
    expect(cityUnion(['SP', 'RJ'], byUf)).toEqual([
      'Campinas',
      'Niterói',
      'Rio de Janeiro',
      'São Paulo',
    ]);
    expect(cityUnion([], byUf)).toEqual([]);
  });

  it('drops chosen cities no remaining state has, keeping shared names', () => {
    expect(keepCities(['Niterói', 'Campinas', 'São Paulo'], ['SP'], byUf)).toEqual([
      'Campinas',
      'São Paulo',
    ]);
    expect(keepCities(['Niterói'], [], byUf)).toEqual([]);
  });

  it('judges nothing while a chosen state has not loaded its cities', () => {
    expect(keepCities(['Niterói'], ['SP', 'MG'], byUf)).toEqual(['Niterói']);
  });

  it('turns the selects into the numbers and trimmed text the API takes', () => {
    expect(
      toQuery({ search: '  ', services: ['1', '2'], areas: [], ufs: ['SP'], cities: [] }),
    ).toMatchObject({ search: undefined, services: [1, 2], areas: [], ufs: ['SP'] });
  });
});
