import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aRegisteredUser, aVerifiedUser, uniqueEmail } from '@alinhavo/test-support/builders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const login = (email: string, password: string, ip?: string) =>
  testApi(ctx.app).auth.login({ body: { email, password }, ...(ip ? { ip } : {}) });

describe('POST /user/login/', () => {
  it('signs in a verified user with a trimmed, upper-case e-mail and returns user and tokens', async () => {
    const u = await aVerifiedUser(ctx);
    const res = await login(`  ${u.email.toUpperCase()}  `, u.password);
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(u.email);
    expect(res.body.data.token.access.split('.')).toHaveLength(3);
  });

  it('tells an unverified user with the right password to verify (403 EMAIL_NOT_VERIFIED)', async () => {
    const u = await aRegisteredUser(ctx);
    const res = await login(u.email, u.password);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message:
        'E-mail não verificado. Por favor, verifique sua caixa de entrada e ative sua conta.',
    });
  });

  it('does not reveal verification state to a wrong password', async () => {
    const u = await aRegisteredUser(ctx);
    expect((await login(u.email, 'errada!!')).status).toBe(401);
  });

  it('answers 401 with the catalogue text for an unknown e-mail or wrong password', async () => {
    const u = await aVerifiedUser(ctx);
    for (const res of [await login(uniqueEmail(), 'qualquer'), await login(u.email, 'errada!!')]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        status: 'error',
        code: 'INVALID_CREDENTIALS',
        message: 'Credenciais inválidas. Verifique seu email e senha.',
      });
    }
  });

  it('locks the account for 15 minutes after 5 failures, even for the right password, and says so', async () => {
    const u = await aVerifiedUser(ctx);
    for (let i = 0; i < 4; i++) expect((await login(u.email, 'errada!!')).status).toBe(401);
    const fifth = await login(u.email, 'errada!!');
    expect(fifth.status).toBe(423);
    expect(fifth.body.code).toBe('ACCOUNT_LOCKED');
    const right = await login(u.email, u.password);
    expect(right.status).toBe(423);
    expect(right.body.message).toMatch(/Conta bloqueada temporariamente.*15 minutos/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('throttles one IP with 429 and Retry-After', async () => {
    const ip = '127.9.9.9';
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof login>> | undefined;
    for (let i = 0; i < 12; i++) {
      last = await login(uniqueEmail(), 'qualquer', ip);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(last?.body).toMatchObject({
      status: 'error',
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um momento antes de tentar novamente.',
    });
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('POST /token/ returns the token pair', async () => {
    const u = await aVerifiedUser(ctx);
    const res = await testApi(ctx.app).auth.obtainToken({
      body: { email: u.email, password: u.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ access: expect.any(String), refresh: expect.any(String) });
  });
});

describe('one budget for every password check', () => {
  const tooMany = { status: 'error', code: 'RATE_LIMITED' };

  it('/user/login/ and /token/ draw on the same per-IP budget, and so do password change and deletion', async () => {
    const ip = `127.8.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`;
    const api = testApi(ctx.app).auth;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(uniqueEmail(), 'qualquer', ip)).status);
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await api.obtainToken({ body: { email: uniqueEmail(), password: 'qualquer' }, ip }))
          .status,
      );
    expect(statuses).toEqual(Array(10).fill(401));
    const token = await api.obtainToken({ body: { email: uniqueEmail(), password: 'x' }, ip });
    expect(token.status).toBe(429);
    expect(token.body).toMatchObject(tooMany);
    expect(Number(token.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(uniqueEmail(), 'qualquer', ip)).status).toBe(429);
    // A signed-in caller from that address cannot guess a password elsewhere either.
    const u = await aVerifiedUser(ctx);
    const change = await api.changePassword({
      token: u.access,
      body: { current_password: 'errada!!', new_password: 'nova-senha-2' },
      ip,
    });
    expect(change.status).toBe(429);
    // Other routes from that address are not part of this budget.
    expect((await api.me({ token: u.access, ip })).status).toBe(200);
  });

  it('one account has one budget across addresses and routes, spent before any password is checked', async () => {
    const u = await aVerifiedUser(ctx);
    const api = testApi(ctx.app).auth;
    const statuses: number[] = [];
    // Five wrong passwords through the account routes (from five addresses) and five right ones
    // through the sign-in routes: the account lock (five wrong logins) is not what stops them.
    for (let i = 0; i < 3; i++)
      statuses.push(
        (
          await api.changePassword({
            token: u.access,
            body: { current_password: 'errada!!', new_password: 'nova-senha-2' },
          })
        ).status,
      );
    for (let i = 0; i < 2; i++)
      statuses.push(
        (await api.deleteAccount({ token: u.access, body: { password: 'errada!!' } })).status,
      );
    for (let i = 0; i < 3; i++) statuses.push((await login(u.email, u.password)).status);
    for (let i = 0; i < 2; i++)
      statuses.push(
        (await api.obtainToken({ body: { email: u.email.toUpperCase(), password: u.password } }))
          .status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 200, 200, 200, 200, 200]);
    const eleventh = await login(u.email, u.password);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject(tooMany);
    // Another account is untouched.
    const other = await aVerifiedUser(ctx);
    expect((await login(other.email, other.password)).status).toBe(200);
  });
});
