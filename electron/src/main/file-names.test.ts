import { describe, expect, it } from 'vitest';
import { isSafeToOpen, sanitizeFileName } from './file-names';

describe('sanitizeFileName', () => {
  it.each([
    ['Ficha técnica.pdf', 'Ficha técnica.pdf'],
    ['../../etc/passwd', '_.._etc_passwd'],
    ['..\\..\\Windows\\win.ini', '_.._Windows_win.ini'],
    ['/etc/passwd', '_etc_passwd'],
    ['C:\\Users\\x.docx', 'C__Users_x.docx'],
    ['nota\u0000fiscal\n.txt', 'nota_fiscal_.txt'],
    ['a<b>c:d"e|f?g*h.png', 'a_b_c_d_e_f_g_h.png'],
    ['.bashrc', 'bashrc'],
    ['foto.jpg. . ', 'foto.jpg'],
    ['CON', '_CON'],
    ['nul.txt', '_nul.txt'],
    ['..', 'arquivo'],
    ['.', 'arquivo'],
    ['   ', 'arquivo'],
    ['', 'arquivo'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('keeps the name within 255 bytes without splitting a character, extension kept', () => {
    const name = sanitizeFileName(`${'ç'.repeat(300)}.pdf`);
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(255);
    expect(name).toMatch(/^ç+\.pdf$/);
  });

  it('composes accents the way the server and the dialog show them', () => {
    expect(sanitizeFileName('orc\u0327amento.pdf')).toBe('orçamento.pdf');
  });
});

describe('isSafeToOpen', () => {
  it.each([
    ['/home/p/Downloads/foto.JPG', true],
    ['/home/p/Downloads/ficha.pdf', true],
    ['C:\\Users\\p\\Downloads\\contrato.docx', true],
    ['/home/p/Downloads/leia.txt', true],
    ['C:\\Users\\p\\Downloads\\leia.txt.bat', false],
    ['/home/p/Downloads/instalar.sh', false],
    ['C:\\Users\\p\\Downloads\\atalho.lnk', false],
    ['/home/p/Downloads/sem-extensao', false],
  ])('%s → %s', (filePath, expected) => {
    expect(isSafeToOpen(filePath)).toBe(expected);
  });
});
