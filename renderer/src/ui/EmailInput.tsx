import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

/** The e-mail field of every account form: same label, keyboard and autofill everywhere. */
export function EmailInput(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      label="E-mail"
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="seu@email.com"
      {...props}
    />
  );
}
