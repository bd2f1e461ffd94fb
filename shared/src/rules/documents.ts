import { isValidCpf as libIsValidCpf } from '@brazilian-utils/brazilian-utils';

/** Spec §9: only digits are stored; masks exist only on screen. */
export const onlyDigits = (value: string | null | undefined): string =>
  (value ?? '').replace(/\D/g, '');

export const DIGITS = { cpf: 11, cnpj: 14, cep: 8, phone: 11 } as const;

/** Check digits, and all-equal sequences (000.000.000-00 …) refused. Digits only. */
export function isValidCpf(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !/^(\d)\1{10}$/.test(digits) && libIsValidCpf(digits);
}

/**
 * A CNPJ as it is stored: since July 2026 the Receita Federal issues CNPJs whose first 12
 * characters may be letters (README, Decisões: CNPJ alfanumérico), so the mask is removed and
 * letters are kept, in upper case. A numeric CNPJ comes out as its digits, as before.
 */
export const cnpjChars = (value: string | null | undefined): string =>
  (value ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');

/** What a CNPJ field can hold while typing: 12 letters or digits, then the 2 numeric check digits. */
function cnpjTyped(value: string | null | undefined): string {
  let out = '';
  for (const c of cnpjChars(value)) {
    if (out.length === DIGITS.cnpj) break;
    if (out.length < 12 || /\d/.test(c)) out += c;
  }
  return out;
}

const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;

/** One check digit: each character is worth its ASCII code minus 48; weights 2…9 from the right. */
function cnpjCheckDigit(chars: string): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) {
    const weight = ((chars.length - 1 - i) % 8) + 2;
    sum += (chars.charCodeAt(i) - 48) * weight;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * Numeric (spec §3) or alphanumeric CNPJ, unmasked and upper-case: 12 letters or digits and 2
 * check digits; a numeric one with all digits equal is refused. For digits the rule is the
 * classic one, so every numeric CNPJ valid before stays valid.
 */
export function isValidCnpj(chars: string): boolean {
  if (!CNPJ_SHAPE.test(chars) || /^(\d)\1{13}$/.test(chars)) return false;
  const first = cnpjCheckDigit(chars.slice(0, 12));
  const second = cnpjCheckDigit(chars.slice(0, 12) + String(first));
  return chars.endsWith(`${first}${second}`);
}

function group(digits: string, sizes: number[], seps: string[]): string {
  let out = '';
  let i = 0;
  sizes.forEach((size, k) => {
    const part = digits.slice(i, i + size);
    if (!part) return;
    out += (k > 0 ? (seps[k - 1] ?? '') : '') + part;
    i += size;
  });
  return out;
}

export const formatCpf = (d: string) => group(onlyDigits(d), [3, 3, 3, 2], ['.', '.', '-']);
/** 00.000.000/0000-00, letters kept (12.ABC.345/01DE-35). */
export const formatCnpj = (d: string) => group(cnpjTyped(d), [2, 3, 3, 4, 2], ['.', '.', '/', '-']);
export const formatCep = (d: string) => group(onlyDigits(d), [5, 3], ['-']);
/** (00) 00000-0000 for mobiles, (00) 0000-0000 for landlines. */
export function formatPhone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 2) return d ? `(${d}` : '';
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  return `(${d.slice(0, 2)}) ${rest.slice(0, split)}${rest.length > split ? `-${rest.slice(split)}` : ''}`;
}
