import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/logger';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aClient, aDemand, aVerifiedUser } from '@alinhavo/test-support/builders';
import { codeFrom, resetCodeFrom } from '@alinhavo/test-support/smtp-capture';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ LOG_LEVEL: 'trace' });
});
afterAll(() => ctx.close());

describe('logs never hold secrets', () => {
  it('redacts query secrets in URLs', () => {
    expect(redactUrl('/?code=abc123&x=1')).toBe('/?code=[REDACTED]&x=1');
    expect(redactUrl('/a?refresh=r&token=t')).toBe('/a?refresh=[REDACTED]&token=[REDACTED]');
  });

  it('a whole account journey at trace level leaves no password, code or token in the log', async () => {
    const password = 'Senha-Muito-Secreta-42';
    const u = await aVerifiedUser(ctx, { password });
    const verifyCode = codeFrom(ctx.smtp.mails.find((m) => m.to === u.email) ?? { text: '' });
    await testApi(ctx.app).auth.login({ body: { email: u.email, password } });
    await testApi(ctx.app).auth.refreshToken({ body: { refresh: u.refresh } });
    await testApi(ctx.app).auth.requestReset({ body: { email: u.email } });
    const resetCode = decodeURIComponent(
      resetCodeFrom(await ctx.smtp.waitFor(u.email, (m) => m.subject.includes('Redefinição'))),
    );
    await ctx.app.inject({ method: 'GET', url: `/?code=${encodeURIComponent(resetCode)}` });
    await testApi(ctx.app).auth.validateReset({ body: { code: resetCode } });
    await testApi(ctx.app).auth.changePassword({
      token: u.access,
      body: { current_password: password, new_password: 'Outra-Senha-99' },
    });
    await testApi(ctx.app).auth.me({
      token: u.access,
      headers: { cookie: `alinhavo_refresh=${u.refresh}` },
    });

    const log = ctx.logs.join('\n');
    expect(log.length).toBeGreaterThan(1000);
    // A 5-digit code must not stand alone; inside a longer number (a timestamp) it is not the code.
    expect(verifyCode).toMatch(/^\d{5}$/);
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${verifyCode}(?!\\d)`));
    for (const secret of [
      password,
      'Outra-Senha-99',
      resetCode,
      u.access,
      u.refresh,
      u.refresh.split('.')[1] ?? 'x',
    ]) {
      expect(secret.length).toBeGreaterThan(4);
      expect(log).not.toContain(secret);
    }
  });

  it("a multipart upload at trace level leaves the bearer token out of the multipart plugin's line", async () => {
    // Found by the suite's log scan: @fastify/multipart logs the busboy options, headers included.
    const client = await aClient(ctx);
    const demand = await aDemand(ctx, client);
    const before = ctx.logs.length;
    const res = await testApi(ctx.app).files.upload({
      token: client.access,
      body: { demand },
      files: [new File(['Ficha técnica'], 'ficha.txt', { type: 'text/plain' })],
    });
    expect(res.status).toBe(201);
    const log = ctx.logs.slice(before).join('\n');
    expect(log).toContain('busboy');
    expect(log).not.toContain(client.access);
  });
});
