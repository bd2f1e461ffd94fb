import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, startTestApp, type TestContext } from './helpers/app';
import { aProfileBody, aVerifiedUser } from './helpers/builders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('profile', () => {
  it('GET and PATCH /user/profile/ act on the caller only', async () => {
    const u = await aVerifiedUser(ctx);
    const patched = await call<{ full_name: string; id: string }>(
      ctx.app,
      'PATCH',
      '/user/profile/',
      { token: u.access, body: aProfileBody('CLIENTE', { full_name: '  Maria Costureira ' }) },
    );
    expect(patched.status).toBe(200);
    expect(patched.body.data.full_name).toBe('Maria Costureira');
    expect(
      (await call<{ full_name: string }>(ctx.app, 'GET', '/user/profile/', { token: u.access }))
        .body.data.full_name,
    ).toBe('Maria Costureira');
  });

  it('refuses unknown fields (an id or e-mail from the client is never taken)', async () => {
    const u = await aVerifiedUser(ctx);
    const other = await aVerifiedUser(ctx);
    for (const body of [
      { id: other.user.id, full_name: 'X' },
      { email: 'novo@exemplo.com' },
      { user_type: 'PROFISSIONAL' },
    ]) {
      expect(
        (await call(ctx.app, 'PATCH', '/user/profile/', { token: u.access, body })).status,
      ).toBe(400);
    }
    expect(
      (
        await call<{ full_name: string | null }>(ctx.app, 'GET', '/user/profile/', {
          token: other.access,
        })
      ).body.data.full_name,
    ).toBeNull();
  });

  it('refuses anonymous calls', async () => {
    expect((await call(ctx.app, 'GET', '/user/profile/')).status).toBe(401);
    expect(
      (await call(ctx.app, 'PATCH', '/user/profile/', { body: { full_name: 'X' } })).status,
    ).toBe(401);
    expect(
      (
        await call(ctx.app, 'POST', '/user/change-password/', {
          body: { current_password: 'a', new_password: 'bbbbbb' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await call(ctx.app, 'POST', '/user/delete-account/', { body: { password: 'a' } })).status,
    ).toBe(401);
  });

  it('marks the ADMIN_EMAIL account as admin, and only it', async () => {
    const admin = await aVerifiedUser(ctx, { email: ADMIN_EMAIL });
    const someone = await aVerifiedUser(ctx);
    expect(
      (
        await call<{ is_admin: boolean }>(ctx.app, 'GET', '/user/users/me/', {
          token: admin.access,
        })
      ).body.data.is_admin,
    ).toBe(true);
    expect(
      (
        await call<{ is_admin: boolean }>(ctx.app, 'GET', '/user/users/me/', {
          token: someone.access,
        })
      ).body.data.is_admin,
    ).toBe(false);
  });
});

describe('POST /user/delete-account/', () => {
  it('needs the password, then removes the account and ends its sessions', async () => {
    const u = await aVerifiedUser(ctx);
    const wrong = await call(ctx.app, 'POST', '/user/delete-account/', {
      token: u.access,
      body: { password: 'errada' },
    });
    expect(wrong.status).toBe(400);
    expect((await call(ctx.app, 'GET', '/user/users/me/', { token: u.access })).status).toBe(200);

    const res = await call(ctx.app, 'POST', '/user/delete-account/', {
      token: u.access,
      body: { password: u.password },
    });
    expect(res.status).toBe(200);
    expect((await call(ctx.app, 'GET', '/user/users/me/', { token: u.access })).status).toBe(401);
    expect(
      (
        await call(ctx.app, 'POST', '/user/login/', {
          body: { email: u.email, password: u.password },
        })
      ).status,
    ).toBe(401);
    // The e-mail is free again.
    expect(
      (
        await call(ctx.app, 'POST', '/user/register/', {
          body: { email: u.email, password: '123456', password2: '123456', user_type: 'CLIENTE' },
        })
      ).status,
    ).toBe(201);
  });
});
