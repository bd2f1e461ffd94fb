import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startMercadoPagoStub,
  type MercadoPagoStub,
} from '@alinhavo/test-support/mercadopago-stub';
import { PaymentProviderError, type CreateChargeInput, type Payer } from '../provider';
import { centsToReais, mapMercadoPagoStatus, reaisToCents } from './mapping';
import { createMercadoPagoProvider } from './provider';

let stub: MercadoPagoStub;
beforeAll(async () => {
  stub = await startMercadoPagoStub();
});
afterAll(() => stub.close());

const now = new Date('2026-11-24T15:00:00Z');
const provider = () =>
  createMercadoPagoProvider({ accessToken: stub.accessToken, apiUrl: stub.url, now: () => now });

const payer: Payer = {
  userId: randomUUID(),
  email: 'cliente@example.com',
  fullName: 'Maria da Silva Souza',
  document: { type: 'CPF', number: '52998224725' },
  address: {
    zipCode: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    uf: 'SP',
  },
};

function charge(overrides: Partial<CreateChargeInput> = {}): CreateChargeInput {
  const paymentId = randomUUID();
  return {
    paymentId,
    txid: `ALV${paymentId.replace(/-/g, '').slice(0, 22).toUpperCase()}`,
    plan: { code: 'monthly', name: 'PRO Mensal', amountCents: 4990 },
    method: 'pix',
    payer,
    idempotencyKey: paymentId,
    ...overrides,
  };
}

