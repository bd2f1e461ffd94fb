import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import { CARD_REJECTION_TEXTS } from '@alinhavo/shared/messages/card-rejections';
import type { CheckoutBody } from '@alinhavo/shared/schemas/plan';
import { aProfileBody, aVerifiedUser, type BuiltUser } from '@alinhavo/test-support/builders';
import {
  startMercadoPagoStub,
  type MercadoPagoStub,
} from '@alinhavo/test-support/mercadopago-stub';
import { runPaymentReconciliation } from '../src/jobs/payment-reconciliation';
import { paymentsRepository } from '../src/modules/payments/repository';
import { txidOf } from '../src/modules/payments/service';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import { lockKey } from '../src/db/exclusive';

/**
 * Mercado Pago mode, through the real app listening on a port and a local Mercado
 * Pago (tests/support/mercadopago-stub.ts) that signs its webhooks on its own.
 */
const SECRET = 'segredo-do-webhook-de-teste';

let stub: MercadoPagoStub;
let ctx: TestContext;
let webhookUrl: string;

beforeAll(async () => {
  stub = await startMercadoPagoStub();
  ctx = await startTestApp({
    MERCADOPAGO_ACCESS_TOKEN: stub.accessToken,
    MERCADOPAGO_PUBLIC_KEY: 'TEST-public-key',
    MERCADOPAGO_WEBHOOK_SECRET: SECRET,
    MERCADOPAGO_API_URL: stub.url,
  });
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `${address}/api/v1/payments/webhook/mercadopago/`;
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});

const checkout = (u: BuiltUser, body: CheckoutBody) =>
  testApi(ctx.app).plans.checkout({ token: u.access, body });
const paymentOf = async (u: BuiltUser, id: string) =>
  (await testApi(ctx.app).payments.get({ params: { id }, token: u.access })).body.data;
const planOf = async (u: BuiltUser) =>
  (await testApi(ctx.app).plans.me({ token: u.access })).body.data;
const card = (token: string): CheckoutBody => ({
  plan: 'monthly',
  method: 'card',
  card: { token, payment_method_id: 'visa', issuer_id: '25', installments: 1 },
});

/** A pending Pix on the stub, and its Mercado Pago id. */
async function pendingPix(u: BuiltUser) {
  const res = await checkout(u, { plan: 'monthly', method: 'pix' });
  expect(res.status).toBe(201);
  const mp = stub.paymentFor(res.body.data.id);
  if (!mp) throw new Error('o stub não recebeu o pagamento');
  return { payment: res.body.data, mpId: mp.id };
}

const confirmationMails = (u: BuiltUser) =>
  ctx.smtp.mails.filter((m) => m.to === u.email && m.subject === PLAN_TEXTS.mailConfirmed);

