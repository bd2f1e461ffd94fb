import { describe, expect, it } from 'vitest';
import { prefixesOf, searchWordsOf, textQueryOf } from './text-query';

describe('searchWordsOf', () => {
  it('applies only from 3 characters after trimming', () => {
    expect(searchWordsOf(undefined)).toBeUndefined();
    expect(searchWordsOf('  ab  ')).toBeUndefined();
    expect(searchWordsOf('abc')).toEqual(['abc']);
  });

  it('folds accents and case', () => {
    expect(searchWordsOf('FACÇÃO  Jeans')).toEqual(['faccao', 'jeans']);
  });

  it('drops connecting words unless they are all there is, and keeps five words', () => {
    expect(searchWordsOf('facção de jeans')).toEqual(['faccao', 'jeans']);
    expect(searchWordsOf('de da do')).toEqual(['de', 'da', 'do']);
    expect(searchWordsOf('um dois tres quatro cinco seis sete')).toEqual([
      'dois',
      'tres',
      'quatro',
      'cinco',
      'seis',
    ]);
  });

  it('splits where the full-text parser splits and never passes an operator through', () => {
    expect(searchWordsOf("costura/facção & 'x' | !y")).toEqual(['costura', 'faccao']);
    expect(searchWordsOf('&&& !!!')).toBeUndefined();
  });
});

describe('prefixesOf', () => {
  it('adds the singular of Portuguese plurals, keeping only the shortest prefixes', () => {
    expect(prefixesOf('bordados')).toEqual(['bordado']);
    expect(prefixesOf('faccoes')).toEqual(['faccao', 'faccoe']);
    expect(prefixesOf('industriais')).toEqual(['industriai', 'industrial']);
    expect(prefixesOf('modelagens')).toEqual(['modelagem', 'modelagen']);
    // A loanword keeps its own prefix.
    expect(prefixesOf('jeans')).toEqual(['jean']);
    expect(prefixesOf('confeccao')).toEqual(['confeccao']);
    expect(prefixesOf('gas')).toEqual(['gas']);
  });
});

describe('textQueryOf', () => {
  const hit = (
    index: number,
    how: 'prefix' | 'similar',
    word: string,
    kind: 'service' | 'area' | 'specialty',
    itemId: number,
    similarity = 1,
  ) => ({ index, how, word, kind, itemId, similarity });

  it('every word required, each as a prefix, with the catalogue items its words name', () => {
    const q = textQueryOf(
      ['faccao', 'jeans'],
      [
        hit(0, 'prefix', 'faccao', 'service', 1),
        hit(0, 'prefix', 'faccionista', 'service', 1),
        hit(1, 'prefix', 'jeans', 'area', 7),
        hit(1, 'prefix', 'jeanswear', 'specialty', 6),
      ],
    );
    expect(q).toEqual({
      terms: [
        { tsquery: 'faccao:*', services: [1], areas: [], specialties: [] },
        { tsquery: 'jean:*', services: [], areas: [7], specialties: [6] },
      ],
      names: 'faccao:* & jean:*',
    });
  });

  it('a misspelt word takes the three closest catalogue words, their forms and items', () => {
    const q = textQueryOf(
      ['bordadera', 'rio'],
      [
        hit(0, 'similar', 'bordadeira', 'service', 7, 0.61),
        hit(0, 'similar', 'bordado', 'service', 7, 0.5),
        hit(0, 'similar', 'bordados', 'specialty', 99, 0.5),
        hit(0, 'similar', 'bordar', 'area', 98, 0.5),
      ],
    );
    // 'bordar' ties with 'bordado' and 'bordados' and loses on the alphabet; 'bordados' is
    // already found by 'bordado:*'.
    expect(q.terms[0]).toEqual({
      tsquery: '(bordado:* | bordadera:* | bordadeira:*)',
      services: [7],
      areas: [],
      specialties: [99],
    });
    expect(q.names).toBe('(bordado:* | bordadera:* | bordadeira:*) & rio:*');
  });

  it('a word the catalogue knows is not corrected', () => {
    const q = textQueryOf(
      ['bord'],
      [hit(0, 'prefix', 'bordado', 'service', 7), hit(0, 'similar', 'borda', 'area', 98, 0.6)],
    );
    expect(q.terms[0]).toEqual({ tsquery: 'bord:*', services: [7], areas: [], specialties: [] });
  });
});
