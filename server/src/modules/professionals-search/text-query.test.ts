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
  it('every word required, each as a prefix', () => {
    expect(textQueryOf(['faccao', 'jeans'])).toEqual({ tsquery: 'faccao:* & jean:*' });
  });

  it('a misspelt word also looks for the catalogue words close to it', () => {
    const q = textQueryOf(
      ['bordadera', 'rio'],
      new Map([['bordadera', ['bordadeira', 'bordado']]]),
    );
    expect(q.tsquery).toBe('(bordado:* | bordadera:* | bordadeira:*) & rio:*');
  });
});
