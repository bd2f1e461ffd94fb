import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aVerifiedUser, uniqueEmail } from '@alinhavo/test-support/builders';

// Small budgets, each a different number, so a 429 tells which budget refused it.
const ACCOUNT = 12;
const ANONYMOUS = 7;
const PASSWORD_IP = 6;
const PASSWORD_ACCOUNT = 4;

let ctx: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-dist-limits-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'prerendered'));
  const page = '<!doctype html><html lang="pt-BR"><title>Alinhavo</title></html>';
  fs.writeFileSync(path.join(dist, 'index.html'), page);
  fs.writeFileSync(path.join(dist, 'prerendered/index.html'), page);
  fs.writeFileSync(path.join(dist, 'prerendered/entrar.html'), page);
  fs.writeFileSync(path.join(dist, 'assets/app-1.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await startTestApp({
    RENDERER_DIST: dist,
    RATE_LIMIT_ACCOUNT_PER_MINUTE: String(ACCOUNT),
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(ANONYMOUS),
    PASSWORD_IP_RATE_LIMIT_PER_MINUTE: String(PASSWORD_IP),
    AUTH_RATE_LIMIT_PER_MINUTE: String(PASSWORD_ACCOUNT),
    // The proxy in front of the app; nobody else may name the client's address.
    TRUST_PROXY: '127.0.0.1',
    // With Redis (the PostgreSQL run) the budgets live there, shared with every other file's
    // apps: each test below uses addresses and accounts of its own.
    REDIS_URL: process.env.REDIS_URL ?? '',
  });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const octet = () => Math.floor(Math.random() * 250) + 1;
/** A client address no other test (of this run or of a run a minute ago) uses. */
const freshIp = () => `10.${octet()}.${octet()}.${octet()}`;
const api = () => testApi(ctx.app);

/** Calls `call` until the first 429 (at most `limit` + 5 times); returns the statuses. */
async function untilRefused(call: () => Promise<{ status: number }>, limit: number) {
  const statuses: number[] = [];
  for (let i = 0; i < limit + 5; i++) {
    const { status } = await call();
    statuses.push(status);
    if (status === 429) break;
  }
  return statuses;
}

