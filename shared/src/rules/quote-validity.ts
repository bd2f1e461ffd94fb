/*
 * Quote validity, without zod: the renderer's first screen (Oportunidades' buttons on
 * the dashboard) reads it, and the schemas stay out of that screen.
 */

/** Quote validity counts in Brazil's calendar (Brasília time), as the client and provider read it. */
export const QUOTE_TIME_ZONE = 'America/Sao_Paulo';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: QUOTE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) in Brasília at the instant `nowMs`. */
export const brazilDay = (nowMs: number): string => dayFormat.format(new Date(nowMs));

/** The last day a quote sent at `nowMs` for `days` days is valid (today + days, in Brasília). */
export function quoteValidUntil(nowMs: number, days: number): string {
  const today = new Date(`${brazilDay(nowMs)}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Past its validity: valid through the whole of `valid_until`, expired from the next day on. */
export const isQuoteExpired = (q: { valid_until: string }, nowMs: number): boolean =>
  q.valid_until < brazilDay(nowMs);
