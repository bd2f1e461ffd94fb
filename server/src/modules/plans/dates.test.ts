import { describe, expect, it } from 'vitest';
import { brDate, brl, daysLeft } from './dates';

describe('plan dates on São Paulo calendar', () => {
  it('counts whole calendar days, 0 on the last day, null once ended', () => {
    // 23:30 in São Paulo (UTC-3) is already the next day in UTC.
    const now = new Date('2026-03-10T02:30:00Z'); // 09/03 23:30 in São Paulo
    expect(daysLeft(new Date('2026-03-10T12:00:00Z'), now)).toBe(1);
    expect(daysLeft(new Date('2026-03-10T02:45:00Z'), now)).toBe(0);
    expect(daysLeft(new Date('2026-04-09T15:00:00Z'), now)).toBe(31);
    expect(daysLeft(new Date('2026-03-10T02:00:00Z'), now)).toBeNull();
    expect(daysLeft(null, now)).toBeNull();
  });

  it('writes dd/mm/aaaa in São Paulo and BRL with comma decimals', () => {
    expect(brDate(new Date('2026-03-10T02:30:00Z'))).toBe('09/03/2026');
    expect(brl(4990)).toBe('R$\u00a049,90');
    expect(brl(47900)).toBe('R$\u00a0479,00');
  });
});
