import crypto from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@alinhavo/shared/schemas/notification';
import { ADMIN_EMAIL, startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { connectedSocket } from './helpers/sockets';
import { eventually } from './helpers/eventually';
import {
  aDemandBody,
  aProfileBody,
  aVerifiedUser,
  type BuiltUser,
} from '@alinhavo/test-support/builders';

let ctx: TestContext;
let base: string;
let admin: BuiltUser;
let client: BuiltUser;
let otherClient: BuiltUser;
/** Approved, services 1 and 2. */
let pro: BuiltUser;
/** Services 1 and 2, never approved. */
let pendingPro: BuiltUser;
/** Approved, services 3 and 4 only. */
let otherServicePro: BuiltUser;
const sockets: Socket[] = [];

const list = (token: string, query?: Record<string, string>) =>
  testApi(ctx.app).notifications.list({ token, ...(query ? { query } : {}) });
const mine = async (u: BuiltUser) =>
  (await list(u.access, { page_size: '100' })).body.data.notifications;

/** Notifications are written after the request answered: read until the expected one lands. */
const waitFor = (u: BuiltUser, match: (n: Notification) => boolean) =>
  eventually(
    () => mine(u),
    (ns) => ns.some(match),
  ).then((ns) => ns.find(match) as Notification);

async function provider(services: number[], approve: boolean): Promise<BuiltUser> {
  const u = await aVerifiedUser(ctx, { type: 'PROFISSIONAL', approved: false });
  await testApi(ctx.app).profile.patch({
    token: u.access,
    body: aProfileBody('PROFISSIONAL', { services_ids: services, areas_ids: [1] }),
  });
  if (approve) {
    const res = await testApi(ctx.app).admin.approve({
      params: { id: u.user.id },
      token: admin.access,
    });
    if (res.status !== 200) throw new Error(`approve failed: ${JSON.stringify(res.body)}`);
  }
  return u;
}

const newDemand = async (title: string) =>
  (
    await testApi(ctx.app).demands.create({
      token: client.access,
      body: aDemandBody({ title }),
    })
  ).body.data.id;
const patchDemand = (id: string, body: Record<string, unknown>) =>
  testApi(ctx.app).demands.patch({ params: { id }, token: client.access, body });
const showInterest = (u: BuiltUser, id: string) =>
  testApi(ctx.app).demands.interest({ params: { id }, token: u.access });

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = await aVerifiedUser(ctx, { email: ADMIN_EMAIL });
  [client, otherClient] = await Promise.all([
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
  ]);
  [pro, pendingPro, otherServicePro] = await Promise.all([
    provider([1, 2], true),
    provider([1, 2], false),
    provider([3, 4], true),
  ]);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await ctx.close();
});

