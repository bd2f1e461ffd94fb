import type { Socket } from 'socket.io-client';
import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { MyPlan, Payment } from '@alinhavo/shared/schemas/plan';
import type { User } from '@alinhavo/shared/schemas/user';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { connectedSocket, listenLocally } from './helpers/sockets';
import {
  aClient,
  anApprovedProvider,
  theAdmin,
  type Person,
} from '@alinhavo/test-support/builders';
import type { BuiltUser } from '@alinhavo/test-support/builders';

let ctx: TestContext;
let admin: BuiltUser;
let base: string;
const sockets: Socket[] = [];

const api = () => testApi(ctx.app);
const checkout = (who: { access: string }, plan: 'monthly' | 'yearly' = 'monthly') =>
  api().plans.checkout({ token: who.access, body: { plan, method: 'pix' } });
const confirm = (id: string, token = admin.access) =>
  api().adminPayments.confirmPayment({ token, params: { id }, body: {} });
const reject = (id: string, reason?: string) =>
  api().adminPayments.rejectPayment({
    token: admin.access,
    params: { id },
    body: reason ? { reason } : {},
  });
const myPlan = async (who: { access: string }) =>
  (await api().plans.me({ token: who.access })).body.data;

beforeAll(async () => {
  ctx = await startTestApp({ PRO_MONTHLY_CENTS: '4990', PRO_YEARLY_CENTS: '47900' });
  base = await listenLocally(ctx.app);
  admin = await theAdmin(ctx);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await ctx.close();
});

describe('catalogue (GET /plans/)', () => {
  it('is public, priced from the configuration, and says why only Pix in pix-manual', async () => {
    const res = await api().plans.catalogue({});
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      plans: [
        { code: 'monthly', name: 'PRO Mensal', price_cents: 4990, period_months: 1 },
        { code: 'yearly', name: 'PRO Anual', price_cents: 47900, period_months: 12 },
      ],
      provider: 'pix-manual',
      methods: ['pix'],
      methods_note: PLAN_TEXTS.manualMethodsNote,
      mercadopago_public_key: null,
    });
  });
});