describe('Mercado Pago provider against the local stub', () => {
  it('creates a Pix for 30 minutes in reais and reads it back in cents', async () => {
    const input = charge();
    const created = await provider().create(input);
    expect(created.status).toBe('pending');
    expect(created.providerStatus).toBe('pending');
    expect(created.pix?.code).toMatch(/^000201/);
    expect(created.pix?.expiresAt?.toISOString()).toBe('2026-11-24T15:30:00.000Z');
    const sent = stub.payments.get(Number(created.providerPaymentId))!.request;
    expect(sent.transaction_amount).toBe(49.9);
    expect(sent.external_reference).toBe(input.paymentId);
    expect(sent.date_of_expiration).toBe('2026-11-24T12:30:00.000-03:00');

    const state = await provider().lookup!(created.providerPaymentId!);
    expect(state).toMatchObject({
      providerPaymentId: created.providerPaymentId,
      externalReference: input.paymentId,
      status: 'pending',
      amountCents: 4990,
      paidAt: null,
    });
  });

  it('sends the idempotency key: the same key answers the same payment', async () => {
    const input = charge();
    const first = await provider().create(input);
    const again = await provider().create(input);
    expect(again.providerPaymentId).toBe(first.providerPaymentId);
    expect(stub.requests.filter((r) => r.idempotencyKey === input.idempotencyKey)).toHaveLength(2);
  });

  it('charges a card token: approved, in process and rejected with the raw detail', async () => {
    const card = (token: string) =>
      charge({
        method: 'card',
        card: { token, payment_method_id: 'visa', issuer_id: '25', installments: 1 },
      });
    const approved = await provider().create(card('APRO'));
    expect(approved).toMatchObject({ status: 'approved', providerStatus: 'approved' });
    const waiting = await provider().create(card('CONT'));
    expect(waiting).toMatchObject({ status: 'pending', providerStatus: 'in_process' });
    const refused = await provider().create(card('FUND'));
    expect(refused).toMatchObject({
      status: 'rejected',
      statusDetail: 'cc_rejected_insufficient_amount',
    });
    const sent = stub.payments.get(Number(approved.providerPaymentId))!.request;
    expect(sent).toMatchObject({ token: 'APRO', installments: 1, payment_method_id: 'visa' });
    const paid = await provider().lookup!(approved.providerPaymentId!);
    expect(paid.paidAt).toBeInstanceOf(Date);
  });

  it('issues a boleto due in 3 days with the payer split as Mercado Pago wants', async () => {
    const created = await provider().create(
      charge({ method: 'boleto', plan: { code: 'yearly', name: 'PRO Anual', amountCents: 47900 } }),
    );
    expect(created.status).toBe('pending');
    expect(created.boleto?.barcode).toMatch(/^23790/);
    expect(created.boleto?.pdfUrl).toMatch(/^https:\/\//);
    expect(created.boleto?.dueAt.toISOString()).toBe('2026-11-27T15:00:00.000Z');
    const sent = stub.payments.get(Number(created.providerPaymentId))!.request;
    expect(sent).toMatchObject({
      transaction_amount: 479,
      payment_method_id: 'bolbradesco',
      payer: {
        first_name: 'Maria',
        last_name: 'da Silva Souza',
        identification: { type: 'CPF', number: '52998224725' },
        address: { zip_code: '01310100', federal_unit: 'SP' },
      },
    });
  });

  it('maps later statuses: refunded, charged back, expired and cancelled', async () => {
    const created = await provider().create(charge());
    const id = created.providerPaymentId!;
    for (const [mp, detail, ours] of [
      ['approved', 'accredited', 'approved'],
      ['refunded', 'refunded', 'refunded'],
      ['charged_back', 'settled', 'charged_back'],
      ['cancelled', 'expired', 'expired'],
      ['cancelled', 'by_collector', 'cancelled'],
      ['in_mediation', 'in_mediation', 'pending'],
    ] as const) {
      stub.setStatus(id, mp, detail);
      expect((await provider().lookup!(id)).status).toBe(ours);
    }
  });

  it('turns refusals, an unreachable API and nonsense into PaymentProviderError', async () => {
    const wrongToken = createMercadoPagoProvider({ accessToken: 'TEST-outro', apiUrl: stub.url });
    await expect(wrongToken.create(charge())).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider().lookup!('999')).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider().lookup!('../admin')).rejects.toBeInstanceOf(PaymentProviderError);

    stub.setDown(true);
    try {
      await expect(provider().create(charge())).rejects.toThrow(/503/);
    } finally {
      stub.setDown(false);
    }
    const closed = createMercadoPagoProvider({
      accessToken: stub.accessToken,
      apiUrl: 'http://127.0.0.1:9',
    });
    await expect(closed.create(charge())).rejects.toBeInstanceOf(PaymentProviderError);

    const nonsense = createMercadoPagoProvider({
      accessToken: stub.accessToken,
      apiUrl: stub.url,
      fetch: () => Promise.resolve(new Response(JSON.stringify({ ok: true }), { status: 200 })),
    });
    await expect(nonsense.lookup!('1')).rejects.toBeInstanceOf(PaymentProviderError);
    const unknownStatus = createMercadoPagoProvider({
      accessToken: stub.accessToken,
      apiUrl: stub.url,
      fetch: () =>
        Promise.resolve(
          new Response(JSON.stringify({ id: 1, status: 'weird', transaction_amount: 1 }), {
            status: 200,
          }),
        ),
    });
    await expect(unknownStatus.lookup!('1')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('never puts the access token or a card token in an error message', async () => {
    const failing = createMercadoPagoProvider({
      accessToken: 'APP_USR-secret-token',
      apiUrl: stub.url,
    });
    const error = await failing
      .create(
        charge({
          method: 'card',
          card: { token: 'tok-secreto', payment_method_id: 'visa', installments: 1 },
        }),
      )
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).not.toMatch(/secret-token|tok-secreto|52998224725/);
  });
});

describe('amounts and statuses', () => {
  it('converts cents to reais and back without drift', () => {
    for (let cents = 1; cents <= 100_000; cents += 7) {
      expect(reaisToCents(centsToReais(cents))).toBe(cents);
    }
    expect(centsToReais(4990)).toBe(49.9);
    expect(JSON.stringify(centsToReais(47900))).toBe('479');
    expect(() => reaisToCents(49.905)).toThrow(PaymentProviderError);
    expect(() => centsToReais(49.9)).toThrow(RangeError);
  });

  it('knows every Mercado Pago status', () => {
    expect(mapMercadoPagoStatus('authorized', null)).toBe('pending');
    expect(mapMercadoPagoStatus('in_process', 'pending_contingency')).toBe('pending');
    expect(mapMercadoPagoStatus('rejected', 'cc_rejected_high_risk')).toBe('rejected');
    expect(() => mapMercadoPagoStatus('lost', null)).toThrow(PaymentProviderError);
  });
});
