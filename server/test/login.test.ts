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

  it('never locks the account: the right password works after five wrong ones (DESIGN §9.15)', async () => {
    const u = await aVerifiedUser(ctx);
    // From five addresses, as a stranger would: no pair reaches its wait.
    for (let i = 0; i < 5; i++) expect((await login(u.email, 'errada!!')).status).toBe(401);
    const right = await login(u.email, u.password);
    expect(right.status).toBe(200);
  });

  it('lets an office sign in from one address: more tries than one account may make, none refused', async () => {
    const ip = `127.9.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(uniqueEmail(), 'qualquer', ip)).status);
    expect(statuses).toEqual(Array(12).fill(401));
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

  it('one address spends its budget for an account through /user/login/ and /token/ alike', async () => {
    const u = await aVerifiedUser(ctx);
    const ip = `127.8.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`;
    const api = testApi(ctx.app).auth;
    const body = { email: u.email, password: u.password };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (i % 2 ? await login(u.email, u.password, ip) : await api.obtainToken({ body, ip })).status,
      );
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await login(u.email, u.password, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      ...tooMany,
      message: 'Muitas tentativas. Aguarde um momento antes de tentar novamente.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The owner at another address still signs in: no address can spend the account's checks.
    expect((await login(u.email, u.password)).status).toBe(200);
  });

  it('one account from one address has one budget across routes, spent before any password is checked', async () => {
    const u = await aVerifiedUser(ctx);
    const api = testApi(ctx.app).auth;
    const ip = `127.9.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`;
    const wrongChange = () =>
      api.changePassword({
        token: u.access,
        body: { current_password: 'errada!!', new_password: 'nova-senha-2' },
        ip,
      });
    const wrongDeletion = () =>
      api.deleteAccount({ token: u.access, body: { password: 'errada!!' }, ip });
    const rightToken = () =>
      api.obtainToken({ body: { email: u.email.toUpperCase(), password: u.password }, ip });
    // Wrong passwords through the account routes and right ones through the sign-in routes, all
    // from one address (never three wrong in a row, which the guessing guard would slow down):
    // the budget of that account and address stops the eleventh.
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++)
      for (const call of [
        wrongChange,
        wrongDeletion,
        () => login(u.email, u.password, ip),
        rightToken,
      ])
        statuses.push((await call()).status);
    for (const call of [() => login(u.email, u.password, ip), rightToken])
      statuses.push((await call()).status);
    expect(statuses).toEqual([400, 400, 200, 200, 400, 400, 200, 200, 200, 200]);
    const eleventh = await login(u.email, u.password, ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject(tooMany);
    // Another account is untouched, and so is this account from another address.
    const other = await aVerifiedUser(ctx);
    expect((await login(other.email, other.password, ip)).status).toBe(200);
    expect((await login(u.email, u.password, '127.8.1.1')).status).toBe(200);
  });
});
