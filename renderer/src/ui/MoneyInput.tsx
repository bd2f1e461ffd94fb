import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent, ClipboardEvent } from 'react';
import {
  applyMoneyEdit,
  caretBeforeLastDigits,
  centsFromPasted,
  formatMoneyInput,
} from './money-mask';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** Integer cents; null when the field is empty. */
  value: number | null;
  onChange: (cents: number | null) => void;
}

/**
 * The product's one money field, 'R$ 0,00' (see `money-mask.ts`): digits fill from the cents, so
 * '950' and '9,50' both read R$ 9,50 wherever an amount is typed. Every edit is written again at
 * once, so the field always shows exactly the amount that will be sent; the caret keeps its place
 * among the digits, Backspace or Delete next to a separator takes the digit beside it, and a
 * pasted amount with a comma ('R$ 1.234,56', '9,5') is read as written.
 */
export function MoneyInput({ value, onChange, onPaste, ...rest }: MoneyInputProps) {
  const placeCaret = (input: HTMLInputElement, digitsRight: number) =>
    // After React has written the new text.
    requestAnimationFrame(() => {
      if (document.activeElement !== input) return;
      const at = caretBeforeLastDigits(input.value, digitsRight);
      input.setSelectionRange(at, at);
    });

  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? '';
    const edit = applyMoneyEdit(
      value,
      input.value,
      input.selectionEnd ?? input.value.length,
      inputType,
    );
    if (edit.cents !== value) onChange(edit.cents);
    placeCaret(input, edit.digitsRight);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    const input = event.currentTarget;
    const whole =
      input.value === '' ||
      ((input.selectionStart ?? 0) === 0 && (input.selectionEnd ?? 0) === input.value.length);
    if (event.defaultPrevented || !whole) return;
    const cents = centsFromPasted(event.clipboardData.getData('text'));
    if (cents === undefined) return; // plain digits: typed as they come
    event.preventDefault();
    if (cents !== value) onChange(cents);
    placeCaret(input, 0);
  };

  return (
    <TextInput
      size="md"
      placeholder="R$ 0,00"
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      type="text"
      value={formatMoneyInput(value)}
      onChange={handle}
      onPaste={paste}
    />
  );
}
