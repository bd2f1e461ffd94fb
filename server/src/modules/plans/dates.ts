import { PLAN_TIME_ZONE } from './repository';

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: PLAN_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** YYYY-MM-DD of São Paulo's calendar. */
const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PLAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** dd/mm/aaaa as a person in São Paulo reads the date. */
export const brDate = (d: Date): string => dateFormat.format(d);

/** R$ 49,90 (the non-breaking space Intl puts after R$ stays). */
export const brl = (cents: number): string => currency.format(cents / 100);

const dayNumber = (d: Date) => Date.parse(`${isoDayFormat.format(d)}T00:00:00Z`) / 86_400_000;

/**
 * Whole days from today to the end date on São Paulo's calendar: 0 on the last day, null when
 * the end has passed (Básico).
 */
export function daysLeft(end: Date | null, now: Date = new Date()): number | null {
  if (!end || end.getTime() <= now.getTime()) return null;
  return Math.round(dayNumber(end) - dayNumber(now));
}
