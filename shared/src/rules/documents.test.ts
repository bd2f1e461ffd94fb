import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cnpjChars,
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  isValidCnpj,
  isValidCpf,
} from './documents';

/** Builds a valid CPF or CNPJ from its base digits with the official check-digit rules. */
function withCheckDigits(base: number[], weights: (len: number) => number[]): string {
  const digits = [...base];
  for (let k = 0; k < 2; k++) {
    const w = weights(digits.length);
    const sum = digits.reduce((acc, d, i) => acc + d * (w[i] ?? 0), 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}
const cpfWeights = (len: number) => Array.from({ length: len }, (_, i) => len + 1 - i);
const cnpjWeights = (len: number) =>
  len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

const notAllEqual = (d: number[]) => new Set(d).size > 1;
const validCpf = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .filter(notAllEqual)
  .map((b) => withCheckDigits(b, cpfWeights));
const validCnpj = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 })
  .filter(notAllEqual)
  .map((b) => withCheckDigits(b, cnpjWeights));

function changeOneDigit(doc: string, position: number, delta: number): string {
  const i = position;
  const d = (Number(doc[i]) + delta) % 10;
  return doc.slice(0, i) + String(d) + doc.slice(i + 1);
}

describe('CPF', () => {
  it('the generator builds the known example', () => {
    expect(withCheckDigits([5, 2, 9, 9, 8, 2, 2, 4, 7], cpfWeights)).toBe('52998224725');
    expect(withCheckDigits([1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0, 1], cnpjWeights)).toBe(
      '11222333000181',
    );
  });

  it('accepts every generated valid CPF', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => isValidCpf(cpf)),
      { numRuns: 500 },
    );
  });

  it('refuses a CPF whose check digits were changed', () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.integer({ min: 9, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (cpf, pos, delta) => !isValidCpf(changeOneDigit(cpf, pos, delta)),
      ),
      { numRuns: 1000 },
    );
  });

  it('judges any one changed digit exactly as the check-digit rule does', () => {
    // Remainders 0 and 1 both give check digit 0, so a changed base digit can land on another
    // valid CPF (below); the validator must agree with an independent recomputation every time.
    fc.assert(
      fc.property(
        validCpf,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (cpf, pos, delta) => {
          const changed = changeOneDigit(cpf, pos, delta);
          const oracle =
            withCheckDigits([...changed.slice(0, 9)].map(Number), cpfWeights) === changed &&
            notAllEqual([...changed].map(Number));
          return isValidCpf(changed) === oracle;
        },
      ),
      { numRuns: 2000 },
    );
    expect(isValidCpf('10458188107')).toBe(true);
    expect(isValidCpf('20458188107')).toBe(true);
  });

  it('refuses all-equal digits and wrong lengths', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529.982.247-25')).toBe(false); // digits only: masks are stripped before
    expect(isValidCpf('52998224725')).toBe(true);
  });
});

