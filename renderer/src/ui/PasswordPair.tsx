import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './PasswordField';

/** The field texts of each screen that asks for a new password twice (spec §2, Authentication). */
const TEXTS = {
  /** Sign-up, 'Criar conta'. */
  signup: {
    password: 'Senha',
    passwordPlaceholder: 'Mínimo de 6 caracteres',
    confirm: 'Confirmar senha',
    confirmPlaceholder: 'Repita a senha',
  },
  /** Reset password, from the e-mailed link. */
  reset: {
    password: 'Nova senha',
    passwordPlaceholder: 'Mínimo de 6 caracteres',
    confirm: 'Confirmar nova senha',
    confirmPlaceholder: 'Repita a nova senha',
  },
} as const;

export type PasswordPairKind = keyof typeof TEXTS;

/** One of the two fields: what `register(name)` returns, plus the field's error text. */
export type PasswordPairField = UseFormRegisterReturn & { error?: string };

/**
 * A new password and its confirmation, each with its own show/hide toggle. The form's schema
 * checks length and match; the messages arrive in `error` and are tied to their input. Both
 * fields say `new-password`, so password managers offer a strong one and never the stored one.
 */
export function PasswordPair({
  kind,
  password,
  confirm,
}: {
  kind: PasswordPairKind;
  password: PasswordPairField;
  confirm: PasswordPairField;
}) {
  const t = TEXTS[kind];
  return (
    <>
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        placeholder={t.passwordPlaceholder}
        {...password}
      />
      <PasswordField
        label={t.confirm}
        autoComplete="new-password"
        placeholder={t.confirmPlaceholder}
        {...confirm}
      />
    </>
  );
}
