import crypto from 'node:crypto';
import type { User } from '@alinhavo/shared/schemas/user';
import type { TestContext } from './app';
import { call } from './app';
import { codeFrom } from '../../../tests/support/smtp-capture';

export interface BuiltUser {
  email: string;
  password: string;
  user: User;
  access: string;
  refresh: string;
}

let counter = 0;
export const uniqueEmail = (prefix = 'pessoa') =>
  `${prefix}.${Date.now()}.${++counter}.${crypto.randomBytes(2).toString('hex')}@exemplo.com.br`;

/**
 * Builds an account the way a person does: registers, reads the code from the e-mail that
 * arrived over SMTP, and verifies it.
 */
export async function aVerifiedUser(
  ctx: TestContext,
  opts: { type?: 'CLIENTE' | 'PROFISSIONAL'; email?: string; password?: string } = {},
): Promise<BuiltUser> {
  const email = opts.email ?? uniqueEmail(opts.type === 'PROFISSIONAL' ? 'prof' : 'cliente');
  const password = opts.password ?? 'senha-segura-1';
  await aRegisteredUser(ctx, { ...opts, email, password });
  const code = codeFrom(await ctx.smtp.waitFor(email));
  const res = await call<{ user: User; token: { access: string; refresh: string } }>(
    ctx.app,
    'POST',
    '/user/email-verification-codes/verify/',
    {
      body: { email, code },
    },
  );
  if (res.status !== 200) throw new Error(`verify failed: ${JSON.stringify(res.body)}`);
  return {
    email,
    password,
    user: res.body.data.user,
    access: res.body.data.token.access,
    refresh: res.body.data.token.refresh,
  };
}

export async function aRegisteredUser(
  ctx: TestContext,
  opts: { type?: 'CLIENTE' | 'PROFISSIONAL'; email?: string; password?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'senha-segura-1';
  const res = await call(ctx.app, 'POST', '/user/register/', {
    body: { email, password, password2: password, user_type: opts.type ?? 'CLIENTE' },
  });
  if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { email, password };
}
