import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural';

describe('counts in pt-BR', () => {
  it('one is singular, zero and more are plural', () => {
    expect(countOf(1, 'peça', 'peças')).toBe('1 peça');
    expect(countOf(0, 'peça', 'peças')).toBe('0 peças');
    expect(countOf(2, 'peça', 'peças')).toBe('2 peças');
    expect(countOf(1_000_000, 'peça', 'peças')).toBe('1.000.000 peças');
  });

  it('writes the figure the Brazilian way', () => {
    expect(countOf(1500, 'peça', 'peças')).toBe('1.500 peças');
  });

  it('gives the word alone for texts that place the figure themselves', () => {
    expect(plural(1, 'candidato', 'candidatos')).toBe('candidato');
    expect(plural(3, 'candidato', 'candidatos')).toBe('candidatos');
  });
});
