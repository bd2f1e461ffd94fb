import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { MyPlan } from '@alinhavo/shared/schemas/plan';
import type { User } from '@alinhavo/shared/schemas/user';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { DAY, movePlanEndForTest } from './helpers/plans';
import { connectedSocket, listenLocally } from './helpers/sockets';
import { aClient, paidPro } from '@alinhavo/test-support/builders';

let ctx: TestContext;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  base = await listenLocally(ctx.app);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await ctx.close();
});

const sent = (to: string, subject: string) =>
  ctx.smtp.mails.filter((m) => m.to === to && m.subject === subject);

describe('expiry reminders (spec §1)', () => {
  it('e-mails 7 days and 1 day before and on expiry, each once; expiry flips open screens', async () => {
    const client = await aClient(ctx);
    await paidPro(ctx, client);
    const end7 = new Date(Date.now() + 5 * DAY);
    await movePlanEndForTest(ctx, client.id, end7);
    await ctx.app.jobs.planReminders();
    await ctx.app.jobs.planReminders();
    const seven = sent(client.email, PLAN_TEXTS.mailExpiresIn7);
    expect(seven).toHaveLength(1);
    const ddmmyyyy = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
      end7,
    );
    expect(seven[0]?.text).toContain(ddmmyyyy);
    expect(seven[0]?.text).toContain('http://alinhavo.test/app/planos');

    await movePlanEndForTest(ctx, client.id, new Date(Date.now() + 12 * 3_600_000));
    await ctx.app.jobs.planReminders();
    await ctx.app.jobs.planReminders();
    expect(sent(client.email, PLAN_TEXTS.mailExpiresIn1)).toHaveLength(1);
    expect(sent(client.email, PLAN_TEXTS.mailExpiresIn7)).toHaveLength(1);

    const socket = await connectedSocket(base, client.access, sockets);
    const plan = new Promise<MyPlan>((resolve) =>
      socket.on('plan:changed', (p) => resolve(p as MyPlan)),
    );
    const account = new Promise<User>((resolve) =>
      socket.on('account:changed', (u) => resolve(u as User)),
    );
    await movePlanEndForTest(ctx, client.id, new Date(Date.now() - 60_000));
    expect(await ctx.app.jobs.planReminders()).toBeGreaterThanOrEqual(1);
    await ctx.app.jobs.planReminders();
    expect(sent(client.email, PLAN_TEXTS.mailExpired)).toHaveLength(1);
    expect(await plan).toMatchObject({ plan: 'basico', is_pro: false });
    expect((await account).is_pro).toBe(false);
    const notes = await testApi(ctx.app).notifications.list({ token: client.access, query: {} });
    const types = notes.body.data.notifications.map((n) => n.type);
    expect(types).toContain('pro_expired');
    expect(types.filter((t) => t === 'pro_expiring')).toHaveLength(2);
    // Nothing is deleted: the receipt stays.
    const me = await testApi(ctx.app).plans.me({ token: client.access });
    expect(me.body.data.history).toHaveLength(1);
  });

  it('a renewal gets its own reminders for the new end', async () => {
    const client = await aClient(ctx);
    await paidPro(ctx, client);
    await movePlanEndForTest(ctx, client.id, new Date(Date.now() + 3 * DAY));
    await ctx.app.jobs.planReminders();
    expect(sent(client.email, PLAN_TEXTS.mailExpiresIn7)).toHaveLength(1);
    await paidPro(ctx, client);
    await movePlanEndForTest(ctx, client.id, new Date(Date.now() + 4 * DAY));
    await ctx.app.jobs.planReminders();
    expect(sent(client.email, PLAN_TEXTS.mailExpiresIn7)).toHaveLength(2);
  });
});
