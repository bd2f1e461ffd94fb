import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aProfileBody, aVerifiedUser, type BuiltUser } from '@alinhavo/test-support/builders';

let ctx: TestContext;
let admin: BuiltUser;
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await aVerifiedUser(ctx, { email: ADMIN_EMAIL });
});
afterAll(() => ctx.close());

describe('provider approval', () => {
  it('lists pending providers with up to 3 services each, then approves one and e-mails them', async () => {
    const p = await aVerifiedUser(ctx, { type: 'PROFISSIONAL', approved: false });
    await testApi(ctx.app).profile.patch({
      token: p.access,
      body: aProfileBody('PROFISSIONAL', { services_ids: [1, 2, 3, 4], areas_ids: [1] }),
    });
    const list = await testApi(ctx.app).admin.professionals({
      query: { status: 'pending' },
      token: admin.access,
    });
    expect(list.status).toBe(200);
    const mine = list.body.data.find((x) => x.id === p.user.id);
    expect(mine?.services.map((s) => s.id)).toEqual([1, 2, 3]);

    const approved = await testApi(ctx.app).admin.approve({
      params: { id: p.user.id },
      token: admin.access,
    });
    expect(approved.body.data).toEqual({ id: p.user.id, approval_status: 'APPROVED' });
    expect((await testApi(ctx.app).auth.me({ token: p.access })).body.data.is_approved).toBe(true);
    expect((await ctx.smtp.waitFor(p.email, (m) => m.subject.includes('aprovado'))).subject).toBe(
      'Seu perfil no Alinhavo foi aprovado',
    );
    const pending = await testApi(ctx.app).admin.professionals({ token: admin.access });
    expect(pending.body.data.find((x) => x.id === p.user.id)).toBeUndefined();
  });

  it('rejects a provider, persists it and e-mails them', async () => {
    const p = await aVerifiedUser(ctx, { type: 'PROFISSIONAL', approved: false });
    const res = await testApi(ctx.app).admin.reject({
      params: { id: p.user.id },
      token: admin.access,
    });
    expect(res.body.data).toEqual({ id: p.user.id, approval_status: 'REJECTED' });
    const rejected = await testApi(ctx.app).admin.professionals({
      query: { status: 'rejected' },
      token: admin.access,
    });
    expect(rejected.body.data.map((x) => x.id)).toContain(p.user.id);
    await ctx.smtp.waitFor(p.email, (m) => m.subject.includes('não foi aprovado'));
  });

  it('refuses non-admins with 403 and anonymous callers with 401, changing nothing', async () => {
    const p = await aVerifiedUser(ctx, { type: 'PROFISSIONAL', approved: false });
    const client = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    for (const token of [p.access, client.access]) {
      expect((await testApi(ctx.app).admin.professionals({ token })).status).toBe(403);
      expect(
        (await testApi(ctx.app).admin.approve({ params: { id: p.user.id }, token })).status,
      ).toBe(403);
      expect(
        (await testApi(ctx.app).admin.reject({ params: { id: p.user.id }, token })).status,
      ).toBe(403);
    }
    expect((await testApi(ctx.app).admin.professionals()).status).toBe(401);
    expect((await testApi(ctx.app).admin.approve({ params: { id: p.user.id } })).status).toBe(401);
    expect((await testApi(ctx.app).auth.me({ token: p.access })).body.data.is_approved).toBe(false);
  });

  it('404s a client id, an unknown id, and 400s a malformed one', async () => {
    const client = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    expect(
      (
        await testApi(ctx.app).admin.approve({
          params: { id: client.user.id },
          token: admin.access,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await testApi(ctx.app).admin.approve({
          params: { id: '00000000-0000-4000-8000-000000000000' },
          token: admin.access,
        })
      ).status,
    ).toBe(404);
    expect(
      (await testApi(ctx.app).admin.approve({ params: { id: '123' }, token: admin.access })).status,
    ).toBe(400);
  });
});