describe('Mercado Pago payments', () => {
  it('offers Pix, card and boleto with the public key', async () => {
    const res = await testApi(ctx.app).plans.catalogue();
    expect(res.body.data).toMatchObject({
      provider: 'mercadopago',
      methods: ['pix', 'card', 'boleto'],
      mercadopago_public_key: 'TEST-public-key',
    });
  });

  it('Pix: pending with a 30-minute code, then paid by a signed webhook (PRO, e-mail)', async () => {
    const u = await aVerifiedUser(ctx);
    const { payment, mpId } = await pendingPix(u);
    expect(payment).toMatchObject({
      status: 'pending',
      provider: 'mercadopago',
      amount_cents: 4990,
    });
    expect(payment.pix?.code).toMatch(/^000201/);
    const expiresIn = Date.parse(payment.pix!.expires_at!) - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60 * 1000);
    expect(stub.payments.get(mpId)!.transaction_amount).toBe(49.9);
    expect((await planOf(u)).is_pro).toBe(false);

    stub.setStatus(mpId, 'approved');
    const hook = await stub.sendWebhook(webhookUrl, mpId, { secret: SECRET });
    expect(hook).toMatchObject({ status: 200, body: { data: { received: true } } });

    expect(await paymentOf(u, payment.id)).toMatchObject({ status: 'approved' });
    const plan = await planOf(u);
    expect(plan).toMatchObject({ plan: 'pro', is_pro: true });
    await ctx.smtp.waitFor(u.email, (m) => m.subject === PLAN_TEXTS.mailConfirmed);
  });

  it('card: approved at once, or pending then paid by the webhook', async () => {
    const now = await aVerifiedUser(ctx);
    const approved = await checkout(now, card('APRO'));
    expect(approved.status).toBe(201);
    expect(approved.body.data.status).toBe('approved');
    expect((await planOf(now)).is_pro).toBe(true);
    expect(stub.paymentFor(approved.body.data.id)!.request).toMatchObject({
      token: 'APRO',
      installments: 1,
    });

    const later = await aVerifiedUser(ctx);
    const waiting = await checkout(later, card('CONT'));
    expect(waiting.body.data.status).toBe('pending');
    expect((await planOf(later)).is_pro).toBe(false);
    const mpId = stub.paymentFor(waiting.body.data.id)!.id;
    stub.setStatus(mpId, 'approved');
    expect((await stub.sendWebhook(webhookUrl, mpId, { secret: SECRET })).status).toBe(200);
    expect((await paymentOf(later, waiting.body.data.id)).status).toBe('approved');
    expect((await planOf(later)).is_pro).toBe(true);
  });

  it('boleto: asks for CPF and address first, then a line, a PDF and 3 days; paid later', async () => {
    const u = await aVerifiedUser(ctx);
    const bare = await checkout(u, { plan: 'yearly', method: 'boleto' });
    expect(bare.status).toBe(422);
    expect(bare.body.message).toBe(PLAN_TEXTS.boletoNeedsDocument);
    expect(stub.paymentFor(bare.body.data?.id ?? '')).toBeUndefined();

    const profile = await testApi(ctx.app).profile.patch({
      token: u.access,
      body: aProfileBody('CLIENTE', { full_name: 'Ana Paula Moda' }),
    });
    expect(profile.status).toBe(200);
    const res = await checkout(u, { plan: 'yearly', method: 'boleto' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      method: 'boleto',
      amount_cents: 47900,
    });
    const boleto = res.body.data.boleto!;
    expect(boleto.barcode).toMatch(/^23790/);
    expect(boleto.pdf_url).toMatch(/^https:\/\//);
    const dueIn = Date.parse(boleto.due_at) - Date.now();
    expect(dueIn).toBeGreaterThan(3 * 24 * 60 * 60 * 1000 - 60_000);
    expect(dueIn).toBeLessThanOrEqual(3 * 24 * 60 * 60 * 1000);
    const mp = stub.paymentFor(res.body.data.id)!;
    expect(mp.request).toMatchObject({
      transaction_amount: 479,
      payer: {
        first_name: 'Ana',
        last_name: 'Paula Moda',
        identification: { type: 'CPF', number: '52998224725' },
        address: { zip_code: '01310100', city: 'São Paulo', federal_unit: 'SP' },
      },
    });

    stub.setStatus(mp.id, 'approved');
    expect((await stub.sendWebhook(webhookUrl, mp.id, { secret: SECRET })).status).toBe(200);
    expect((await planOf(u)).is_pro).toBe(true);
  });

  it('card: rejected with the reason in pt-BR, and no PRO', async () => {
    const u = await aVerifiedUser(ctx);
    const res = await checkout(u, card('FUND'));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'rejected',
      status_detail: 'cc_rejected_insufficient_amount',
      status_message: CARD_REJECTION_TEXTS.cc_rejected_insufficient_amount,
    });
    expect((await planOf(u)).is_pro).toBe(false);
  });

  it('a refund takes PRO back and the account returns to Básico', async () => {
    const u = await aVerifiedUser(ctx);
    const { payment, mpId } = await pendingPix(u);
    stub.setStatus(mpId, 'approved');
    await stub.sendWebhook(webhookUrl, mpId, { secret: SECRET });
    expect((await planOf(u)).is_pro).toBe(true);

    stub.setStatus(mpId, 'refunded');
    expect((await stub.sendWebhook(webhookUrl, mpId, { secret: SECRET })).status).toBe(200);
    expect((await paymentOf(u, payment.id)).status).toBe('refunded');
    expect(await planOf(u)).toMatchObject({ plan: 'basico', is_pro: false });
  });

  it('a replayed webhook is applied once (one period, one e-mail)', async () => {
    const u = await aVerifiedUser(ctx);
    const { payment, mpId } = await pendingPix(u);
    stub.setStatus(mpId, 'approved');
    const requestId = randomUUID();
    const first = await stub.sendWebhook(webhookUrl, mpId, { secret: SECRET, requestId });
    const firstPlan = await planOf(u);
    await ctx.smtp.waitFor(u.email, (m) => m.subject === PLAN_TEXTS.mailConfirmed);
    const again = await Promise.all([
      stub.sendWebhook(webhookUrl, mpId, { secret: SECRET, requestId }),
      stub.sendWebhook(webhookUrl, mpId, { secret: SECRET }),
    ]);
    expect([first.status, ...again.map((r) => r.status)]).toEqual([200, 200, 200]);
    const plan = await planOf(u);
    expect(plan.expires_at).toBe(firstPlan.expires_at);
    expect(plan.history.filter((p) => p.status === 'approved')).toHaveLength(1);
    expect((await paymentOf(u, payment.id)).period_end).toBe(firstPlan.expires_at);
    // Give a duplicate e-mail the time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(confirmationMails(u)).toHaveLength(1);
  });

  it('a forged or stale signature answers 401 and applies nothing', async () => {
    const u = await aVerifiedUser(ctx);
    const { payment, mpId } = await pendingPix(u);
    stub.setStatus(mpId, 'approved');
    const lookupsBefore = stub.requests.filter((r) => r.method === 'GET').length;

    const forged = await stub.sendWebhook(webhookUrl, mpId, { secret: SECRET, forge: true });
    expect(forged).toMatchObject({
      status: 401,
      body: { status: 'error', message: PLAN_TEXTS.invalidSignature },
    });
    const stale = await stub.sendWebhook(webhookUrl, mpId, {
      secret: SECRET,
      ts: Math.floor(Date.now() / 1000) - 10 * 60,
    });
    expect(stale.status).toBe(401);
    const unsigned = await fetch(`${webhookUrl}?data.id=${mpId}&type=payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'payment', data: { id: String(mpId) } }),
    });
    expect(unsigned.status).toBe(401);

    // Not even asked of Mercado Pago.
    expect(stub.requests.filter((r) => r.method === 'GET').length).toBe(lookupsBefore);
    expect((await paymentOf(u, payment.id)).status).toBe('pending');
    expect((await planOf(u)).is_pro).toBe(false);
  });

  it('a webhook for a payment that is not ours, or another topic, answers 200 and changes nothing', async () => {
    const res = await fetch(`${stub.url}/v1/payments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stub.accessToken}`,
        'content-type': 'application/json',
        'x-idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        transaction_amount: 49.9,
        payment_method_id: 'pix',
        external_reference: randomUUID(),
        payer: { email: 'outra-loja@example.com' },
      }),
    });
    const foreign = (await res.json()) as { id: number };
    stub.setStatus(foreign.id, 'approved');
    const hook = await stub.sendWebhook(webhookUrl, foreign.id, { secret: SECRET });
    expect(hook).toMatchObject({ status: 200, body: { data: { received: true } } });

    const u = await aVerifiedUser(ctx);
    const { payment, mpId } = await pendingPix(u);
    stub.setStatus(mpId, 'approved');
    const order = await stub.sendWebhook(webhookUrl, mpId, {
      secret: SECRET,
      type: 'merchant_order',
    });
    expect(order.status).toBe(200);
    // Only Mercado Pago sends notifications here.
    const manual = await stub.sendWebhook(
      webhookUrl.replace('/mercadopago/', '/pix-manual/'),
      mpId,
      { secret: SECRET },
    );
    expect(manual.status).toBe(404);
    expect((await paymentOf(u, payment.id)).status).toBe('pending');
  });

  it('Mercado Pago down while a webhook is checked: 503, so it is sent again', async () => {
    const u = await aVerifiedUser(ctx);
    const { payment, mpId } = await pendingPix(u);
    stub.setStatus(mpId, 'approved');
    stub.setDown(true);
    try {
      const hook = await stub.sendWebhook(webhookUrl, mpId, { secret: SECRET });
      expect(hook).toMatchObject({
        status: 503,
        body: { status: 'error', message: PLAN_TEXTS.providerUnavailable },
      });
      expect((await paymentOf(u, payment.id)).status).toBe('pending');
    } finally {
      stub.setDown(false);
    }
    expect((await stub.sendWebhook(webhookUrl, mpId, { secret: SECRET })).status).toBe(200);
    expect((await paymentOf(u, payment.id)).status).toBe('approved');
  });

  it('a lost webhook is made good by the reconciliation round', async () => {
    const u = await aVerifiedUser(ctx);
    const { payment, mpId } = await pendingPix(u);
    const expired = await aVerifiedUser(ctx);
    const old = await pendingPix(expired);
    stub.setStatus(mpId, 'approved');
    stub.setStatus(old.mpId, 'cancelled', 'expired');

    const result = await runPaymentReconciliation({
      db: ctx.database.db,
      payments: ctx.app.services.payments,
      provider: ctx.app.services.payments.provider,
      log: ctx.app.log,
    });
    expect(result?.failed).toBe(0);
    expect(result?.checked).toBeGreaterThanOrEqual(2);
    expect((await paymentOf(u, payment.id)).status).toBe('approved');
    expect((await planOf(u)).is_pro).toBe(true);
    expect((await paymentOf(expired, old.payment.id)).status).toBe('expired');
    await eventually(
      () => confirmationMails(u).length,
      (n) => n === 1,
    );

    // Nothing pending of theirs is left to ask about.
    const pending = await ctx.app.services.payments.pendingOnline();
    expect(pending.map((p) => p.id)).not.toContain(payment.id);
    expect(pending.map((p) => p.id)).not.toContain(old.payment.id);
  });

  it('a charge whose id was never saved (the process died mid-checkout) is found by our reference, or closed', async () => {
    const payments = ctx.app.services.payments;
    /** What checkout leaves when it dies after asking for the charge: a pending row, no MP id. */
    const orphan = async (u: BuiltUser, minutesAgo: number, charged: boolean) => {
      const id = randomUUID();
      await paymentsRepository.insert(ctx.database.db, {
        id,
        userId: u.user.id,
        planCode: 'monthly',
        provider: 'mercadopago',
        txid: txidOf(id),
        method: 'pix',
        amountCents: 4990,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });
      if (charged)
        await payments.provider.create({
          paymentId: id,
          txid: txidOf(id),
          plan: { code: 'monthly', name: 'Mensal', amountCents: 4990 },
          method: 'pix',
          payer: {
            userId: u.user.id,
            email: u.email,
            fullName: 'Pessoa Teste',
            document: null,
            address: null,
          },
          idempotencyKey: id,
        });
      return id;
    };
    const paid = await aVerifiedUser(ctx);
    const lost = await aVerifiedUser(ctx);
    const fresh = await aVerifiedUser(ctx);
    const paidId = await orphan(paid, 5, true);
    const lostId = await orphan(lost, 45, false);
    const freshId = await orphan(fresh, 0, false);
    stub.setStatus(stub.paymentFor(paidId)!.id, 'approved');

    const result = await runPaymentReconciliation({
      db: ctx.database.db,
      payments,
      provider: payments.provider,
      log: ctx.app.log,
    });
    expect(result).toMatchObject({ failed: 0 });
    expect(result?.orphans).toBeGreaterThanOrEqual(2);
    // Found at Mercado Pago by external_reference: its id saved and the payment applied.
    expect(await paymentOf(paid, paidId)).toMatchObject({ status: 'approved' });
    expect((await planOf(paid)).is_pro).toBe(true);
    expect(
      (await ctx.database.db.transaction((tx) => paymentsRepository.lockById(tx, paidId)))
        ?.providerPaymentId,
    ).toBe(String(stub.paymentFor(paidId)!.id));
    // Never reached Mercado Pago in 45 minutes: closed, the person may pay again.
    expect(await paymentOf(lost, lostId)).toMatchObject({ status: 'cancelled' });
    expect((await planOf(lost)).is_pro).toBe(false);
    // A checkout that may still be in flight is left alone.
    expect(await paymentOf(fresh, freshId)).toMatchObject({ status: 'pending' });
    expect(stub.requests.some((r) => r.path === '/v1/payments/search')).toBe(true);
  });

  it('one instance reconciles at a time (PostgreSQL round lock)', async () => {
    const deps = {
      db: ctx.database.db,
      payments: ctx.app.services.payments,
      provider: ctx.app.services.payments.provider,
      log: ctx.app.log,
    };
    if (ctx.database.kind !== 'postgres') {
      // The embedded database belongs to one process: there is no one else to keep out.
      expect(await runPaymentReconciliation(deps)).not.toBeNull();
      return;
    }
    // Another instance holding the lock: this one skips the round.
    const pool = (ctx.database.db as unknown as { $client: Pool }).$client;
    const other = await pool.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [lockKey('payment-reconciliation')]);
      expect(await runPaymentReconciliation(deps)).toBeNull();
      await other.query('select pg_advisory_unlock($1)', [lockKey('payment-reconciliation')]);
      expect(await runPaymentReconciliation(deps)).not.toBeNull();
    } finally {
      other.release();
    }
  });

  it('Mercado Pago down at checkout: 503 in pt-BR, no pending payment, no PRO', async () => {
    const u = await aVerifiedUser(ctx);
    stub.setDown(true);
    let res;
    try {
      res = await checkout(u, { plan: 'monthly', method: 'pix' });
    } finally {
      stub.setDown(false);
    }
    expect(res).toMatchObject({
      status: 503,
      body: { status: 'error', message: PLAN_TEXTS.providerUnavailable },
    });
    const plan = await planOf(u);
    expect(plan.is_pro).toBe(false);
    expect(plan.history.filter((p) => p.status === 'pending' || p.status === 'approved')).toEqual(
      [],
    );
    const pending = await ctx.app.services.payments.pendingOnline();
    expect(pending.every((p) => plan.history.every((h) => h.id !== p.id))).toBe(true);
  });

  it('never logs the access token, the webhook secret or a card token', () => {
    const all = ctx.logs.join('\n');
    expect(all).not.toContain(stub.accessToken);
    expect(all).not.toContain(SECRET);
    expect(all).not.toMatch(/"token":"(APRO|CONT|FUND)"/);
  });
});

describe('Mercado Pago webhook without Mercado Pago', () => {
  it('answers 404 in pix-manual mode', async () => {
    const manual = await startTestApp();
    try {
      const { webhook } = testApi(manual.app).payments;
      const res = await webhook({
        params: { provider: 'mercadopago' },
        query: { 'data.id': '123', type: 'payment' },
        body: {},
      });
      expect(res.status).toBe(404);
      const other = await webhook({
        params: { provider: 'pix-manual' },
        query: { 'data.id': '123', type: 'payment' },
        body: {},
      });
      expect(other.status).toBe(404);
    } finally {
      await manual.close();
    }
  });
});