describe('notifications created from domain events', () => {
  it('tells a provider their profile was approved, and only them', async () => {
    const n = await waitFor(pro, (x) => x.type === 'approved');
    expect(n).toMatchObject({ user_id: pro.user.id, title: 'Perfil aprovado', is_read: false });
    expect((await mine(pendingPro)).some((x) => x.type === 'approved')).toBe(false);
  });

  it('a new demand reaches the approved providers of its service, in one go, and nobody else', async () => {
    const id = await newDemand('Costura de vestidos de festa');
    const n = await waitFor(pro, (x) => x.type === 'new_demand' && x.demand_id === id);
    expect(n).toMatchObject({
      user_id: pro.user.id,
      title: 'Nova demanda disponível',
      message:
        'Uma nova demanda no seu tipo de serviço foi publicada: "Costura de vestidos de festa".',
      demand_id: id,
      conversation_id: null,
    });
    // The other recipients were written by the same statement, so this is already final.
    for (const u of [pendingPro, otherServicePro, client, otherClient]) {
      expect((await mine(u)).some((x) => x.demand_id === id)).toBe(false);
    }
  });

  it('interest → client; select, remove and finalize → the provider', async () => {
    const id = await newDemand('Bordado em 50 jaquetas');
    expect((await showInterest(pro, id)).status).toBe(200);
    const interest = await waitFor(client, (x) => x.type === 'new_interest' && x.demand_id === id);
    expect(interest).toMatchObject({
      title: 'Novo profissional interessado',
      message: 'Um profissional demonstrou interesse na sua demanda "Bordado em 50 jaquetas".',
    });

    await patchDemand(id, { chosen_professional_id: pro.user.id });
    expect(await waitFor(pro, (x) => x.type === 'selected' && x.demand_id === id)).toMatchObject({
      message: 'Você foi escolhido para realizar a demanda "Bordado em 50 jaquetas".',
    });
    await patchDemand(id, { chosen_professional_id: null });
    await waitFor(pro, (x) => x.type === 'removed' && x.demand_id === id);
    await patchDemand(id, { chosen_professional_id: pro.user.id });
    await testApi(ctx.app).ratings.create({
      token: client.access,
      body: { professional: pro.user.id, score: 5, demand: id },
    });
    expect((await patchDemand(id, { status: 'CONCLUÍDA' })).status).toBe(200);
    expect(await waitFor(pro, (x) => x.type === 'completed' && x.demand_id === id)).toMatchObject({
      title: 'Demanda concluída',
      message: 'A demanda "Bordado em 50 jaquetas" foi finalizada pelo cliente.',
    });
    expect(
      (await mine(otherClient)).length + (await mine(pendingPro)).length,
      'nobody else hears about it',
    ).toBe(0);
  });

  it('a failing subscriber is logged and does not break anything', async () => {
    ctx.app.bus.publish('professional.reviewed', {
      professionalId: crypto.randomUUID(), // no such user: the insert fails on the foreign key
      approved: true,
    });
    await eventually(
      async () => ctx.logs.join(''),
      (logs) => logs.includes('falha ao criar notificação'),
    );
    expect((await testApi(ctx.app).health.health()).status).toBe(200);
  });
});

