import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aRegisteredUser, uniqueEmail } from '@alinhavo/test-support/builders';
import { codeFrom } from '@alinhavo/test-support/smtp-capture';
import { sql } from 'drizzle-orm';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('POST /user/register/', () => {
  it('creates an unverified account with a lower-cased, trimmed e-mail and sends a 5-digit code', async () => {
    const email = uniqueEmail();
    const res = await testApi(ctx.app).auth.register({
      body: {
        email: `  ${email.toUpperCase()} `,
        password: '123456',
        password2: '123456',
        user_type: 'PROFISSIONAL',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    expect(res.body.data).toMatchObject({
      user: { email, user_type: 'PROFISSIONAL', is_email_verified: false, is_approved: false },
    });
    const mail = await ctx.smtp.waitFor(email);
    expect(codeFrom(mail)).toMatch(/^\d{5}$/);
  });

  it.each([
    [
      { password: '123456', password2: '654321', user_type: 'CLIENTE' },
      'password2',
      'As senhas não conferem.',
    ],
    [
      { password: '12345', password2: '12345', user_type: 'CLIENTE' },
      'password',
      'A senha deve ter pelo menos 6 caracteres.',
    ],
    [
      { password: '123456', password2: '123456', user_type: 'ADMIN' },
      'user_type',
      'Tipo de usuário inválido',
    ],
  ])('refuses %j with the spec text', async (fields, field, text) => {
    // Bodies the schema refuses, some of a shape the contract's type forbids: sent raw.
    const res = await testApi(ctx.app).raw('POST', '/user/register/', {
      body: { email: uniqueEmail(), ...fields },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 'error',
      message: text,
      code: 'VALIDATION',
      errors: { [field]: text },
    });
  });

  it('refuses a malformed e-mail', async () => {
    const res = await testApi(ctx.app).auth.register({
      body: { email: 'sem-arroba', password: '123456', password2: '123456', user_type: 'CLIENTE' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.email).toBe('Email inválido. Verifique o formato.');
  });

  it('answers 409 for an e-mail in use, whatever its case', async () => {
    const { email } = await aRegisteredUser(ctx);
    const res = await testApi(ctx.app).auth.register({
      body: {
        email: email.toUpperCase(),
        password: '123456',
        password2: '123456',
        user_type: 'CLIENTE',
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Conflito. Este email já está em uso.');
  });
});

describe('e-mail verification', () => {
  const verify = (email: string, code: string) =>
    testApi(ctx.app).auth.verifyEmail({ body: { email, code } });

  it('verifies with the e-mailed code and returns user and tokens; the code works once', async () => {
    const { email } = await aRegisteredUser(ctx);
    const code = codeFrom(await ctx.smtp.waitFor(email));
    const res = await verify(email, code);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('E-mail verificado com sucesso!');
    expect(res.body.data).toMatchObject({
      user: { email, is_email_verified: true },
      token: { access: expect.any(String), refresh: expect.any(String) },
    });
    expect(res.cookies.find((c) => c.name === 'alinhavo_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/token/',
    });
    expect((await verify(email, code)).status).toBe(400);
  });

  it('burns the code after 5 wrong tries, even for the right code afterwards', async () => {
    const { email } = await aRegisteredUser(ctx);
    const code = codeFrom(await ctx.smtp.waitFor(email));
    const wrong = code === '00000' ? '11111' : '00000';
    for (let i = 0; i < 4; i++) {
      const res = await verify(email, wrong);
      expect(res.body.message).toBe('Código inválido. Verifique e tente novamente.');
    }
    expect((await verify(email, wrong)).body.code).toBe('CODE_EXPIRED');
    const res = await verify(email, code);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CODE_EXPIRED');
  });

  it('refuses an expired code', async () => {
    const { email } = await aRegisteredUser(ctx);
    const code = codeFrom(await ctx.smtp.waitFor(email));
    await ctx.database.db.execute(
      sql`update email_codes set expires_at = now() - interval '1 second' where user_id = (select id from users where email = ${email})`,
    );
    const res = await verify(email, code);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CODE_EXPIRED');
  });

  it('refuses codes that are not 1-5 digits with the spec text', async () => {
    const res = await verify(uniqueEmail(), '123456');
    expect(res.status).toBe(400);
    expect(res.body.errors?.code).toBe('Código inválido. Verifique e tente novamente.');
  });

  it('refuses a resend inside the 60 s cooldown with 429 and Retry-After, then sends a new code that replaces the old one', async () => {
    const { email } = await aRegisteredUser(ctx);
    const first = codeFrom(await ctx.smtp.waitFor(email));
    const early = await testApi(ctx.app).auth.resendCode({ body: { email } });
    expect(early.status).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
    expect(early.body.message).toMatch(/^Aguarde \d+ segundos/);

    await ctx.database.db.execute(
      sql`update email_codes set created_at = now() - interval '61 seconds' where user_id = (select id from users where email = ${email})`,
    );
    const before = ctx.smtp.count(email);
    const again = await testApi(ctx.app).auth.resendCode({ body: { email } });
    expect(again.status).toBe(200);
    const second = codeFrom(await ctx.smtp.waitFor(email, () => ctx.smtp.count(email) > before));
    if (second !== first) expect((await verify(email, first)).status).toBe(400);
    expect((await verify(email, second)).status).toBe(200);
  });

  it('gives an unknown e-mail the same answer as a known one and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await testApi(ctx.app).auth.resendCode({ body: { email } });
    expect(res.status).toBe(200);
    expect(ctx.smtp.count(email)).toBe(0);
  });
});
