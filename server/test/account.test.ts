import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aProfileBody, aVerifiedUser } from '@alinhavo/test-support/builders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('profile', () => {
  it('GET and PATCH /user/profile/ act on the caller only', async () => {
    const u = await aVerifiedUser(ctx);
    const patched = await testApi(ctx.app).profile.patch({
      token: u.access,
      body: aProfileBody('CLIENTE', { full_name: '  Maria Costureira ' }),
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.full_name).toBe('Maria Costureira');
    expect((await testApi(ctx.app).profile.get({ token: u.access })).body.data.full_name).toBe(
      'Maria Costureira',
    );
  });

  it('refuses unknown fields (an id or e-mail from the client is never taken)', async () => {
    const u = await aVerifiedUser(ctx);
    const other = await aVerifiedUser(ctx);
    for (const body of [
      { id: other.user.id, full_name: 'X' },
      { email: 'novo@exemplo.com' },
      { user_type: 'PROFISSIONAL' },
    ]) {
      expect((await testApi(ctx.app).profile.patch({ token: u.access, body })).status).toBe(400);
    }
    expect(
      (await testApi(ctx.app).profile.get({ token: other.access })).body.data.full_name,
    ).toBeNull();
  });

  it('refuses anonymous calls', async () => {
    expect((await testApi(ctx.app).profile.get()).status).toBe(401);
    expect((await testApi(ctx.app).profile.patch({ body: { full_name: 'X' } })).status).toBe(401);
    expect(
      (
        await testApi(ctx.app).auth.changePassword({
          body: { current_password: 'a', new_password: 'bbbbbb' },
        })
      ).status,
    ).toBe(401);
    expect((await testApi(ctx.app).auth.deleteAccount({ body: { password: 'a' } })).status).toBe(
      401,
    );
  });

  it('marks the ADMIN_EMAIL account as admin, and only it', async () => {
    const admin = await aVerifiedUser(ctx, { email: ADMIN_EMAIL });
    const someone = await aVerifiedUser(ctx);
    expect((await testApi(ctx.app).auth.me({ token: admin.access })).body.data.is_admin).toBe(true);
    expect((await testApi(ctx.app).auth.me({ token: someone.access })).body.data.is_admin).toBe(
      false,
    );
  });
});

describe('POST /user/delete-account/', () => {
  it('needs the password, then removes the account and ends its sessions', async () => {
    const u = await aVerifiedUser(ctx);
    const wrong = await testApi(ctx.app).auth.deleteAccount({
      token: u.access,
      body: { password: 'errada' },
    });
    expect(wrong.status).toBe(400);
    expect((await testApi(ctx.app).auth.me({ token: u.access })).status).toBe(200);

    const res = await testApi(ctx.app).auth.deleteAccount({
      token: u.access,
      body: { password: u.password },
    });
    expect(res.status).toBe(200);
    expect((await testApi(ctx.app).auth.me({ token: u.access })).status).toBe(401);
    expect(
      (await testApi(ctx.app).auth.login({ body: { email: u.email, password: u.password } }))
        .status,
    ).toBe(401);
    // The e-mail is free again.
    expect(
      (
        await testApi(ctx.app).auth.register({
          body: { email: u.email, password: '123456', password2: '123456', user_type: 'CLIENTE' },
        })
      ).status,
    ).toBe(201);
  });
});
