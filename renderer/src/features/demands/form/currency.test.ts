import { describe, expect, it } from 'vitest';
import {
  caretBeforeLastDigits,
  currencyFromInput,
  digitsAfterCaret,
  formatCurrency,
} from './currency';

describe('currency mask', () => {
  it('reads the digits as cents', () => {
    expect(currencyFromInput('1')).toBe(0.01);
    expect(currencyFromInput('R$ 0,012')).toBe(0.12);
    expect(currencyFromInput('12345')).toBe(123.45);
    expect(currencyFromInput('R$ 1.234,567')).toBe(12345.67);
    expect(currencyFromInput('R$ 1.234,5')).toBe(123.45);
  });

  it('treats no digits, or only zeros, as no value', () => {
    expect(currencyFromInput('')).toBeNull();
    expect(currencyFromInput('R$ ,')).toBeNull();
    expect(currencyFromInput('R$ 0,00')).toBeNull();
    expect(currencyFromInput('abc')).toBeNull();
  });

  it('stops at ten digits (R$ 99.999.999,99)', () => {
    expect(currencyFromInput('99999999999')).toBe(99_999_999.99);
    expect(currencyFromInput('0000000000012')).toBe(0.12);
  });

  it('formats as R$ with dots for thousands and a comma for cents', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency(undefined)).toBe('');
    expect(formatCurrency(0)).toBe('R$ 0,00');
    expect(formatCurrency(0.5)).toBe('R$ 0,50');
    expect(formatCurrency(123.45)).toBe('R$ 123,45');
    expect(formatCurrency(4500)).toBe('R$ 4.500,00');
    expect(formatCurrency(1234567.89)).toBe('R$ 1.234.567,89');
    // Binary fractions round to the cent instead of dropping one.
    expect(formatCurrency(0.1 + 0.2)).toBe('R$ 0,30');
    expect(formatCurrency(1.005 * 100)).toBe('R$ 100,50');
  });

  it('round-trips every value it shows', () => {
    for (const value of [0.01, 0.1, 1, 19.99, 1000, 4500.5, 99_999_999.99])
      expect(currencyFromInput(formatCurrency(value))).toBe(value);
  });

  it('keeps the caret after the same digits', () => {
    expect(digitsAfterCaret('R$ 123,45', 9)).toBe(0);
    expect(digitsAfterCaret('R$ 123,45', 5)).toBe(3);
    expect(caretBeforeLastDigits('R$ 1.234,56', 0)).toBe(11);
    expect(caretBeforeLastDigits('R$ 1.234,56', 2)).toBe(9);
    expect(caretBeforeLastDigits('R$ 1.234,56', 3)).toBe(7);
  });
});
