import { describe, expect, it } from 'vitest';
import { prefixesOf, textQueryOf } from './text-query';

describe('textQueryOf', () => {
  it('applies only from 3 characters after trimming', () => {
    expect(textQueryOf(undefined)).toBeUndefined();
    expect(textQueryOf('  ab  ')).toBeUndefined();
    expect(textQueryOf('abc')).toEqual({ tsquery: 'abc:*', folded: 'abc' });
  });

  it('folds accents and case and requires every word', () => {
    expect(textQueryOf('FACÇÃO  Jeans')).toEqual({
      tsquery: 'faccao:* & jean:*',
      folded: 'faccao jeans',
    });
  });

  it('drops connecting words unless they are all there is, and keeps five words', () => {
    expect(textQueryOf('facção de jeans')?.tsquery).toBe('faccao:* & jean:*');
    expect(textQueryOf('de da do')?.tsquery).toBe('de:* & da:* & do:*');
    expect(textQueryOf('um dois tres quatro cinco seis sete')?.folded).toBe(
      'dois tres quatro cinco seis',
    );
  });

  it('splits where the full-text parser splits and never passes an operator through', () => {
    expect(textQueryOf("costura/facção & 'x' | !y")).toEqual({
      tsquery: 'costura:* & faccao:*',
      folded: 'costura faccao',
    });
    expect(textQueryOf('&&& !!!')).toBeUndefined();
  });
});

describe('prefixesOf', () => {
  it('adds the singular of Portuguese plurals, keeping only the shortest prefixes', () => {
    expect(prefixesOf('bordados')).toEqual(['bordado']);
    expect(prefixesOf('faccoes').sort()).toEqual(['faccao', 'faccoe']);
    expect(prefixesOf('industriais').sort()).toEqual(['industrial', 'industriai'].sort());
    expect(prefixesOf('modelagens').sort()).toEqual(['modelagem', 'modelagen']);
    expect(prefixesOf('confeccao')).toEqual(['confeccao']);
    expect(prefixesOf('gas')).toEqual(['gas']);
  });
});
