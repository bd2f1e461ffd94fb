import { describe, expect, it } from 'vitest';
import {
  applyMoneyEdit,
  caretBeforeLastDigits,
  centsFromPasted,
  centsFromTyped,
  centsToReais,
  digitsAfterCaret,
  formatMoneyInput,
  reaisToCents,
} from './money-mask';

describe('the money mask', () => {
  it('reads typed digits from the cents, with or without the comma', () => {
    expect(centsFromTyped('1')).toBe(1);
    expect(centsFromTyped('950')).toBe(950);
    expect(centsFromTyped('9,50')).toBe(950);
    expect(centsFromTyped('R$ 0,012')).toBe(12);
    expect(centsFromTyped('R$ 1.234,567')).toBe(1_234_567);
    expect(centsFromTyped('R$ 1.234,5')).toBe(12_345);
  });

  it('treats no digits, or only zeros, as no value', () => {
    expect(centsFromTyped('')).toBeNull();
    expect(centsFromTyped('R$ ,')).toBeNull();
    expect(centsFromTyped('R$ 0,00')).toBeNull();
    expect(centsFromTyped('abc')).toBeNull();
  });

  it('stops at ten digits (R$ 99.999.999,99)', () => {
    expect(centsFromTyped('99999999999')).toBe(9_999_999_999);
    expect(centsFromTyped('0000000000012')).toBe(12);
  });

  it('writes R$ with dots for thousands and a comma for cents', () => {
    expect(formatMoneyInput(null)).toBe('');
    expect(formatMoneyInput(undefined)).toBe('');
    expect(formatMoneyInput(0)).toBe('R$ 0,00');
    expect(formatMoneyInput(50)).toBe('R$ 0,50');
    expect(formatMoneyInput(950)).toBe('R$ 9,50');
    expect(formatMoneyInput(450_000)).toBe('R$ 4.500,00');
    expect(formatMoneyInput(123_456_789)).toBe('R$ 1.234.567,89');
  });

  it('round-trips every amount it shows', () => {
    for (const cents of [1, 10, 100, 1999, 100_000, 450_050, 9_999_999_999])
      expect(centsFromTyped(formatMoneyInput(cents))).toBe(cents);
  });

  it('converts a budget in reais to cents and back without float drift', () => {
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(1.005 * 100)).toBe(10_050);
    expect(reaisToCents(null)).toBeNull();
    expect(centsToReais(300_000)).toBe(3000);
    expect(centsToReais(null)).toBeNull();
  });

  it('reads a pasted amount with a separator as written', () => {
    expect(centsFromPasted('9,5')).toBe(950);
    expect(centsFromPasted('9,50')).toBe(950);
    expect(centsFromPasted('R$ 1.234,56')).toBe(123_456);
    expect(centsFromPasted('R$\u00a04.500,00')).toBe(450_000);
    expect(centsFromPasted(' 1.500 ')).toBe(150_000);
    expect(centsFromPasted('12.50')).toBe(1250);
    expect(centsFromPasted(',5')).toBe(50);
    expect(centsFromPasted('0,00')).toBeNull();
  });

  it('leaves plain digits and anything that is not one amount to the typing rule', () => {
    expect(centsFromPasted('950')).toBeUndefined();
    expect(centsFromPasted('abc')).toBeUndefined();
    expect(centsFromPasted('-9,50')).toBeUndefined();
    expect(centsFromPasted('9,505')).toBeUndefined();
    expect(centsFromPasted('12.3456')).toBeUndefined();
    expect(centsFromPasted('1.23.4')).toBeUndefined();
    expect(centsFromPasted('12,34,56')).toBeUndefined();
    expect(centsFromPasted('999.999.999,00')).toBeUndefined();
  });

  it('keeps the caret before the same digits', () => {
    expect(digitsAfterCaret('R$ 123,45', 9)).toBe(0);
    expect(digitsAfterCaret('R$ 123,45', 5)).toBe(3);
    expect(caretBeforeLastDigits('R$ 1.234,56', 0)).toBe(11);
    expect(caretBeforeLastDigits('R$ 1.234,56', 2)).toBe(8);
    expect(caretBeforeLastDigits('R$ 1.234,56', 3)).toBe(7);
    expect(caretBeforeLastDigits('R$ 1.234,56', 5)).toBe(4);
    expect(caretBeforeLastDigits('R$ 1.234,56', 6)).toBe(3);
  });

  it('Backspace on a separator takes the digit before it; Delete the digit after it', () => {
    // 'R$ 9,|50' with Backspace: the comma goes, the amount would not change.
    expect(applyMoneyEdit(950, 'R$ 950', 4, 'deleteContentBackward')).toEqual({
      cents: 50,
      digitsRight: 2,
    });
    // 'R$ 1.|234,56' with Backspace.
    expect(applyMoneyEdit(123_456, 'R$ 1234,56', 4, 'deleteContentBackward')).toEqual({
      cents: 23_456,
      digitsRight: 5,
    });
    // 'R$ 9|,50' with Delete.
    expect(applyMoneyEdit(950, 'R$ 950', 4, 'deleteContentForward')).toEqual({
      cents: 90,
      digitsRight: 1,
    });
    // A digit deleted is just that.
    expect(applyMoneyEdit(950, 'R$ 9,5', 6, 'deleteContentBackward')).toEqual({
      cents: 95,
      digitsRight: 0,
    });
    // Nothing before the caret to take: the amount stays.
    expect(applyMoneyEdit(950, 'R 9,50', 1, 'deleteContentBackward').cents).toBe(950);
  });
});
