import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldText, searchTerms } from './search';

describe('search folding', () => {
  it('maps every accented letter, both cases', () => {
    expect(FOLD_FROM.length).toBe(FOLD_TO.length);
    expect(foldText('FACÇÃO Confecção Goiânia ÉPOCA')).toBe('faccao confeccao goiania epoca');
  });

  it('splits the box into at most five folded words', () => {
    expect(searchTerms('  Facção   JEANS ')).toEqual(['faccao', 'jeans']);
    expect(searchTerms('a b c d e f g')).toHaveLength(5);
    expect(searchTerms(undefined)).toEqual([]);
  });
});
