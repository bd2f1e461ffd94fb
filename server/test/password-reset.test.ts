import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aVerifiedUser, uniqueEmail } from '@alinhavo/test-support/builders';
import { resetCodeFrom } from '@alinhavo/test-support/smtp-capture';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const requestReset = (email: string) => testApi(ctx.app).auth.requestReset({ body: { email } });
const validate = (code: string) => testApi(ctx.app).auth.validateReset({ body: { code } });
const confirm = (code: string, password: string, password2 = password) =>
  testApi(ctx.app).auth.confirmReset({ body: { code, password, password2 } });

describe('password reset', () => {
  it('answers known and unknown e-mails the same way', async () => {
    const u = await aVerifiedUser(ctx);
    const known = await requestReset(u.email);
    const unknown = await requestReset(uniqueEmail());
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
  });

  it('e-mails a PUBLIC_URL/?code= link; the code validates, resets once, and ends every session', async () => {
    const u = await aVerifiedUser(ctx);
    await requestReset(u.email);
    const mail = await ctx.smtp.waitFor(u.email, (m) => m.subject.includes('Redefinição'));
    expect(mail.text).toContain('http://alinhavo.test/?code=');
    const code = decodeURIComponent(resetCodeFrom(mail));
    expect((await validate(code)).body.data.valid).toBe(true);
    expect((await validate('codigo-inventado')).body.data.valid).toBe(false);

    const res = await confirm(code, 'outra-senha');
    expect(res.status).toBe(200);
    expect((await testApi(ctx.app).auth.me({ token: u.access })).status).toBe(401);
    expect(
      (await testApi(ctx.app).auth.login({ body: { email: u.email, password: 'outra-senha' } }))
        .status,
    ).toBe(200);
    expect(
      (await testApi(ctx.app).auth.login({ body: { email: u.email, password: u.password } }))
        .status,
    ).toBe(401);

    expect((await validate(code)).body.data.valid).toBe(false);
    const again = await confirm(code, 'terceira-senha');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_CODE');
  });

  it('uses the reset texts of the spec', async () => {
    const mismatch = await confirm('qualquer', '123456', '1234567');
    expect(mismatch.body.errors?.password2).toBe('As senhas não coincidem');
    const short = await confirm('qualquer', '123', '123');
    expect(short.body.errors?.password).toBe('A senha deve ter pelo menos 6 caracteres');
  });

  it('refuses an expired code (1 hour)', async () => {
    const u = await aVerifiedUser(ctx);
    await requestReset(u.email);
    const code = decodeURIComponent(
      resetCodeFrom(await ctx.smtp.waitFor(u.email, (m) => m.subject.includes('Redefinição'))),
    );
    await ctx.database.db.execute(
      sql`update email_codes set expires_at = now() - interval '1 second' where purpose = 'reset'`,
    );
    expect((await validate(code)).body.data.valid).toBe(false);
    expect((await confirm(code, 'outra-senha')).status).toBe(400);
  });
});
