import { InputBase, type InputBaseProps } from '@mantine/core';
import type { ChangeEvent, FocusEventHandler } from 'react';
import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  onlyDigits,
} from '@alinhavo/shared/rules/documents';

/**
 * Spec §5 masks, from the same formatters the rest of the product uses: CPF 000.000.000-00,
 * CNPJ 00.000.000/0000-00, CEP 00000-000, phone (00) 0000-0000 or (00) 00000-0000.
 */
const MASKS = {
  cpf: { format: formatCpf, digits: 11 },
  cnpj: { format: formatCnpj, digits: 14 },
  cep: { format: formatCep, digits: 8 },
  phone: { format: formatPhone, digits: 11 },
} as const;
export type MaskKind = keyof typeof MASKS;

export interface MaskedInputProps extends Omit<InputBaseProps, 'value' | 'onChange'> {
  mask: MaskKind;
  /** The masked text, as the form holds it (only digits are sent). */
  value: string;
  onChange: (masked: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  id?: string;
}

/** Where the caret goes so that it stays after the same number of digits. */
function caretAfterDigits(masked: string, digitCount: number): number {
  if (digitCount === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i] ?? '')) seen++;
    if (seen === digitCount) return i + 1;
  }
  return masked.length;
}

/**
 * Every edit (typing, deleting, pasting over a selection, autofill) is reduced to its digits and
 * formatted again, so the text on screen is always exactly the digits the user meant.
 */
export function MaskedInput({ mask, value, onChange, ...rest }: MaskedInputProps) {
  const { format, digits } = MASKS[mask];
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const caretDigits = onlyDigits(
      input.value.slice(0, input.selectionStart ?? input.value.length),
    ).length;
    const next = format(onlyDigits(input.value).slice(0, digits));
    if (next !== value) onChange(next);
    // Put the caret back after React writes the new text.
    requestAnimationFrame(() => {
      if (document.activeElement !== input) return;
      const at = caretAfterDigits(next, Math.min(caretDigits, digits));
      input.setSelectionRange(at, at);
    });
  };
  return <InputBase size="md" inputMode="numeric" {...rest} value={value} onChange={handle} />;
}
