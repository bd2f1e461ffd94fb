import { describe, expect, it } from 'vitest';
import { DATE_TEXTS } from '../messages/dates';
import { DEMAND_TEXTS } from '../messages/demands';
import { LOT_TEXTS } from '../messages/lots';
import { periodQuery } from './admin';
import { calendarDate, isCalendarDate, yearsAfter } from './dates';
import { demandBodySchema } from './demand';
import { acceptTermsBodySchema } from './legal';
import { lotCreateSchema } from './lot';

const IMPOSSIBLE = [
  '2026-02-30',
  '2026-13-45',
  '2025-02-29',
  '2026-04-31',
  '2026-00-10',
  '0000-01-01',
];
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;
const today = () => new Date().toISOString().slice(0, 10);

describe('calendar dates', () => {
  it('knows which days exist: months, month lengths, leap years, year 0', () => {
    for (const d of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01'])
      expect([d, isCalendarDate(d)]).toEqual([d, true]);
    for (const d of [...IMPOSSIBLE, '1900-02-29', '2026-1-05', '26-01-05', '2026-01-05T00:00'])
      expect([d, isCalendarDate(d)]).toEqual([d, false]);
  });

  it('refuses with one pt-BR text, the given one or Data inválida.', () => {
    expect(firstMessage(calendarDate().safeParse('2026-02-30'))).toBe(DATE_TEXTS.invalid);
    expect(firstMessage(calendarDate().safeParse(20260230))).toBe(DATE_TEXTS.invalid);
    expect(firstMessage(calendarDate('Outra.').safeParse('2026-13-45'))).toBe('Outra.');
  });

  it('counts years ahead, 29 February landing on 1 March', () => {
    expect(yearsAfter('2026-11-28', 2)).toBe('2028-11-28');
    expect(yearsAfter('2028-02-29', 2)).toBe('2030-03-01');
  });
});

describe('every date of the shared schemas is a real day', () => {
  const demand = {
    title: 'Costura de vestidos',
    description: 'Cem vestidos de malha',
    service: 1,
    area: 1,
    specialty: 1,
    availability: 1,
  };

  it('demand deadline: impossible days get Data inválida., more than 2 years ahead is refused', () => {
    for (const deadline of IMPOSSIBLE) {
      const r = demandBodySchema.safeParse({ ...demand, deadline });
      expect([deadline, firstMessage(r)]).toEqual([deadline, DATE_TEXTS.invalid]);
    }
    const limit = yearsAfter(today(), 2);
    expect(demandBodySchema.safeParse({ ...demand, deadline: limit }).success).toBe(true);
    const dayAfter = new Date(Date.parse(`${limit}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const far = demandBodySchema.safeParse({ ...demand, deadline: dayAfter });
    expect(firstMessage(far)).toBe(DEMAND_TEXTS.deadlineTooFar);
    expect(far.error?.issues[0]?.path).toEqual(['deadline']);
    expect(demandBodySchema.safeParse({ ...demand, deadline: null }).success).toBe(true);
  });

  it('lot dates, report periods and terms versions', () => {
    const lot = { client_id: crypto.randomUUID(), quantity: 1 };
    for (const d of IMPOSSIBLE) {
      const sent = lotCreateSchema.safeParse({ ...lot, sent_on: d, expected_return: '2026-12-01' });
      expect(firstMessage(sent)).toBe(LOT_TEXTS.dateInvalid);
      const back = lotCreateSchema.safeParse({ ...lot, sent_on: '2026-01-01', expected_return: d });
      expect(firstMessage(back)).toBe(LOT_TEXTS.dateInvalid);
      expect(firstMessage(periodQuery.safeParse({ from: d }))).toBe(DATE_TEXTS.invalid);
      expect(firstMessage(periodQuery.safeParse({ to: d }))).toBe(DATE_TEXTS.invalid);
      expect(acceptTermsBodySchema.safeParse({ version: d }).success).toBe(false);
    }
    expect(periodQuery.safeParse({ from: '2026-01-01', to: '2026-02-28' }).success).toBe(true);
  });
});
