import { describe, expect, it } from 'vitest';
import { fichaPdfName } from './ficha-pdf';

describe('the ficha PDF file name', () => {
  it('carries the reference without accents or separators that a file system refuses', () => {
    expect(fichaPdfName('CB-001', 2)).toBe('ficha-tecnica-CB-001-rev2.pdf');
    expect(fichaPdfName('Calça / Verão 27', 1)).toBe('ficha-tecnica-Calca-Verao-27-rev1.pdf');
    expect(fichaPdfName('..\\..//etc', 4)).toBe('ficha-tecnica-etc-rev4.pdf');
  });
  it('without a usable reference is the plain name', () => {
    expect(fichaPdfName(null, 1)).toBe('ficha-tecnica-rev1.pdf');
    expect(fichaPdfName('///', 5)).toBe('ficha-tecnica-rev5.pdf');
  });
});