describe('reading and changing notifications', () => {
  let user: BuiltUser;
  let ids: string[];

  beforeAll(async () => {
    user = await provider([2], true);
    await waitFor(user, (x) => x.type === 'approved');
    const demandIds = [
      await newDemand('Primeira peça'),
      await newDemand('Segunda peça'),
      await newDemand('Terceira peça'),
    ];
    // Service 1 demands do not reach this provider (service 2 only): three written directly.
    for (const d of demandIds) {
      await ctx.app.services.notifications.notifyAboutDemand(user.user.id, d, 'selected');
    }
    ids = (await mine(user)).map((n) => n.id);
  });

  it('lists newest first with Total, Não Lidas and Lidas, and pages', async () => {
    const res = await list(user.access);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 4, unread: 4, read: 0, page: 1, page_size: 20 });
    const rows = res.body.data.notifications;
    // Newest first. The three selections can share a millisecond on a quick machine (then the
    // id decides, as on every list), so their order among themselves is not asserted.
    const times = rows.map((n) => Date.parse(n.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      rows
        .slice(0, 3)
        .map((n) => n.message)
        .sort(),
    ).toEqual([
      'Você foi escolhido para realizar a demanda "Primeira peça".',
      'Você foi escolhido para realizar a demanda "Segunda peça".',
      'Você foi escolhido para realizar a demanda "Terceira peça".',
    ]);
    expect(rows[3]?.message).toBe(
      'Seu perfil profissional foi aprovado. Agora os clientes podem encontrar você.',
    );
    const page2 = (await list(user.access, { page: '2', page_size: '3' })).body.data;
    expect(page2.notifications).toHaveLength(1);
    expect(page2.total).toBe(4);
  });

  it('counts unread, marks one read, then all, never below zero', async () => {
    const count = async () =>
      (await testApi(ctx.app).notifications.unreadCount({ token: user.access })).body.data.count;
    expect(await count()).toBe(4);

    const first = ids[0] as string;
    const read = await testApi(ctx.app).notifications.markRead({
      params: { id: first },
      token: user.access,
    });
    expect(read.status).toBe(200);
    expect(read.body.message).toBe('Notificação marcada como lida.');
    expect(read.body.data).toMatchObject({ id: first, is_read: true });
    expect(await count()).toBe(3);
    // Marking it again changes nothing.
    await testApi(ctx.app).notifications.markRead({ params: { id: first }, token: user.access });
    expect(await count()).toBe(3);

    const all = await testApi(ctx.app).notifications.markAllRead({ token: user.access });
    expect(all.body).toMatchObject({
      data: { updated: 3 },
      message: 'Todas as notificações foram marcadas como lidas.',
    });
    expect(await count()).toBe(0);
    await testApi(ctx.app).notifications.markAllRead({ token: user.access });
    expect(await count()).toBe(0);
    expect((await list(user.access)).body.data).toMatchObject({ total: 4, unread: 0, read: 4 });
  });

  it('deletes one', async () => {
    const last = ids[3] as string;
    const res = await testApi(ctx.app).notifications.delete({
      params: { id: last },
      token: user.access,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Notificação excluída com sucesso!');
    expect((await mine(user)).map((n) => n.id)).not.toContain(last);
    expect(
      (await testApi(ctx.app).notifications.delete({ params: { id: last }, token: user.access }))
        .status,
    ).toBe(404);
  });

  it('authorization: the owner 200, another user 404 (or nothing of theirs), anonymous 401', async () => {
    const id = ids[1] as string;
    const stranger = otherClient;
    const { markRead, delete: remove } = testApi(ctx.app).notifications;
    for (const [name, send] of [
      ['markRead', markRead],
      ['delete', remove],
    ] as const) {
      const res = await send({ params: { id }, token: stranger.access });
      expect(res.status, name).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(user.user.id);
      expect((await send({ params: { id } })).status).toBe(401);
    }
    const unread = await testApi(ctx.app).notifications.markRead({
      params: { id },
      token: user.access,
    });
    expect(unread.status).toBe(200);

    // Collection routes answer each caller about their own rows only.
    const before = (await list(client.access)).body.data.unread;
    expect(before).toBeGreaterThan(0);
    expect((await testApi(ctx.app).notifications.markAllRead({ token: user.access })).status).toBe(
      200,
    );
    expect((await list(client.access)).body.data.unread).toBe(before);
    const { list: listAll, unreadCount } = testApi(ctx.app).notifications;
    for (const send of [listAll, unreadCount]) {
      expect((await send({ token: user.access })).status).toBe(200);
      expect((await send()).status).toBe(401);
    }
    expect((await testApi(ctx.app).notifications.markAllRead()).status).toBe(401);
    expect(
      (await list(stranger.access)).body.data.notifications.some(
        (n) => n.user_id !== stranger.user.id,
      ),
    ).toBe(false);
    expect((await list(user.access)).body.data.notifications.map((n) => n.id)).toContain(id);
    expect(
      (await testApi(ctx.app).notifications.delete({ params: { id }, token: user.access })).status,
    ).toBe(200);
    expect(
      // A malformed id on purpose (a string still, as the contract's type says).
      (
        await testApi(ctx.app).notifications.markRead({
          params: { id: 'not-a-uuid' },
          token: user.access,
        })
      ).status,
    ).toBeGreaterThanOrEqual(400);
  });
});

describe('realtime', () => {
  it('pushes notification:created to the client when a provider shows interest', async () => {
    const socket = await connectedSocket(base, client.access, sockets);
    const id = await newDemand('Modelagem de calças jeans');
    const created = new Promise<Notification>((resolve) =>
      socket.on('notification:created', (n: Notification) => {
        if (n.demand_id === id) resolve(n);
      }),
    );
    expect((await showInterest(pro, id)).status).toBe(200);
    expect(await created).toMatchObject({
      user_id: client.user.id,
      type: 'new_interest',
      demand_id: id,
      is_read: false,
    });

    const updated = new Promise<unknown>((resolve) => socket.on('notification:updated', resolve));
    const n = await waitFor(client, (x) => x.demand_id === id);
    await testApi(ctx.app).notifications.markRead({ params: { id: n.id }, token: client.access });
    expect(await updated).toMatchObject({ ids: [n.id], is_read: true });
    const deleted = new Promise<unknown>((resolve) => socket.on('notification:deleted', resolve));
    await testApi(ctx.app).notifications.delete({ params: { id: n.id }, token: client.access });
    expect(await deleted).toEqual({ id: n.id });
  });
});
