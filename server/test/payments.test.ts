import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import type { Payment, PaymentStatus } from '@alinhavo/shared/schemas/plan';
import { z } from 'zod';
import { rowsOf } from '../src/lib/sql-rows';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import {
  PaymentProviderError,
  type ChargeCreated,
  type CreateChargeInput,
  type PaymentProvider,
  type ProviderPaymentState,
} from '../src/modules/payments/provider';
import { aClient, aVerifiedUser, theAdmin, type BuiltUser } from '@alinhavo/test-support/builders';

/**
 * The provider's side as Mercado Pago answers it (the HTTP adapter and its stub live on the
 * Mercado Pago branch): every charge gets an id, and the test decides what the next one does.
 */
class ProviderSide implements PaymentProvider {
  readonly name = 'mercadopago' as const;
  readonly methods = ['pix', 'card', 'boleto'] as const;
  next: 'pending' | 'fail' | 'no-id' | 'rejected' = 'pending';
  created: CreateChargeInput[] = [];
  private seq = 1000;

  create(input: CreateChargeInput): Promise<ChargeCreated> {
    this.created.push(input);
    const mode = this.next;
    this.next = 'pending';
    if (mode === 'fail') return Promise.reject(new PaymentProviderError('timeout'));
    const id = mode === 'no-id' ? null : String(++this.seq);
    return Promise.resolve({
      providerPaymentId: id,
      status: mode === 'rejected' ? 'rejected' : 'pending',
      providerStatus: mode === 'rejected' ? 'rejected' : 'pending',
      statusDetail: mode === 'rejected' ? 'cc_rejected_insufficient_amount' : 'pending_waiting',
      ...(input.method === 'pix'
        ? { pix: { code: '00020126PIXMP', expiresAt: new Date(Date.now() + 30 * 60_000) } }
        : {}),
      ...(input.method === 'boleto'
        ? {
            boleto: {
              barcode: '23793.38128 60000.000003 00000.000400 1 00000000004990',
              pdfUrl: 'https://mp.test/boleto.pdf',
              dueAt: new Date(Date.now() + 3 * 86_400_000),
            },
          }
        : {}),
    });
  }
}

let ctx: TestContext;
const provider = new ProviderSide();
const api = () => testApi(ctx.app);
const service = () => ctx.app.services.payments;

beforeAll(async () => {
  ctx = await startTestApp(
    {
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-token',
      MERCADOPAGO_PUBLIC_KEY: 'TEST-public',
      MERCADOPAGO_WEBHOOK_SECRET: 'segredo',
    },
    { paymentProvider: provider },
  );
});
afterAll(() => ctx.close());

