import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import {
  caretBeforeLastDigits,
  currencyFromInput,
  digitsAfterCaret,
  formatCurrency,
} from './currency';

export interface CurrencyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** Reais; null when the field is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
}

/**
 * A money field with the 'R$ 0,00' mask: every edit is reduced to its digits, read as cents and
 * written again, so the field always shows exactly the amount that will be sent.
 */
export function CurrencyInput({ value, onChange, ...rest }: CurrencyInputProps) {
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const keepRight = digitsAfterCaret(input.value, input.selectionEnd ?? input.value.length);
    const next = currencyFromInput(input.value);
    if (next !== value) onChange(next);
    // Put the caret back after the same digits once React has written the new text.
    requestAnimationFrame(() => {
      if (document.activeElement !== input) return;
      const at = caretBeforeLastDigits(input.value, keepRight);
      input.setSelectionRange(at, at);
    });
  };
  return (
    <TextInput
      size="md"
      placeholder="R$ 0,00"
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      type="text"
      value={formatCurrency(value)}
      onChange={handle}
    />
  );
}
