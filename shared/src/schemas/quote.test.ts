import { describe, expect, it } from 'vitest';
import { brazilDay, isQuoteExpired, quoteValidUntil } from './quote';

const at = (iso: string) => Date.parse(iso);

describe('quote validity, in Brasília’s calendar', () => {
  it('counts the days from today in Brasília, not in UTC', () => {
    // 01:30 UTC on the 2nd is still 22:30 of the 1st in Brasília.
    expect(brazilDay(at('2026-12-02T01:30:00Z'))).toBe('2026-12-01');
    expect(quoteValidUntil(at('2026-12-02T01:30:00Z'), 7)).toBe('2026-12-08');
    expect(quoteValidUntil(at('2026-12-02T03:30:00Z'), 7)).toBe('2026-12-09');
    // Across a month and a year.
    expect(quoteValidUntil(at('2026-12-28T15:00:00Z'), 7)).toBe('2027-01-04');
  });

  it('is valid through its whole last day and expired from the next one', () => {
    const q = { valid_until: '2026-12-08' };
    expect(isQuoteExpired(q, at('2026-12-08T12:00:00Z'))).toBe(false);
    // 23:59 of the 8th in Brasília is 02:59 UTC on the 9th: still valid.
    expect(isQuoteExpired(q, at('2026-12-09T02:59:00Z'))).toBe(false);
    expect(isQuoteExpired(q, at('2026-12-09T03:00:00Z'))).toBe(true);
  });
});
