import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '@alinhavo/shared/api/admin';
import { ADMIN_EMAIL, startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aDemand, aVerifiedUser, type BuiltUser } from '@alinhavo/test-support/builders';

let ctx: TestContext;
let admin: BuiltUser;
let client: BuiltUser;
let provider: BuiltUser;
let suspended: BuiltUser;
const NOBODY = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await aVerifiedUser(ctx, { email: ADMIN_EMAIL });
  client = await aVerifiedUser(ctx, { type: 'CLIENTE' });
  provider = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
  suspended = await aVerifiedUser(ctx, { type: 'CLIENTE' });
  const res = await testApi(ctx.app).admin.suspend({
    params: { id: suspended.user.id },
    token: admin.access,
    body: { reason: 'Conta de teste suspensa' },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
});
afterAll(() => ctx.close());

const fill = (path: string, id = NOBODY) => path.replace('{id}', id).replace('{report}', 'users');

interface Route {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

/** Every admin route of the contract; POSTs with a valid body, so only the caller decides. */
const routes = (): Route[] => [
  ...Object.values(adminApi).map((e) => ({
    method: e.method as 'GET' | 'POST',
    url: fill(e.path),
    body:
      e.method === 'POST'
        ? e.path.includes('resolve')
          ? { action: 'dismiss' }
          : { reason: 'Motivo de teste' }
        : undefined,
  })),
];

describe('admin authorization matrix', () => {
  it('covers every endpoint of adminApi, the CSV export included', () => {
    expect(routes().map((r) => r.url)).toContain('/admin/export/users.csv');
  });

  it.each([
    ['client', 403],
    ['provider', 403],
    ['anonymous', 401],
    ['suspended user', 401],
  ] as const)('answers %s with %i on every admin route, changing nothing', async (who, status) => {
    const token = {
      client: client.access,
      provider: provider.access,
      anonymous: undefined,
      'suspended user': suspended.access,
    }[who];
    for (const r of routes()) {
      // Each route in turn, its method and path read from the contract: raw.
      const res = await testApi(ctx.app).raw(r.method, r.url, {
        ...(token ? { token } : {}),
        ...(r.body ? { body: r.body } : {}),
      });
      expect({ route: `${r.method} ${r.url}`, status: res.status }).toEqual({
        route: `${r.method} ${r.url}`,
        status,
      });
    }
  });

  it('lets the admin through on every route', async () => {
    const pro = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const person = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const demandId = await aDemand(ctx, client);
    const ids: Record<string, string> = {
      user: person.user.id,
      suspend: person.user.id,
      reactivate: person.user.id,
      removeDemand: demandId,
      approve: pro.user.id,
      reject: pro.user.id,
    };
    for (const [name, e] of Object.entries(adminApi)) {
      if (name === 'resolveReport') continue; // needs a report: see reports.test.ts
      if (name === 'export') continue; // a CSV, not an envelope: below
      // Each endpoint in turn, its method and path read from the contract: raw.
      const res = await testApi(ctx.app).raw(e.method, fill(e.path, ids[name]), {
        token: admin.access,
        ...(e.method === 'POST' ? { body: { reason: 'Motivo de teste' } } : {}),
      });
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
    }
    const csv = await testApi(ctx.app).admin.export({
      params: { report: 'users' },
      token: admin.access,
    });
    expect(csv.status).toBe(200);
  });

  it('answers unknown reports and malformed ids with 404/400, never 500', async () => {
    const api = testApi(ctx.app).admin;
    const token = admin.access;
    expect((await api.export({ params: { report: 'segredos' }, token })).status).toBe(404);
    expect((await api.user({ params: { id: '123' }, token })).status).toBe(400);
    expect((await api.overview({ query: { from: '2026-13-01' }, token })).status).toBe(400);
    expect(
      (await api.overview({ query: { from: '2026-05-10', to: '2026-05-01' }, token })).status,
    ).toBe(400);
    expect((await api.audit({ query: { cursor: '{}' }, token })).status).toBe(400);
  });
});