describe('static files and pages', () => {
  it('are never counted nor refused, however many come from one address', async () => {
    const ip = freshIp();
    const urls = ['/', '/entrar', '/app/mensagens', '/assets/app-1.js', '/favicon.svg'];
    for (let round = 0; round < 4 * ANONYMOUS; round++)
      for (const url of urls) {
        const res = await ctx.app.inject({ method: 'GET', url, remoteAddress: ip });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    // The address's API budget is whole: the pages spent none of it.
    const plans = await api().plans.catalogue({ ip });
    expect(plans.status).toBe(200);
    expect(plans.headers['x-ratelimit-limit']).toBe(String(ANONYMOUS));
    expect(plans.headers['x-ratelimit-remaining']).toBe(String(ANONYMOUS - 1));
  });
});

describe('signed-in API calls', () => {
  it('are limited per account, answered 429 JSON with Retry-After past the budget', async () => {
    const u = await aVerifiedUser(ctx);
    const ip = freshIp();
    const first = await api().auth.me({ token: u.access, ip });
    expect(first.status).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe(String(ACCOUNT));
    // Whatever the builder spent of this account's budget, the rest is what the header says.
    const left = Number(first.headers['x-ratelimit-remaining']);
    for (let i = 0; i < left; i++)
      expect((await api().auth.me({ token: u.access, ip: freshIp() })).status).toBe(200);
    const refused = await api().auth.me({ token: u.access, ip: freshIp() });
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.body).toMatchObject({
      status: 'error',
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um momento antes de tentar novamente.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A browser that asks an API route for HTML still gets the envelope.
    const asPage = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/users/me/',
      remoteAddress: ip,
      headers: { authorization: `Bearer ${u.access}`, accept: 'text/html,*/*' },
    });
    expect(asPage.statusCode).toBe(429);
    expect(asPage.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(asPage.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('two accounts behind one address have a budget each, apart from the anonymous one', async () => {
    const ip = freshIp();
    const [one, two] = [await aVerifiedUser(ctx), await aVerifiedUser(ctx)];
    const statuses = await untilRefused(() => api().auth.me({ token: one.access, ip }), ACCOUNT);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(ACCOUNT + 1);
    const other = await api().auth.me({ token: two.access, ip });
    expect(other.status).toBe(200);
    expect(Number(other.headers['x-ratelimit-remaining'])).toBeGreaterThan(0);
    const anonymous = await api().plans.catalogue({ ip });
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers['x-ratelimit-remaining']).toBe(String(ANONYMOUS - 1));
  });
});

describe('anonymous API calls', () => {
  it('are limited per address; a forged or expired token counts as anonymous', async () => {
    const ip = freshIp();
    const u = await aVerifiedUser(ctx);
    const [head = '', payload = ''] = u.access.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(43)}`;
    const statuses: number[] = [];
    for (let i = 0; i < ANONYMOUS; i++)
      statuses.push(
        (i % 2
          ? await api().plans.catalogue({ ip })
          : await api().plans.catalogue({ ip, token: forged })
        ).status,
      );
    expect(statuses).toEqual(Array(ANONYMOUS).fill(200));
    const refused = await api().plans.catalogue({ ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is untouched, and so is the real account at this one.
    expect((await api().plans.catalogue({ ip: freshIp() })).status).toBe(200);
    expect((await api().auth.me({ token: u.access, ip })).status).toBe(200);
  });
});

describe('the token refresh', () => {
  it('counts in the anonymous budget: every page load on the web refreshes', async () => {
    const res = await api().auth.refreshToken({
      body: { refresh: 'sessao.segredo' },
      ip: freshIp(),
    });
    expect(res.status).not.toBe(429);
    expect(res.headers['x-ratelimit-limit']).toBe(String(ANONYMOUS));
  });
});

describe('behind the trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  const viaProxy = (client: string) => () =>
    api().plans.catalogue({ ip: '127.0.0.1', headers: { 'x-forwarded-for': client } });

  it('limits each client address named by X-Forwarded-For separately', async () => {
    const [first, second] = [freshIp(), freshIp()];
    const statuses = await untilRefused(viaProxy(first), ANONYMOUS);
    expect(statuses).toEqual([...Array(ANONYMOUS).fill(200), 429]);
    expect((await viaProxy(second)()).status).toBe(200);
    expect((await viaProxy(first)()).status).toBe(429);
  });

  it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
    const ip = freshIp();
    const spoofed = () => api().plans.catalogue({ ip, headers: { 'x-forwarded-for': freshIp() } });
    const statuses = await untilRefused(spoofed, ANONYMOUS);
    expect(statuses).toEqual([...Array(ANONYMOUS).fill(200), 429]);
    // The sender's own address is what was spent.
    expect((await api().plans.catalogue({ ip })).status).toBe(429);
  });
});

describe('password checks', () => {
  const login = (email: string, ip: string) =>
    api().auth.login({ body: { email, password: 'qualquer' }, ip });

  it('share one budget per address across sign-in, token, password change and deletion', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < PASSWORD_IP; i++)
      statuses.push(
        (i % 2
          ? await login(uniqueEmail(), ip)
          : await api().auth.obtainToken({
              body: { email: uniqueEmail(), password: 'qualquer' },
              ip,
            })
        ).status,
      );
    expect(statuses).toEqual(Array(PASSWORD_IP).fill(401));
    const refused = await login(uniqueEmail(), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const u = await aVerifiedUser(ctx);
    const change = await api().auth.changePassword({
      token: u.access,
      body: { current_password: 'errada!!', new_password: 'nova-senha-2' },
      ip,
    });
    expect(change.status).toBe(429);
    const deletion = await api().auth.deleteAccount({
      token: u.access,
      body: { password: 'errada!!' },
      ip,
    });
    expect(deletion.status).toBe(429);
    // Other calls from that address are not part of this budget.
    expect((await api().auth.me({ token: u.access, ip })).status).toBe(200);
  });

  it('one address spends its own budget for an account; no address can spend the owner’s', async () => {
    const u = await aVerifiedUser(ctx);
    const right = (ip: string) =>
      api().auth.login({ body: { email: u.email, password: u.password }, ip });
    const busy = freshIp();
    const fromOne = await untilRefused(() => right(busy), PASSWORD_ACCOUNT);
    expect(fromOne).toEqual([...Array(PASSWORD_ACCOUNT).fill(200), 429]);
    // Other addresses, however many, each keep a budget of their own for this account.
    for (let i = 0; i < PASSWORD_ACCOUNT + 2; i++)
      expect((await right(freshIp())).status).toBe(200);
  });
});
