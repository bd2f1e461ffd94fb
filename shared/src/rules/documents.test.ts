import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
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

describe('masks', () => {
  it('formats as the spec shows', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
  });
});
