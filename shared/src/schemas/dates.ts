import { z } from 'zod';
import { DATE_TEXTS } from '../messages/dates';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `value` is a day that exists, written YYYY-MM-DD: '2026-02-30' and '2026-13-45' are
 * not, and neither is year 0 (PostgreSQL has no such year). Every date a person or a client
 * sends passes here before it reaches the database, which would otherwise refuse it with a 500.
 */
export function isCalendarDate(value: string): boolean {
  const parts = ISO_DAY.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A calendar date (YYYY-MM-DD) with one pt-BR text for anything else. The refusal stops the
 * checks that follow (before today, return before sending…), so it is the only text shown.
 */
export const calendarDate = (error: string = DATE_TEXTS.invalid) =>
  z
    .string({ error })
    // The shape first: what a client sends as text is held to a pattern (or to the line rules).
    .regex(ISO_DAY, { error, abort: true })
    .refine(isCalendarDate, { error, abort: true });

/** The date `years` after `isoDay` (29 February lands on 1 March in a common year). */
export function yearsAfter(isoDay: string, years: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y + years);
  return date.toISOString().slice(0, 10);
}
