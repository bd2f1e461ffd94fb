import { InputBase, type InputBaseProps } from '@mantine/core';
import type { ChangeEvent, FocusEventHandler } from 'react';
import {
  cnpjChars,
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  onlyDigits,
} from '@alinhavo/shared/rules/documents';

/**
 * Spec §5 masks, from the same formatters the rest of the product uses: CPF 000.000.000-00,
 * CNPJ 00.000.000/0000-00, CEP 00000-000, phone (00) 0000-0000 or (00) 00000-0000. A CNPJ may
 * carry letters since July 2026 (12.ABC.345/01DE-35), so its field keeps them and opens the
 * full keyboard; the others keep digits only.
 */
const MASKS = {
  cpf: { format: formatCpf, chars: onlyDigits, inputMode: 'numeric' },
  cnpj: { format: formatCnpj, chars: cnpjChars, inputMode: 'text' },
  cep: { format: formatCep, chars: onlyDigits, inputMode: 'numeric' },
  phone: { format: formatPhone, chars: onlyDigits, inputMode: 'numeric' },
} as const;
export type MaskKind = keyof typeof MASKS;

export interface MaskedInputProps extends Omit<InputBaseProps, 'value' | 'onChange'> {
  mask: MaskKind;
  /** The masked text, as the form holds it (only its digits, or a CNPJ's characters, are sent). */
  value: string;
  onChange: (masked: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  id?: string;
}

/** Where the caret goes so that it stays after the same number of typed characters. */
function caretAfterChars(masked: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/[\dA-Z]/.test(masked[i] ?? '')) seen++;
    if (seen === count) return i + 1;
  }
  return masked.length;
}

/**
 * Every edit (typing, deleting, pasting over a selection, autofill) is reduced to its characters
 * and formatted again, so the text on screen is always exactly the document the user meant.
 */
export function MaskedInput({ mask, value, onChange, ...rest }: MaskedInputProps) {
  const { format, chars, inputMode } = MASKS[mask];
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const caretChars = chars(
      input.value.slice(0, input.selectionStart ?? input.value.length),
    ).length;
    // The formatters stop at the document's length (and a CNPJ's check digits take only digits).
    const next = format(chars(input.value));
    if (next !== value) onChange(next);
    // Put the caret back after React writes the new text.
    requestAnimationFrame(() => {
      if (document.activeElement !== input) return;
      const at = caretAfterChars(next, Math.min(caretChars, chars(next).length));
      input.setSelectionRange(at, at);
    });
  };
  return (
    <InputBase
      size="md"
      inputMode={inputMode}
      autoCapitalize={mask === 'cnpj' ? 'characters' : undefined}
      {...rest}
      value={value}
      onChange={handle}
    />
  );
}
