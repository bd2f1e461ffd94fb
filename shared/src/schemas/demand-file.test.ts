import { describe, expect, it } from 'vitest';
import { shortFileName } from './demand-file';

describe('shortFileName (spec §9: 12 characters, 50 in the delete dialog)', () => {
  it('keeps the end of the name and its extension, so names of one batch stay apart', () => {
    const front = shortFileName('ficha-tecnica-frente.png');
    const back = shortFileName('ficha-tecnica-costas.png');
    expect(front).toBe('fic…ente.png');
    expect(back).toBe('fic…stas.png');
    expect(front).not.toBe(back);
  });

  it('never passes the cut length, the ellipsis included', () => {
    for (const name of ['orcamento-final-revisado.docx', 'a'.repeat(40), 'foto.jpeg', 'x.pdf'])
      expect(Array.from(shortFileName(name)).length).toBeLessThanOrEqual(12);
    expect(Array.from(shortFileName('b'.repeat(80) + '.pdf', 50))).toHaveLength(50);
  });

  it('leaves a name that fits as it is', () => {
    expect(shortFileName('foto.png')).toBe('foto.png');
    expect(shortFileName('abcdefgh.png')).toBe('abcdefgh.png');
  });

  it('cuts a name without an extension in its middle too', () => {
    expect(shortFileName('referencia-modelagem-final')).toBe('refer…-final');
  });

  it('does not split an emoji', () => {
    expect(shortFileName('👗👗👗👗👗👗👗👗👗👗👗👗👗.png')).toBe('👗👗👗…👗👗👗👗.png');
  });
});
