import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * Password input with a keyboard-reachable show/hide toggle. The toggle's name avoids the word
 * "senha" so a field found by its label ('Senha') is never confused with its button.
 */
export function PasswordField(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? 'Ocultar caracteres' : 'Mostrar caracteres',
        'aria-pressed': visible,
      }}
      {...props}
    />
  );
}