describe('CNPJ', () => {
  it('accepts every generated valid CNPJ', () => {
    fc.assert(
      fc.property(validCnpj, (cnpj) => isValidCnpj(cnpj)),
      { numRuns: 500 },
    );
  });

  it('refuses a CNPJ whose check digits were changed', () => {
    fc.assert(
      fc.property(
        validCnpj,
        fc.integer({ min: 12, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (cnpj, pos, delta) => !isValidCnpj(changeOneDigit(cnpj, pos, delta)),
      ),
      { numRuns: 1000 },
    );
  });

  it('judges any one changed digit exactly as the check-digit rule does', () => {
    fc.assert(
      fc.property(
        validCnpj,
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (cnpj, pos, delta) => {
          const changed = changeOneDigit(cnpj, pos, delta);
          const oracle =
            withCheckDigits([...changed.slice(0, 12)].map(Number), cnpjWeights) === changed &&
            notAllEqual([...changed].map(Number));
          return isValidCnpj(changed) === oracle;
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses all-equal digits', () => {
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });
});

/**
 * The alphanumeric CNPJ rule (Receita Federal, July 2026) written apart from the product's:
 * a value table instead of char codes, and the two weight lists spelt out.
 */
const CNPJ_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CNPJ_VALUE: Record<string, number> = Object.fromEntries(
  [...CNPJ_ALPHABET].map((c, i) => [c, i < 10 ? i : 17 + (i - 10)]),
);
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
function oracleCheckDigits(base: string): string {
  const dv = (chars: string, weights: number[]) => {
    let sum = 0;
    [...chars].forEach((c, i) => (sum += (CNPJ_VALUE[c] ?? NaN) * (weights[i] ?? NaN)));
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  const first = dv(base, FIRST_WEIGHTS);
  return `${first}${dv(base + String(first), SECOND_WEIGHTS)}`;
}
function oracleIsValidCnpj(value: string): boolean {
  if (value.length !== 14) return false;
  const base = value.slice(0, 12);
  if (![...base].every((c) => c in CNPJ_VALUE) || !/^[0-9]{2}$/.test(value.slice(12))) return false;
  if (new Set(value).size === 1) return false;
  return value.slice(12) === oracleCheckDigits(base);
}

const cnpjChar = fc.constantFrom(...CNPJ_ALPHABET);
const alphanumericBase = fc
  .array(cnpjChar, { minLength: 12, maxLength: 12 })
  .map((chars) => chars.join(''))
  // At least one letter: the new form, not an old numeric CNPJ.
  .filter((base) => /[A-Z]/.test(base));
const validAlphanumericCnpj = alphanumericBase.map((base) => base + oracleCheckDigits(base));
const anyChar = fc.constantFrom(...CNPJ_ALPHABET, 'a', 'z', '.', '/', '-', ' ', 'Ç', '*');

describe('alphanumeric CNPJ (Receita Federal, July 2026)', () => {
  it("accepts the Receita's published example and the classic numeric one", () => {
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(oracleIsValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
  });

  it('accepts every CNPJ built by the independent rule', () => {
    fc.assert(
      fc.property(validAlphanumericCnpj, (cnpj) => isValidCnpj(cnpj)),
      { numRuns: 2000 },
    );
  });

  it('agrees with the independent rule on any one changed character, anywhere', () => {
    fc.assert(
      fc.property(
        validAlphanumericCnpj,
        fc.integer({ min: 0, max: 13 }),
        cnpjChar,
        (cnpj, position, replacement) => {
          const changed = cnpj.slice(0, position) + replacement + cnpj.slice(position + 1);
          return isValidCnpj(changed) === oracleIsValidCnpj(changed);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('agrees with the independent rule on arbitrary 14-character strings', () => {
    fc.assert(
      fc.property(fc.array(anyChar, { minLength: 14, maxLength: 14 }), (chars) => {
        const value = chars.join('');
        return isValidCnpj(value) === oracleIsValidCnpj(value);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses letters in the check digits and any other length', () => {
    fc.assert(
      fc.property(validAlphanumericCnpj, fc.constantFrom(...'ABCXYZ'), (cnpj, letter) => {
        return (
          !isValidCnpj(cnpj.slice(0, 13) + letter) &&
          !isValidCnpj(cnpj.slice(0, 13)) &&
          !isValidCnpj(`${cnpj}0`)
        );
      }),
      { numRuns: 500 },
    );
  });

  it('masks and unmasks without losing a character, from any case', () => {
    fc.assert(
      fc.property(validAlphanumericCnpj, (cnpj) => {
        const masked = formatCnpj(cnpj.toLowerCase());
        return (
          /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/.test(masked) &&
          cnpjChars(masked) === cnpj &&
          isValidCnpj(cnpjChars(masked))
        );
      }),
      { numRuns: 500 },
    );
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
});

describe('masks', () => {
  it('formats as the spec shows', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
  });
});
