/**
 * The 'R$ 0,00' budget mask (spec §5): digits fill from the cents, so typing 1 2 3 4 5 reads
 * R$ 123,45. The form holds a number of reais (or null when nothing was typed).
 */

/** Up to R$ 99.999.999,99: the schema's ceiling is R$ 99.999.999,00, which it reports itself. */
export const MAX_CURRENCY_DIGITS = 10;

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Reais from what the field holds after an edit; no digits (or only zeros) is no value. */
export function currencyFromInput(text: string): number | null {
  const digits = onlyDigits(text).replace(/^0+/, '').slice(0, MAX_CURRENCY_DIGITS);
  if (digits === '') return null;
  return Number(digits) / 100;
}

/** 'R$ 1.234,50' with a plain space; '' for no value. */
export function formatCurrency(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const cents = Math.round(Math.abs(value) * 100);
  const reais = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = (cents % 100).toString().padStart(2, '0');
  return `R$ ${reais},${rest}`;
}

/** Where the caret goes in `formatted` so that `digitsAfter` digits stay to its right. */
export function caretBeforeLastDigits(formatted: string, digitsAfter: number): number {
  if (digitsAfter <= 0) return formatted.length;
  let seen = 0;
  for (let i = formatted.length - 1; i >= 0; i--) {
    if (/\d/.test(formatted[i] ?? '')) seen++;
    if (seen === digitsAfter) return i;
  }
  return 0;
}

/** Digits to the right of the caret (kept there when the text is formatted again). */
export const digitsAfterCaret = (text: string, caret: number) =>
  onlyDigits(text.slice(caret)).length;