describe('pix-manual checkout', () => {
  it('answers a pending payment with a BR Code for the amount and txid, and no duplicates', async () => {
    const client = await aClient(ctx);
    const res = await checkout(client);
    expect(res.status).toBe(201);
    const payment = res.body.data;
    expect(payment).toMatchObject({
      plan: 'monthly',
      plan_name: 'PRO Mensal',
      method: 'pix',
      provider: 'pix-manual',
      amount_cents: 4990,
      status: 'pending',
      period_start: null,
      paid_at: null,
    });
    expect(payment.pix?.expires_at).toBeNull();
    const parsed = parsePix(payment.pix?.code ?? '');
    if (hasError(parsed) || !isStaticPix(parsed)) throw new Error('not a static Pix');
    expect(parsed.transactionAmount).toBe(49.9);
    expect(parsed.pixKey).toBe('pagamentos@alinhavo.com.br');
    expect(parsed.txid).toBe(`ALV${payment.id.replace(/-/g, '').slice(0, 22).toUpperCase()}`);

    // The same plan again while it waits: the same payment; another plan is another payment.
    expect((await checkout(client)).body.data.id).toBe(payment.id);
    const yearly = (await checkout(client, 'yearly')).body.data;
    expect(yearly.id).not.toBe(payment.id);
    expect(yearly.amount_cents).toBe(47900);
    expect((await myPlan(client)).history.map((p) => p.id)).toEqual([yearly.id, payment.id]);
  });

  it('refuses card and boleto in pix-manual with the pt-BR text (422)', async () => {
    const client = await aClient(ctx);
    for (const method of ['card', 'boleto'] as const) {
      const res = await api().plans.checkout({
        token: client.access,
        body: { plan: 'monthly', method },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(PLAN_TEXTS.methodUnavailable);
    }
    expect((await myPlan(client)).history).toEqual([]);
  });

  it('shows a payment only to its owner', async () => {
    const owner = await aClient(ctx);
    const other = await aClient(ctx);
    const id = (await checkout(owner)).body.data.id;
    expect((await api().payments.get({ token: owner.access, params: { id } })).status).toBe(200);
    const res = await api().payments.get({ token: other.access, params: { id } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(PLAN_TEXTS.paymentNotFound);
    expect((await api().payments.get({ params: { id } })).status).toBe(401);
  });
});

describe('admin confirms a Pix (DESIGN §9.10)', () => {
  it('makes the account PRO live: payment, plan and account events, notification, receipt', async () => {
    const client = await aClient(ctx);
    const socket = await connectedSocket(base, client.access, sockets);
    const paid = new Promise<Payment>((resolve) =>
      socket.on('payment:changed', (p) => resolve(p as Payment)),
    );
    const plan = new Promise<MyPlan>((resolve) =>
      socket.on('plan:changed', (p) => resolve(p as MyPlan)),
    );
    const account = new Promise<User>((resolve) =>
      socket.on('account:changed', (u) => resolve(u as User)),
    );
    const adminSocket = await connectedSocket(base, admin.access, sockets);
    const adminChanged = new Promise<unknown>((resolve) =>
      adminSocket.on('admin:changed', (e: { kind: string }) => {
        if (e.kind === 'payment') resolve(e);
      }),
    );

    const id = (await checkout(client)).body.data.id;
    const res = await confirm(id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PLAN_TEXTS.adminConfirmed);
    expect(res.body.data).toMatchObject({
      id,
      status: 'approved',
      decided_by: admin.user.id,
      user: { id: client.id, email: client.email, user_type: 'CLIENTE' },
    });

    expect((await paid).status).toBe('approved');
    const live = await plan;
    expect(live).toMatchObject({ plan: 'pro', is_pro: true, days_left: expect.any(Number) });
    expect((await account).is_pro).toBe(true);
    expect(await adminChanged).toEqual({ kind: 'payment', id });

    const me = await myPlan(client);
    expect(me.is_pro).toBe(true);
    const [receipt] = me.history;
    expect(receipt?.period_start).not.toBeNull();
    expect(me.expires_at).toBe(receipt?.period_end);
    const auth = await api().auth.me({ token: client.access });
    expect(auth.body.data).toMatchObject({ is_pro: true, pro_until: me.expires_at });

    const mail = await ctx.smtp.waitFor(
      client.email,
      (m) => m.subject === PLAN_TEXTS.mailConfirmed,
    );
    expect(mail.text).toContain('PRO Mensal');
    // Intl puts a non-breaking space after R$.
    expect(mail.text).toContain('R$\u00a049,90');
    expect(mail.text).toContain('http://alinhavo.test/app/planos');
    expect(mail.text).toMatch(/Período: \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/);
    const notes = await api().notifications.list({ token: client.access, query: {} });
    expect(notes.body.data.notifications[0]).toMatchObject({
      type: 'payment_confirmed',
      title: 'Pagamento confirmado!',
    });

    const audit = await api().admin.audit({
      token: admin.access,
      query: { target_type: 'payment', target_id: id },
    });
    expect(audit.body.data.entries).toMatchObject([
      { action: 'confirm_payment', actor_id: admin.user.id },
    ]);
  });

  it('confirming twice is 409 and buys one period only', async () => {
    const client = await aClient(ctx);
    const id = (await checkout(client)).body.data.id;
    expect((await confirm(id)).status).toBe(200);
    const first = await myPlan(client);
    const again = await confirm(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PLAN_TEXTS.notPending);
    expect((await myPlan(client)).expires_at).toBe(first.expires_at);
    expect(
      ctx.smtp.mails.filter((m) => m.to === client.email && m.subject === PLAN_TEXTS.mailConfirmed),
    ).toHaveLength(1);
  });

  it('is admin-only (403) and an unknown id is 404', async () => {
    const client = await aClient(ctx);
    const id = (await checkout(client)).body.data.id;
    for (const res of [
      await confirm(id, client.access),
      await api().adminPayments.payments({ token: client.access, query: {} }),
    ])
      expect(res.status).toBe(403);
    expect((await myPlan(client)).is_pro).toBe(false);
    expect((await confirm(crypto.randomUUID())).status).toBe(404);
  });

  it('refuses anonymous calls (401) and a non-admin refusal (403); bad ids and bodies are 4xx', async () => {
    const client = await aClient(ctx);
    const id = (await checkout(client)).body.data.id;
    for (const res of [
      await api().plans.me({}),
      await api().plans.checkout({ body: { plan: 'monthly', method: 'pix' } }),
      await api().adminPayments.payments({ query: {} }),
      await api().adminPayments.confirmPayment({ params: { id }, body: {} }),
      await api().adminPayments.rejectPayment({ params: { id }, body: {} }),
    ])
      expect(res.status).toBe(401);
    const refused = await api().adminPayments.rejectPayment({
      token: client.access,
      params: { id },
      body: {},
    });
    expect(refused.status).toBe(403);
    // A plan, method and card the contract does not know: sent raw.
    const bad = await api().raw('POST', '/plans/checkout/', {
      token: client.access,
      body: { plan: 'lifetime', method: 'cheque', card: 'x' },
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    const badId = await api().payments.get({ params: { id: 'not-a-uuid' }, token: client.access });
    expect(badId.status).toBeGreaterThanOrEqual(400);
    expect(badId.status).toBeLessThan(500);
    expect((await myPlan(client)).history).toHaveLength(1);
  });

  it('rejects a Pix that never arrived: the payer is told, nothing is bought', async () => {
    const provider = await anApprovedProvider(ctx);
    const id = (await checkout(provider)).body.data.id;
    const res = await reject(id, 'Pix não localizado no extrato');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected', decided_by: admin.user.id });
    expect((await myPlan(provider)).is_pro).toBe(false);
    await ctx.smtp.waitFor(provider.email, (m) => m.subject === PLAN_TEXTS.notifyRejectedTitle);
    const notes = await api().notifications.list({ token: provider.access, query: {} });
    expect(notes.body.data.notifications.map((n) => n.type)).toContain('payment_rejected');
    expect((await reject(id)).status).toBe(409);
    // A new checkout is a new payment (the rejected one is not pending any more).
    expect((await checkout(provider)).body.data.id).not.toBe(id);
  });

  it('lists payments by status with a cursor and the pending badge', async () => {
    const people: Person[] = [];
    for (let i = 0; i < 2; i++) people.push(await aClient(ctx));
    const ids: string[] = [];
    for (const p of people) ids.push((await checkout(p)).body.data.id);
    const pending = await api().adminPayments.payments({
      token: admin.access,
      query: { status: 'pending' },
    });
    expect(pending.status).toBe(200);
    const listed = pending.body.data.payments.map((p) => p.id);
    expect(listed).toEqual(expect.arrayContaining(ids));
    expect(pending.body.data.payments.every((p) => p.status === 'pending')).toBe(true);
    expect(pending.body.data.pending_count).toBeGreaterThanOrEqual(2);
    // The admin matches a Pix by the txid its BR Code carries (what the bank statement shows).
    const first = pending.body.data.payments.find((p) => p.id === ids[0]);
    expect(first?.txid).toBe(`ALV${(ids[0] ?? '').replace(/-/g, '').slice(0, 22).toUpperCase()}`);
    const approved = await api().adminPayments.payments({
      token: admin.access,
      query: { status: 'approved' },
    });
    expect(approved.body.data.payments.every((p) => p.status === 'approved')).toBe(true);
    const bad = await api().adminPayments.payments({
      token: admin.access,
      query: { status: 'all', cursor: 'nao-e-cursor' },
    });
    expect(bad.status).toBe(400);
  });
});
