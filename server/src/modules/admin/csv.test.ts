import { describe, expect, it } from 'vitest';
import { csvLine, money, ptDate, ptDay, textCell } from './csv';
import { resolvePeriod, weeksOf } from './period';

describe('csv', () => {
  it('quotes fields with ; " or line breaks and ends lines with CRLF', () => {
    expect(csvLine(['a', 'b;c', 'diz "oi"', 'linha\nnova', null, 3])).toBe(
      'a;"b;c";"diz ""oi""";"linha\nnova";;3\r\n',
    );
  });
  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(textCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(textCell('@SUM(1)')).toBe(`'@SUM(1)`);
    expect(textCell('Confecção')).toBe('Confecção');
  });
  it('writes money with a decimal comma and dates as dd/mm/aaaa in São Paulo', () => {
    expect(money(1234.5)).toBe('1234,50');
    expect(money(null)).toBe('');
    expect(ptDate(new Date('2026-03-01T02:59:00Z'))).toBe('28/02/2026');
    expect(ptDay('2026-01-05')).toBe('05/01/2026');
  });
});

describe('period', () => {
  it('defaults to 12 Monday weeks ending today and counts São Paulo days', () => {
    const p = resolvePeriod({ to: '2026-05-07' });
    expect(weeksOf(p)).toHaveLength(12);
    expect(weeksOf(p)[11]).toBe('2026-05-04');
    expect(p.from).toBe('2026-02-16');
    expect(p.start.toISOString()).toBe('2026-02-16T03:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-05-08T03:00:00.000Z');
  });
});
