import {
  isValidCnpj as libIsValidCnpj,
  isValidCpf as libIsValidCpf,
} from '@brazilian-utils/brazilian-utils';

/** Spec §9: only digits are stored; masks exist only on screen. */
export const onlyDigits = (value: string | null | undefined): string =>
  (value ?? '').replace(/\D/g, '');

export const DIGITS = { cpf: 11, cnpj: 14, cep: 8, phone: 11 } as const;

/** Check digits, and all-equal sequences (000.000.000-00 …) refused. Digits only. */
export function isValidCpf(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !/^(\d)\1{10}$/.test(digits) && libIsValidCpf(digits);
}

/** Numeric CNPJ as the spec defines it (14 digits, check digits, all-equal refused). */
export function isValidCnpj(digits: string): boolean {
  return /^\d{14}$/.test(digits) && !/^(\d)\1{13}$/.test(digits) && libIsValidCnpj(digits);
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
export const formatCnpj = (d: string) =>
  group(onlyDigits(d), [2, 3, 3, 4, 2], ['.', '.', '/', '-']);
export const formatCep = (d: string) => group(onlyDigits(d), [5, 3], ['-']);
/** (00) 00000-0000 for mobiles, (00) 0000-0000 for landlines. */
export function formatPhone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 2) return d ? `(${d}` : '';
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  return `(${d.slice(0, 2)}) ${rest.slice(0, split)}${rest.length > split ? `-${rest.slice(split)}` : ''}`;
}
