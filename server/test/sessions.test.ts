import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aVerifiedUser } from '@alinhavo/test-support/builders';
import { AUTH_TEXTS } from '@alinhavo/shared/messages/auth';
import { REFRESH_RETRY_SECONDS } from '../src/modules/auth/service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const me = (token: string) => testApi(ctx.app).auth.me({ token });
const refresh = (token: string) => testApi(ctx.app).auth.refreshToken({ body: { refresh: token } });

describe('access tokens', () => {
  it('GET /user/users/me/ answers for a live session and 401 without a token', async () => {
    const u = await aVerifiedUser(ctx);
    expect((await me(u.access)).body.data.email).toBe(u.email);
    const anon = await testApi(ctx.app).auth.me();
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ status: 'error', code: 'UNAUTHENTICATED' });
  });

  it('refuses alg=none, a foreign signature and garbage', async () => {
    const u = await aVerifiedUser(ctx);
    const claims = JSON.parse(
      Buffer.from(u.access.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const none = new UnsecuredJWT(claims).encode();
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    for (const token of [none, foreign, 'abc', `${u.access}x`])
      expect((await me(token)).status).toBe(401);
  });
});

describe('refresh rotation', () => {
  it('rotates: the new pair works and the old refresh token is spent', async () => {
    const u = await aVerifiedUser(ctx);
    const next = await refresh(u.refresh);
    expect(next.status).toBe(200);
    expect(next.body.data.refresh).not.toBe(u.refresh);
    expect((await me(next.body.data.access)).status).toBe(200);
  });

  it('ends the whole session when a replaced refresh token comes back after the retry interval', async () => {
    const u = await aVerifiedUser(ctx);
    const next = (await refresh(u.refresh)).body.data;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (REFRESH_RETRY_SECONDS + 1) * 1000 });
    try {
      expect((await refresh(u.refresh)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect((await refresh(next.refresh)).status).toBe(401);
    expect((await me(next.access)).status).toBe(401);
  });

  it('gives the same successor when the replaced token comes back within seconds (answer lost)', async () => {
    const u = await aVerifiedUser(ctx);
    const first = (await refresh(u.refresh)).body.data;
    const again = await refresh(u.refresh);
    expect(again.status).toBe(200);
    expect(again.body.data.refresh).toBe(first.refresh);
    expect((await me(again.body.data.access)).status).toBe(200);
    const later = await refresh(first.refresh);
    expect(later.status).toBe(200);
    expect(later.body.data.refresh).not.toBe(first.refresh);
  });

  it('gives two tabs refreshing with one cookie at once the same new token', async () => {
    const u = await aVerifiedUser(ctx);
    const answers = await Promise.all([refresh(u.refresh), refresh(u.refresh)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]?.body.data.refresh).toBe(answers[1]?.body.data.refresh);
    expect((await refresh(answers[0]?.body.data.refresh ?? '')).status).toBe(200);
  });

  it('ends the session when a token two rotations old comes back, even within seconds', async () => {
    const u = await aVerifiedUser(ctx);
    const first = (await refresh(u.refresh)).body.data;
    const second = (await refresh(first.refresh)).body.data;
    expect((await refresh(u.refresh)).status).toBe(401);
    expect((await me(second.access)).status).toBe(401);
    expect((await refresh(second.refresh)).status).toBe(401);
  });

  it('reads the refresh token from the httpOnly cookie (web)', async () => {
    const u = await aVerifiedUser(ctx);
    const res = await testApi(ctx.app).auth.refreshToken({
      body: {},
      cookies: { alinhavo_refresh: u.refresh },
    });
    expect(res.status).toBe(200);
    expect(res.cookies.find((c) => c.name === 'alinhavo_refresh')?.value).toBe(
      res.body.data.refresh,
    );
  });

  it('refuses a missing or malformed refresh token with 401', async () => {
    expect((await refresh('nada')).status).toBe(401);
    expect((await testApi(ctx.app).auth.refreshToken({ body: {} })).status).toBe(401);
  });
});

describe('logout and password change end sessions at once', () => {
  it('POST /token/logout/ refuses that access token and its refresh token immediately', async () => {
    const u = await aVerifiedUser(ctx);
    const other = (
      await testApi(ctx.app).auth.login({ body: { email: u.email, password: u.password } })
    ).body.data.token;
    const out = await testApi(ctx.app).auth.logout({ token: u.access, body: {} });
    expect(out.status).toBe(200);
    expect((await me(u.access)).status).toBe(401);
    expect((await refresh(u.refresh)).status).toBe(401);
    // Another device's session is untouched.
    expect((await me(other.access)).status).toBe(200);
  });

  it('POST /token/logout/ with only the bearer header (no body, or an empty JSON body) ends that session', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const u = await aVerifiedUser(ctx);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/token/logout/',
        headers: { authorization: `Bearer ${u.access}`, ...headers },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'success', message: AUTH_TEXTS.loggedOut });
      expect((await me(u.access)).status).toBe(401);
      expect((await refresh(u.refresh)).status).toBe(401);
    }
  });

  it('logout by the refresh cookie alone (web) ends that session', async () => {
    const u = await aVerifiedUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/token/logout/',
      cookies: { alinhavo_refresh: u.refresh },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(u.access)).status).toBe(401);
  });

  it('logout by refresh token (desktop) ends that session', async () => {
    const u = await aVerifiedUser(ctx);
    expect((await testApi(ctx.app).auth.logout({ body: { refresh: u.refresh } })).status).toBe(200);
    expect((await me(u.access)).status).toBe(401);
  });

  it('logout by the refresh token just replaced (its answer was lost) ends that session too', async () => {
    const u = await aVerifiedUser(ctx);
    const next = (await refresh(u.refresh)).body.data;
    expect((await testApi(ctx.app).auth.logout({ body: { refresh: u.refresh } })).status).toBe(200);
    expect((await me(next.access)).status).toBe(401);
    expect((await refresh(next.refresh)).status).toBe(401);
  });

  it('a refresh token that never belonged to the session ends nothing', async () => {
    const u = await aVerifiedUser(ctx);
    const [sessionPart] = u.refresh.split('.');
    const forged = `${sessionPart}.${'A'.repeat(43)}`;
    expect((await testApi(ctx.app).auth.logout({ body: { refresh: forged } })).status).toBe(200);
    expect((await me(u.access)).status).toBe(200);
  });

  it('a password change ends every session and returns a fresh pair', async () => {
    const u = await aVerifiedUser(ctx);
    const other = (
      await testApi(ctx.app).auth.login({ body: { email: u.email, password: u.password } })
    ).body.data.token;
    const res = await testApi(ctx.app).auth.changePassword({
      token: u.access,
      body: { current_password: u.password, new_password: 'nova-senha-2' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Senha alterada com sucesso!');
    expect((await me(u.access)).status).toBe(401);
    expect((await me(other.access)).status).toBe(401);
    expect((await me(res.body.data.access)).status).toBe(200);
    expect(
      (await testApi(ctx.app).auth.login({ body: { email: u.email, password: 'nova-senha-2' } }))
        .status,
    ).toBe(200);
  });

  it('a password change with the wrong current password changes nothing', async () => {
    const u = await aVerifiedUser(ctx);
    const res = await testApi(ctx.app).auth.changePassword({
      token: u.access,
      body: { current_password: 'errada', new_password: 'nova-senha-2' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.current_password).toBe('Senha atual incorreta.');
    expect((await me(u.access)).status).toBe(200);
  });
});
