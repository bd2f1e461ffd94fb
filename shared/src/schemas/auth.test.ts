import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  registerBodySchema,
  resetConfirmBodySchema,
  verificationCodeSchema,
} from './auth';

const firstError = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues[0]?.message;

describe('auth schemas', () => {
  it('trims and lower-cases e-mails', () => {
    expect(emailSchema.parse('  Ana.Silva@Exemplo.COM.br ')).toBe('ana.silva@exemplo.com.br');
  });

  it('uses the registration texts to the letter', () => {
    const base = { email: 'a@b.com', user_type: 'CLIENTE' };
    expect(
      firstError(
        registerBodySchema.safeParse({ ...base, password: '123456', password2: '12345x' }),
      ),
    ).toBe('As senhas não conferem.');
    expect(
      firstError(registerBodySchema.safeParse({ ...base, password: '12345', password2: '12345' })),
    ).toBe('A senha deve ter pelo menos 6 caracteres.');
    expect(
      firstError(
        registerBodySchema.safeParse({
          ...base,
          user_type: 'X',
          password: '123456',
          password2: '123456',
        }),
      ),
    ).toBe('Tipo de usuário inválido');
  });

  it('uses the reset texts to the letter', () => {
    expect(
      firstError(
        resetConfirmBodySchema.safeParse({ code: 'c', password: '123456', password2: '1234567' }),
      ),
    ).toBe('As senhas não coincidem');
    expect(
      firstError(
        resetConfirmBodySchema.safeParse({ code: 'c', password: '123', password2: '123' }),
      ),
    ).toBe('A senha deve ter pelo menos 6 caracteres');
  });

  it('accepts exactly the 1-5 digit codes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 8 }), (s) => {
        const ok = verificationCodeSchema.safeParse(s).success;
        expect(ok).toBe(/^\d{1,5}$/.test(s.trim()));
      }),
    );
  });
});
