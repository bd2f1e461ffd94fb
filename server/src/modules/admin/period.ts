/**
 * Periods of the Visão geral and Relatórios in São Paulo dates. Brazil has kept UTC−3 all year
 * since 2019, so a São Paulo day starts at 03:00 UTC.
 */
const SP_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_WEEKS = 12;

const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Today's date in São Paulo. */
export const todayInSaoPaulo = (now = Date.now()) => toDay(now - SP_OFFSET_MS);

/** The Monday on or before a date. */
export function mondayOf(day: string): string {
  const ms = dayMs(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday = 0
  return toDay(ms - weekday * DAY_MS);
}

export interface Period {
  from: string;
  to: string;
  /** [start, end) instants of the period: from 00:00 to the day after `to`, São Paulo time. */
  start: Date;
  end: Date;
}

/** Defaults: `to` today, `from` the Monday 11 weeks before to's week (12 weekly rows). */
export function resolvePeriod(q: { from?: string | undefined; to?: string | undefined }): Period {
  const to = q.to ?? todayInSaoPaulo();
  const from = q.from ?? toDay(dayMs(mondayOf(to)) - (DEFAULT_WEEKS - 1) * 7 * DAY_MS);
  return {
    from,
    to,
    start: new Date(dayMs(from) + SP_OFFSET_MS),
    end: new Date(dayMs(to) + DAY_MS + SP_OFFSET_MS),
  };
}

/** 00:00 in São Paulo of the Monday the period's first week starts on. */
export const weekOrigin = (p: Period) => new Date(dayMs(mondayOf(p.from)) + SP_OFFSET_MS);

/** Week starts (Mondays) covering the period, oldest first; week i starts i weeks after the origin. */
export function weeksOf(p: Period): string[] {
  const weeks: string[] = [];
  for (let ms = dayMs(mondayOf(p.from)); ms <= dayMs(p.to); ms += 7 * DAY_MS) weeks.push(toDay(ms));
  return weeks;
}

/** Whether a period was asked for at all (exports of lists are unbounded by default). */
export const hasPeriod = (q: { from?: string | undefined; to?: string | undefined }) =>
  Boolean(q.from ?? q.to);
