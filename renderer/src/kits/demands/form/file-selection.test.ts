import { DEMAND_LIMITS } from '@alinhavo/shared/schemas/demand';
import { describe, expect, it } from 'vitest';
import { addSelection, formatBytes, isAcceptedFile } from './file-selection';

const aFile = (name: string, size: number, type = '') => {
  const file = new File(['x'], name, { type, lastModified: 1 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('file selection', () => {
  it('takes a file of exactly 20 MB and refuses the whole selection for one byte more', () => {
    const limit = aFile('limite.pdf', DEMAND_LIMITS.fileBytes);
    expect(addSelection([], [limit]).map((f) => f.file.name)).toEqual(['limite.pdf']);
    const current = addSelection([], [aFile('antes.txt', 10)]);
    const after = addSelection(current, [
      aFile('ok.pdf', 10),
      aFile('grande.pdf', DEMAND_LIMITS.fileBytes + 1),
    ]);
    expect(after).toBe(current);
  });

  it('does not add the same file twice', () => {
    const first = addSelection([], [aFile('a.pdf', 10)]);
    expect(addSelection(first, [aFile('a.pdf', 10), aFile('b.pdf', 10)]).length).toBe(2);
  });

  it('accepts what the picker offers: images, PDF, DOC, DOCX, TXT', () => {
    expect(isAcceptedFile({ name: 'foto.HEIC', type: 'image/heic' })).toBe(true);
    expect(isAcceptedFile({ name: 'Ficha.PDF', type: '' })).toBe(true);
    expect(isAcceptedFile({ name: 'a.doc', type: '' })).toBe(true);
    expect(isAcceptedFile({ name: 'a.docx', type: '' })).toBe(true);
    expect(isAcceptedFile({ name: 'a.txt', type: 'text/plain' })).toBe(true);
    expect(isAcceptedFile({ name: 'a.xlsx', type: '' })).toBe(false);
    expect(isAcceptedFile({ name: 'a.exe', type: 'application/octet-stream' })).toBe(false);
  });

  it('shows sizes in KB or MB', () => {
    expect(formatBytes(200)).toBe('1 KB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});
