/**
 * The one money mask of the product, 'R$ 0,00' (spec §5), in integer cents: digits fill from the
 * cents as a Brazilian banking app does, so typing 9 5 0 (or '9,50') reads R$ 9,50 and typing
 * 4 5 0 0 0 0 reads R$ 4.500,00. Every amount a person types — a demand's budget, a quote's price
 * per piece — goes through it, so '950' means the same in every field.
 */

/** Up to R$ 99.999.999,99; each schema reports its own ceiling below that. */
export const MAX_MONEY_DIGITS = 10;
const MAX_CENTS = 10 ** MAX_MONEY_DIGITS - 1;

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Cents from the text the field holds after an edit; no digits (or only zeros) is no value. */
export function centsFromTyped(text: string): number | null {
  const digits = onlyDigits(text).replace(/^0+/, '').slice(0, MAX_MONEY_DIGITS);
  return digits === '' ? null : Number(digits);
}

/** 'R$ 1.234,50' with a plain space; '' for no value. */
export function formatMoneyInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const whole = Math.round(Math.abs(cents));
  const reais = Math.floor(whole / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${reais},${(whole % 100).toString().padStart(2, '0')}`;
}

/** Reais with two decimals (a demand's budget on the wire) as integer cents, and back. */
export const reaisToCents = (reais: number | null | undefined) =>
  reais === null || reais === undefined ? null : Math.round(reais * 100);
export const centsToReais = (cents: number | null) => (cents === null ? null : cents / 100);

/**
 * A pasted amount written with a separator, read as written: 'R$ 1.234,56', '9,5' (R$ 9,50),
 * '1.500' (R$ 1.500,00), '12.50' (a spreadsheet's decimal point). Plain digits return undefined
 * and fill from the cents like typed ones; so does anything that is not one amount.
 */
export function centsFromPasted(text: string): number | null | undefined {
  const t = text.replace(/R\$|\s/g, '');
  if (!/^[\d.,]+$/.test(t) || !/[.,]/.test(t)) return undefined;
  let reais: string;
  let fraction = '';
  const comma = t.lastIndexOf(',');
  if (comma >= 0) {
    reais = t.slice(0, comma);
    fraction = t.slice(comma + 1);
    if (!/^(\d{1,3}(\.\d{3})*|\d*)$/.test(reais)) return undefined;
    reais = reais.replace(/\./g, '');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(t)) {
    reais = t.replace(/\./g, '');
  } else {
    const point = /^(\d*)\.(\d{1,2})$/.exec(t);
    if (!point) return undefined;
    reais = point[1] ?? '';
    fraction = point[2] ?? '';
  }
  if (!/^\d{0,2}$/.test(fraction) || reais + fraction === '') return undefined;
  const cents = Number(reais || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_CENTS) return undefined;
  return cents === 0 ? null : cents;
}

/** Digits to the right of the caret (they stay there when the text is formatted again). */
export const digitsAfterCaret = (text: string, caret: number) =>
  onlyDigits(text.slice(caret)).length;

/**
 * Where the caret goes in `formatted` so that `digitsAfter` digits stay to its right: just after
 * the digit before them, ahead of a ',' or '.' (where the next Backspace takes a digit).
 */
export function caretBeforeLastDigits(formatted: string, digitsAfter: number): number {
  if (digitsAfter <= 0) return formatted.length;
  let seen = 0;
  for (let i = formatted.length - 1; i >= 0; i--) {
    if (/\d/.test(formatted[i] ?? '')) seen++;
    if (seen !== digitsAfter) continue;
    while (i > 0 && /[.,]/.test(formatted[i - 1] ?? '')) i--;
    return i;
  }
  return 0;
}

export interface MoneyEdit {
  cents: number | null;
  /** Digits to keep to the right of the caret once the amount is written again. */
  digitsRight: number;
}

/**
 * The amount after one edit of the field: `text` and `caret` as the browser left them, `inputType`
 * from the input event. Deleting only a separator ('.', ',', a space of 'R$ ') would leave the
 * amount as it was and the key would seem dead: Backspace then takes the digit before it, Delete
 * the digit after it.
 */
export function applyMoneyEdit(
  previous: number | null,
  text: string,
  caret: number,
  inputType = '',
): MoneyEdit {
  const digitsRight = digitsAfterCaret(text, caret);
  const cents = centsFromTyped(text);
  const deleting = inputType.startsWith('delete');
  if (!deleting || cents !== previous || previous === null)
    return { cents, digitsRight: Math.min(digitsRight, onlyDigits(text).length) };
  const digits = onlyDigits(text);
  const before = digits.length - digitsRight;
  if (inputType === 'deleteContentForward') {
    if (digitsRight === 0) return { cents, digitsRight };
    return {
      cents: centsFromTyped(digits.slice(0, before) + digits.slice(before + 1)),
      digitsRight: digitsRight - 1,
    };
  }
  if (before === 0) return { cents, digitsRight };
  return {
    cents: centsFromTyped(digits.slice(0, before - 1) + digits.slice(before)),
    digitsRight,
  };
}