async function aPixPayment(who: BuiltUser, plan: 'monthly' | 'yearly' = 'monthly') {
  const res = await api().plans.checkout({ token: who.access, body: { plan, method: 'pix' } });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function rowOf(id: string) {
  const r = await ctx.database.db.execute(
    sql`select provider_payment_id, status, status_detail from payments where id = ${id}`,
  );
  return rowsOf(
    r,
    z.object({
      provider_payment_id: z.string().nullable(),
      status: z.string(),
      status_detail: z.string().nullable(),
    }),
  )[0];
}

const stateOf = (
  payment: Payment,
  providerPaymentId: string,
  status: PaymentStatus,
  over: Partial<ProviderPaymentState> = {},
): ProviderPaymentState => ({
  providerPaymentId,
  externalReference: payment.id,
  status,
  providerStatus: status,
  statusDetail: status === 'approved' ? 'accredited' : null,
  amountCents: payment.amount_cents,
  paidAt: status === 'approved' ? new Date() : null,
  ...over,
});

async function providerIdOf(payment: Payment): Promise<string> {
  return String((await rowOf(payment.id))?.provider_payment_id);
}

async function subscriptionsOf(userId: string) {
  const r = await ctx.database.db.execute(
    sql`select starts_at, ends_at, revoked_at from subscriptions where user_id = ${userId} order by created_at`,
  );
  return rowsOf(r, z.object({ revoked_at: z.unknown() }));
}

const plan = async (who: BuiltUser) => (await api().plans.me({ token: who.access })).body.data;
const mailsTo = (to: string, subject: string) =>
  ctx.smtp.mails.filter((m) => m.to === to && m.subject === subject).length;

describe('Mercado Pago mode checkout', () => {
  it('offers Pix, card and boleto with the public key', async () => {
    expect((await api().plans.catalogue({})).body.data).toMatchObject({
      provider: 'mercadopago',
      methods: ['pix', 'card', 'boleto'],
      methods_note: null,
      mercadopago_public_key: 'TEST-public',
    });
  });

  it('card needs the token; boleto needs CPF or CNPJ and address', async () => {
    const bare = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const card = await api().plans.checkout({
      token: bare.access,
      body: { plan: 'monthly', method: 'card' },
    });
    expect(card.status).toBe(422);
    expect(card.body.message).toBe(PLAN_TEXTS.cardRequired);
    const boleto = await api().plans.checkout({
      token: bare.access,
      body: { plan: 'monthly', method: 'boleto' },
    });
    expect(boleto.status).toBe(422);
    expect(boleto.body.message).toBe(PLAN_TEXTS.boletoNeedsDocument);

    const client = await aClient(ctx);
    const ok = await api().plans.checkout({
      token: client.access,
      body: { plan: 'yearly', method: 'boleto' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.boleto?.pdf_url).toBe('https://mp.test/boleto.pdf');
    const sent = provider.created.at(-1);
    expect(sent?.payer.document).toEqual({ type: 'CPF', number: '52998224725' });
    expect(sent?.payer.address).toMatchObject({ zipCode: '01310100', uf: 'SP' });
    expect(sent?.plan).toEqual({ code: 'yearly', name: 'PRO Anual', amountCents: 47900 });
  });

  it('a provider failure answers 503 and leaves the payment cancelled, not pending', async () => {
    const client = await aClient(ctx);
    provider.next = 'fail';
    const res = await api().plans.checkout({
      token: client.access,
      body: { plan: 'monthly', method: 'pix' },
    });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(PLAN_TEXTS.providerUnavailable);
    const [failed] = (await plan(client)).history;
    expect(failed?.status).toBe('cancelled');
    expect(await service().pendingOnline()).not.toContainEqual(
      expect.objectContaining({ id: failed?.id }),
    );
  });

  it('a card refused at once is rejected with the pt-BR reason', async () => {
    const client = await aClient(ctx);
    provider.next = 'rejected';
    const res = await api().plans.checkout({
      token: client.access,
      body: {
        plan: 'monthly',
        method: 'card',
        card: { token: 'tok', payment_method_id: 'visa', installments: 1 },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'rejected',
      status_message: PLAN_TEXTS.rejected,
    });
    expect((await plan(client)).is_pro).toBe(false);
  });
});

describe('applyProviderState', () => {
  it('applies an approval once: one period, one e-mail, one notification', async () => {
    const client = await aClient(ctx);
    const payment = await aPixPayment(client);
    const mpId = await providerIdOf(payment);
    expect(await service().pendingOnline()).toContainEqual({
      id: payment.id,
      providerPaymentId: mpId,
    });
    const approved = stateOf(payment, mpId, 'approved');
    await service().applyProviderState(approved);
    await service().applyProviderState(approved);
    expect(await subscriptionsOf(client.id)).toHaveLength(1);
    const me = await plan(client);
    expect(me).toMatchObject({ plan: 'pro', is_pro: true });
    expect(me.history[0]).toMatchObject({ status: 'approved', provider: 'mercadopago' });
    await ctx.smtp.waitFor(client.email, (m) => m.subject === PLAN_TEXTS.mailConfirmed);
    expect(mailsTo(client.email, PLAN_TEXTS.mailConfirmed)).toBe(1);
    const notes = await api().notifications.list({ token: client.access, query: {} });
    expect(
      notes.body.data.notifications.filter((n) => n.type === 'payment_confirmed'),
    ).toHaveLength(1);
    expect(await service().pendingOnline()).not.toContainEqual(
      expect.objectContaining({ id: payment.id }),
    );
    // A stale 'pending' arriving late changes nothing.
    await service().applyProviderState(stateOf(payment, mpId, 'pending'));
    expect((await plan(client)).history[0]?.status).toBe('approved');
  });

  it('finds the payment by external_reference when the provider id was not stored', async () => {
    const client = await aClient(ctx);
    provider.next = 'no-id';
    const payment = await aPixPayment(client);
    await service().applyProviderState(stateOf(payment, '777001', 'approved'));
    expect((await plan(client)).is_pro).toBe(true);
    expect((await rowOf(payment.id))?.provider_payment_id).toBe('777001');
  });

  it('never approves a different amount', async () => {
    const client = await aClient(ctx);
    const payment = await aPixPayment(client);
    await service().applyProviderState(
      stateOf(payment, await providerIdOf(payment), 'approved', { amountCents: 100 }),
    );
    expect((await plan(client)).is_pro).toBe(false);
    expect(await rowOf(payment.id)).toMatchObject({
      status: 'pending',
      status_detail: 'amount_mismatch',
    });
  });

  it('an unknown payment returns quietly, logged without ids', async () => {
    const before = ctx.logs.length;
    await expect(
      service().applyProviderState({
        providerPaymentId: '999999999',
        externalReference: null,
        status: 'approved',
        providerStatus: 'approved',
        statusDetail: null,
        amountCents: 4990,
        paidAt: new Date(),
      }),
    ).resolves.toBeUndefined();
    const lines = ctx.logs.slice(before).join('');
    expect(lines).toContain('pagamento desconhecido');
    expect(lines).not.toContain('999999999');
  });

  it('a renewal before expiry adds to the end; a refund revokes its period and shows to admins', async () => {
    const client = await aClient(ctx);
    const filtered = () =>
      api().professionals.search({ token: client.access, query: { areas: '1' } });
    expect((await filtered()).status).toBe(403);
    const first = await aPixPayment(client);
    await service().applyProviderState(stateOf(first, await providerIdOf(first), 'approved'));
    const end1 = (await plan(client)).expires_at;
    const second = await aPixPayment(client);
    await service().applyProviderState(stateOf(second, await providerIdOf(second), 'approved'));
    const renewed = await plan(client);
    const receipt2 = renewed.history.find((p) => p.id === second.id);
    expect(receipt2?.period_start).toBe(end1);
    expect(renewed.expires_at).toBe(receipt2?.period_end);
    // One calendar month after the old end, on São Paulo's calendar.
    const endDay = (iso: string | null | undefined) =>
      new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
        new Date(iso ?? 0),
      );
    expect(endDay(renewed.expires_at).slice(0, 2)).toBe(endDay(end1).slice(0, 2));

    // The second payment is refunded: its period goes, the account keeps the first one.
    await service().applyProviderState(stateOf(second, await providerIdOf(second), 'refunded'));
    const afterRefund = await plan(client);
    expect((await filtered()).status).toBe(200);
    expect(afterRefund.expires_at).toBe(end1);
    expect(afterRefund.is_pro).toBe(true);

    // The first is charged back: the account returns to Básico.
    await service().applyProviderState(stateOf(first, await providerIdOf(first), 'charged_back'));
    await service().applyProviderState(stateOf(first, await providerIdOf(first), 'charged_back'));
    const basic = await plan(client);
    // The gates follow at once: advanced search filters are PRO's again.
    expect((await filtered()).status).toBe(403);
    expect(basic).toMatchObject({ plan: 'basico', is_pro: false, expires_at: null });
    expect((await api().auth.me({ token: client.access })).body.data.is_pro).toBe(false);
    expect((await subscriptionsOf(client.id)).every((s) => s.revoked_at !== null)).toBe(true);
    await ctx.smtp.waitFor(client.email, (m) => m.subject === PLAN_TEXTS.notifyRevokedTitle);
    expect(mailsTo(client.email, PLAN_TEXTS.notifyRevokedTitle)).toBe(2);

    const admin = await theAdmin(ctx);
    const problems = await api().adminPayments.payments({
      token: admin.access,
      query: { status: 'problem' },
    });
    const listed = problems.body.data.payments.filter((p) => p.user.id === client.id);
    expect(listed.map((p) => p.status).sort()).toEqual(['charged_back', 'refunded']);
  });

  it('refunding an earlier period pulls the later one back, leaving no unpaid gap', async () => {
    const client = await aClient(ctx);
    const first = await aPixPayment(client);
    await service().applyProviderState(stateOf(first, await providerIdOf(first), 'approved'));
    const start1 = (await plan(client)).history[0]?.period_start;
    const second = await aPixPayment(client);
    await service().applyProviderState(stateOf(second, await providerIdOf(second), 'approved'));
    const bought = (await plan(client)).history.find((p) => p.id === second.id);
    const length = Date.parse(bought?.period_end ?? '') - Date.parse(bought?.period_start ?? '');
    await service().applyProviderState(stateOf(first, await providerIdOf(first), 'refunded'));
    const now = await plan(client);
    const kept = now.history.find((p) => p.id === second.id);
    // The kept period starts where the refunded one did and keeps its own length.
    expect(kept?.period_start).toBe(start1);
    expect(Date.parse(now.expires_at ?? '')).toBe(Date.parse(start1 ?? '') + length);
    expect(now.is_pro).toBe(true);
  });
});
