import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { ADMIN_EMAIL, startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aDemand, aVerifiedUser, type BuiltUser } from '@alinhavo/test-support/builders';
import { connectedSocket } from './helpers/sockets';

let ctx: TestContext;
let admin: BuiltUser;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = await aVerifiedUser(ctx, { email: ADMIN_EMAIL });
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await ctx.close();
});

const open = (token: string) => connectedSocket(base, token, sockets);

const suspend = (id: string, reason = 'Golpe relatado por clientes') =>
  testApi(ctx.app).admin.suspend({ params: { id }, token: admin.access, body: { reason } });
const reactivate = (id: string, reason = 'Contestação aceita') =>
  testApi(ctx.app).admin.reactivate({ params: { id }, token: admin.access, body: { reason } });
const opportunities = (token: string) =>
  testApi(ctx.app).demands.opportunities({ token, query: { page_size: '100' } });
const sync = (token: string, since?: string) =>
  testApi(ctx.app).demands.sync({
    token,
    query: { scope: 'opportunities', ...(since ? { updated_since: since } : {}) },
  });

describe('suspension', () => {
  it('ends every session at once: token, refresh, login and socket', async () => {
    const u = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const socket = await open(u.access);
    const ended = new Promise<unknown>((resolve) => socket.on('session:ended', resolve));
    const gone = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));

    const res = await suspend(u.user.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_TEXTS.suspended);
    expect(res.body.data).toMatchObject({ id: u.user.id, email: u.email });
    expect(res.body.data.suspended_at).not.toBeNull();
    expect(await ended).toEqual({ reason: 'suspended' });
    await gone;

    expect((await testApi(ctx.app).auth.me({ token: u.access })).status).toBe(401);
    expect(
      (await testApi(ctx.app).auth.refreshToken({ body: { refresh: u.refresh } })).status,
    ).toBe(401);
    const login = await testApi(ctx.app).auth.login({
      body: { email: u.email, password: u.password },
    });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: 'Conta suspensa. Entre em contato com o suporte.',
    });
    // A stranger with a wrong password learns nothing about the suspension.
    const wrong = await testApi(ctx.app).auth.login({
      body: { email: u.email, password: 'senha-errada-1' },
    });
    expect(wrong.status).toBe(401);
    await expect(open(u.access)).rejects.toThrow();

    expect((await reactivate(u.user.id)).body.data.suspended_at).toBeNull();
    const again = await testApi(ctx.app).auth.login({
      body: { email: u.email, password: u.password },
    });
    expect(again.status).toBe(200);
  });

  it("takes the client's open demands out of the feed and its sync, and brings them back", async () => {
    const client = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const pro = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const demandId = await aDemand(ctx, client, { title: 'Bermudas de sarja' });
    expect((await opportunities(pro.access)).body.data.demands.map((d) => d.id)).toContain(
      demandId,
    );
    const openCount = async () =>
      (await testApi(ctx.app).analytics.professional({ token: pro.access })).body.data
        .open_opportunities;
    const openBefore = await openCount();
    const first = await sync(pro.access);
    expect(first.body.data.demands.map((d) => d.id)).toContain(demandId);

    await suspend(client.user.id);
    expect((await opportunities(pro.access)).body.data.demands.map((d) => d.id)).not.toContain(
      demandId,
    );
    const afterSuspension = await sync(pro.access, first.body.data.server_time);
    expect(afterSuspension.body.data.reset).toBe(false);
    expect(afterSuspension.body.data.deleted).toContain(demandId);
    expect(afterSuspension.body.data.demands.map((d) => d.id)).not.toContain(demandId);
    expect(await openCount()).toBe(openBefore - 1);

    await reactivate(client.user.id);
    expect((await opportunities(pro.access)).body.data.demands.map((d) => d.id)).toContain(
      demandId,
    );
    const back = await sync(pro.access, afterSuspension.body.data.server_time);
    expect(back.body.data.demands.map((d) => d.id)).toContain(demandId);
  });

  it('refuses admins (400), a second suspension (409) and reactivating an active account (409)', async () => {
    const u = await aVerifiedUser(ctx);
    const self = await suspend(admin.user.id);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(ADMIN_TEXTS.cannotSuspendAdmin);
    const notYet = await reactivate(u.user.id);
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(ADMIN_TEXTS.notSuspended);
    await suspend(u.user.id);
    const twice = await suspend(u.user.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ADMIN_TEXTS.alreadySuspended);
    const noReason = await testApi(ctx.app).admin.reactivate({
      params: { id: u.user.id },
      token: admin.access,
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(ADMIN_TEXTS.reasonRequired);
    expect(
      (
        await testApi(ctx.app).admin.suspend({
          params: { id: '00000000-0000-4000-8000-000000000000' },
          token: admin.access,
          body: { reason: 'Motivo qualquer' },
        })
      ).status,
    ).toBe(404);
  });

  it('writes an audit line for suspension and reactivation, shown in the user panel', async () => {
    const u = await aVerifiedUser(ctx);
    await suspend(u.user.id, 'Spam em mensagens');
    await reactivate(u.user.id, 'Revisado');
    const panel = await testApi(ctx.app).admin.user({
      params: { id: u.user.id },
      token: admin.access,
    });
    expect(panel.body.data.audit.map((a) => [a.action, a.reason, a.target_label])).toEqual([
      ['reactivate', 'Revisado', u.email],
      ['suspend', 'Spam em mensagens', u.email],
    ]);
    expect(panel.body.data.audit[0]).toMatchObject({
      actor_email: ADMIN_EMAIL,
      target_type: 'user',
      target_id: u.user.id,
    });
    const suspended = await testApi(ctx.app).admin.users({
      token: admin.access,
      query: { status: 'suspended' },
    });
    expect(suspended.body.data.users.map((x) => x.id)).not.toContain(u.user.id);
  });
});
