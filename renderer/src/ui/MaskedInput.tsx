import { InputBase, type InputBaseProps } from '@mantine/core';
import type { FocusEventHandler } from 'react';
import { IMaskInput } from 'react-imask';

/** Spec §5 masks; only digits are sent (the shared schema and formToWire strip the rest). */
export const MASKS = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  cep: '00000-000',
  // A landline fits the first; an eleventh digit switches to the mobile layout.
  phone: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
} as const;
export type MaskKind = keyof typeof MASKS;

export interface MaskedInputProps extends Omit<InputBaseProps, 'value' | 'onChange'> {
  mask: MaskKind;
  /** The masked text, as the form holds it. */
  value: string;
  onChange: (masked: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  id?: string;
}

/** A Mantine input whose text follows one of the masks; the form sees the masked text. */
export function MaskedInput({ mask, value, onChange, ...rest }: MaskedInputProps) {
  const options = MASKS[mask];
  return (
    <InputBase
      size="md"
      inputMode="numeric"
      {...rest}
      component={IMaskInput}
      mask={typeof options === 'string' ? options : [...options]}
      value={value}
      // IMask also reports programmatic updates: only a real change reaches the form.
      onAccept={(masked: string) => {
        if (masked !== value) onChange(masked);
      }}
    />
  );
}
