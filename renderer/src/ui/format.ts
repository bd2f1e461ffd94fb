/**
 * Money, counts, ratings and dates as Brazilians read them, on `Intl` (pt-BR). Timestamps are
 * shown on the São Paulo calendar and clock, whatever the device's zone: a deadline or a
 * payment reads the same on every screen and in every e-mail.
 */

const TZ = 'America/Sao_Paulo';
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const day = new Intl.DateTimeFormat('pt-BR', { timeZone: TZ });
const time = new Intl.DateTimeFormat('pt-BR', { timeZone: TZ, hour: '2-digit', minute: '2-digit' });

/** Reais as money: 'R$ 4.500,00'. */
export const formatMoney = (reais: number) => brl.format(reais);

/** Integer centavos as money: 'R$ 49,90'. */
export const formatCents = (cents: number) => brl.format(cents / 100);

/** '1.234'; null (not known) shows a dash. */
export const formatCount = (value: number | null) => (value === null ? '—' : integer.format(value));

/** A rating average with one decimal: '4,5'. */
export const formatRating = (value: number) => oneDecimal.format(value);

const validDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A timestamp as its São Paulo calendar day, '22/11/2026'; `missing` when absent or invalid. */
export function formatDate(iso: string | null | undefined, missing = '—'): string {
  const date = validDate(iso);
  return date ? day.format(date) : missing;
}

/** A timestamp as São Paulo day and time: '22/11/2026 às 14:05'. */
export function formatDateTime(iso: string | null | undefined, missing = '—'): string {
  const date = validDate(iso);
  return date ? `${day.format(date)} às ${time.format(date)}` : missing;
}

/** A calendar date ('2026-12-01') as '01/12/2026', with no zone to drift through. */
export function formatCalendarDay(isoDate: string | null | undefined, missing = '—'): string {
  const [y, m, d] = (isoDate ?? '').slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : missing;
}
