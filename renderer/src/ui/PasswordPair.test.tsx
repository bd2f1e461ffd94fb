import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PasswordPair, type PasswordPairKind } from './PasswordPair';

function Harness({
  kind,
  errors = {},
}: {
  kind: PasswordPairKind;
  errors?: { a?: string; b?: string };
}) {
  const form = useForm({ defaultValues: { a: '', b: '' } });
  return (
    <PasswordPair
      kind={kind}
      password={{ ...form.register('a'), error: errors.a }}
      confirm={{ ...form.register('b'), error: errors.b }}
    />
  );
}

function show(kind: PasswordPairKind, errors?: { a?: string; b?: string }) {
  render(
    <MantineProvider>
      <Harness kind={kind} errors={errors} />
    </MantineProvider>,
  );
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('PasswordPair', () => {
  it('sign-up: Senha and Confirmar senha, both new passwords, with the spec placeholders', () => {
    show('signup');
    expect(input('Senha').placeholder).toBe('Mínimo de 6 caracteres');
    expect(input('Confirmar senha').placeholder).toBe('Repita a senha');
    for (const label of ['Senha', 'Confirmar senha']) {
      expect(input(label).getAttribute('autocomplete')).toBe('new-password');
      expect(input(label).type).toBe('password');
    }
  });

  it('reset: Nova senha and Confirmar nova senha', () => {
    show('reset');
    expect(input('Nova senha').placeholder).toBe('Mínimo de 6 caracteres');
    expect(input('Confirmar nova senha').placeholder).toBe('Repita a nova senha');
    expect(input('Confirmar nova senha').getAttribute('autocomplete')).toBe('new-password');
  });

  it('ties each message to its own field', () => {
    show('signup', { b: 'As senhas não conferem.' });
    const confirm = input('Confirmar senha');
    const described = confirm.getAttribute('aria-describedby') ?? '';
    expect(described).not.toBe('');
    const message = screen.getByText('As senhas não conferem.');
    expect(described.split(' ')).toContain(message.id);
    expect(input('Senha').getAttribute('aria-describedby')).toBeNull();
  });

  it('each field has its own keyboard-reachable show/hide toggle', () => {
    show('signup');
    const toggles = screen.getAllByRole('button', { name: 'Mostrar caracteres' });
    expect(toggles).toHaveLength(2);
    for (const toggle of toggles) expect(toggle.getAttribute('tabindex')).not.toBe('-1');
    // Mantine toggles on key down (Enter or Space), not on click.
    fireEvent.keyDown(toggles[1]!, { key: 'Enter' });
    expect(input('Confirmar senha').type).toBe('text');
    expect(input('Senha').type).toBe('password');
    expect(
      screen.getByRole('button', { name: 'Ocultar caracteres' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
