import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * A local imitation of the parts of Mercado Pago's REST API Alinhavo uses, for server
 * tests and e2e journeys: POST /v1/payments (Pix, card, boleto) with Bearer authentication and
 * X-Idempotency-Key (the same key answers the same payment), GET /v1/payments/{id},
 * GET /v1/payments/search?external_reference=, a way to
 * move a payment to another status, and signed webhooks. It signs on its own (no server code),
 * so a test that passes checks the server against Mercado Pago's documented manifest.
 */

/** The card token decides the outcome, like the cardholder names of Mercado Pago's test cards. */
export const CARD_OUTCOMES: Record<string, { status: string; status_detail: string }> = {
  APRO: { status: 'approved', status_detail: 'accredited' },
  CONT: { status: 'in_process', status_detail: 'pending_contingency' },
  OTHE: { status: 'rejected', status_detail: 'cc_rejected_other_reason' },
  FUND: { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_security_code' },
  CALL: { status: 'rejected', status_detail: 'cc_rejected_call_for_authorize' },
};

export const MP_STUB_ACCESS_TOKEN = 'TEST-stub-access-token';

export interface StubPayment {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string | null;
  transaction_amount: number;
  payment_method_id: string;
  date_created: string;
  date_approved: string | null;
  date_of_expiration: string | null;
  point_of_interaction?: { transaction_data: { qr_code: string; ticket_url: string } };
  transaction_details?: {
    external_resource_url: string;
    digitable_line: string;
    barcode: { content: string };
  };
  /** What the stub received, for tests that check the request (never sent back by MP). */
  request: Record<string, unknown>;
}

export interface WebhookOptions {
  secret: string;
  /** Sign with another secret (a forged notification). */
  forge?: boolean;
  /** The `ts` to sign, in seconds (default: now). */
  ts?: number;
  requestId?: string;
  /** The notification's topic (default 'payment'). */
  type?: string;
}

type Body = Record<string, unknown>;

export async function startMercadoPagoStub(options: { accessToken?: string } = {}) {
  const accessToken = options.accessToken ?? MP_STUB_ACCESS_TOKEN;
  const payments = new Map<number, StubPayment>();
  const byIdempotencyKey = new Map<string, number>();
  const requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  let nextId = 1_300_000_001;
  let down = false;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const key = req.headers['x-idempotency-key'];
      requests.push({
        method: req.method ?? '',
        path,
        idempotencyKey: typeof key === 'string' ? key : null,
      });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (down) return send(503, { message: 'service unavailable', status: 503 });
      if (req.headers.authorization !== `Bearer ${accessToken}`) {
        return send(401, { message: 'invalid access token', error: 'unauthorized', status: 401 });
      }
      if (req.method === 'POST' && path === '/v1/payments') {
        if (typeof key !== 'string' || !key) {
          return send(400, { message: 'X-Idempotency-Key is required', status: 400 });
        }
        const seen = byIdempotencyKey.get(key);
        if (seen !== undefined) return send(201, publicView(payments.get(seen)!));
        let body: Body;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body;
        } catch {
          return send(400, { message: 'invalid json', status: 400 });
        }
        const created = createPayment(body, nextId);
        if ('error' in created) return send(400, { message: created.error, status: 400 });
        nextId += 1;
        payments.set(created.id, created);
        byIdempotencyKey.set(key, created.id);
        return send(201, publicView(created));
      }
      if (req.method === 'GET' && path === '/v1/payments/search') {
        const query = new URL(req.url ?? '', 'http://stub').searchParams;
        const reference = query.get('external_reference');
        const results = [...payments.values()]
          .filter((p) => reference === null || p.external_reference === reference)
          .sort((a, b) => b.date_created.localeCompare(a.date_created))
          .map(publicView);
        return send(200, {
          paging: { total: results.length, limit: 30, offset: 0 },
          results,
        });
      }
      const match = /^\/v1\/payments\/(\d+)$/.exec(path);
      if (req.method === 'GET' && match) {
        const payment = payments.get(Number(match[1]));
        if (!payment) return send(404, { message: 'Payment not found', status: 404 });
        return send(200, publicView(payment));
      }
      return send(404, { message: 'resource not found', status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    accessToken,
    payments,
    requests,
    /** While true every call answers 503 (Mercado Pago down). */
    setDown(value: boolean) {
      down = value;
    },
    /** The payment made for one of our payment ids (external_reference). */
    paymentFor(externalReference: string): StubPayment | undefined {
      return [...payments.values()].find((p) => p.external_reference === externalReference);
    },
    /** Moves a payment, as Mercado Pago would after a transfer, a refund or a dispute. */
    setStatus(id: number | string, status: string, statusDetail?: string) {
      const payment = payments.get(Number(id));
      if (!payment) throw new Error(`stub: pagamento ${id} não existe`);
      payment.status = status;
      payment.status_detail = statusDetail ?? DEFAULT_DETAIL[status] ?? status;
      if (status === 'approved' && !payment.date_approved) {
        payment.date_approved = new Date().toISOString();
      }
    },
    /** POSTs a notification signed as Mercado Pago does; answers the target's status and body. */
    async sendWebhook(targetUrl: string, paymentId: number | string, opts: WebhookOptions) {
      const dataId = String(paymentId);
      const ts = String(opts.ts ?? Math.floor(Date.now() / 1000));
      const requestId = opts.requestId ?? randomUUID();
      const secret = opts.forge ? `${opts.secret}-forjado` : opts.secret;
      const v1 = createHmac('sha256', secret)
        .update(`id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`)
        .digest('hex');
      const url = new URL(targetUrl);
      url.searchParams.set('data.id', dataId);
      url.searchParams.set('type', opts.type ?? 'payment');
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': `ts=${ts},v1=${v1}`,
          'x-request-id': requestId,
        },
        body: JSON.stringify({
          action: 'payment.updated',
          api_version: 'v1',
          type: opts.type ?? 'payment',
          data: { id: dataId },
          live_mode: false,
          date_created: new Date().toISOString(),
        }),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { status: res.status, body };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type MercadoPagoStub = Awaited<ReturnType<typeof startMercadoPagoStub>>;

const DEFAULT_DETAIL: Record<string, string> = {
  approved: 'accredited',
  pending: 'pending_waiting_transfer',
  in_process: 'pending_review_manual',
  rejected: 'cc_rejected_other_reason',
  cancelled: 'expired',
  refunded: 'refunded',
  charged_back: 'settled',
};

function publicView(payment: StubPayment): Omit<StubPayment, 'request'> {
  const { request: _request, ...rest } = payment;
  return rest;
}

function createPayment(body: Body, id: number): StubPayment | { error: string } {
  const amount = body.transaction_amount;
  if (typeof amount !== 'number' || !(amount > 0)) return { error: 'transaction_amount inválido' };
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) {
    return { error: 'transaction_amount com mais de duas casas' };
  }
  const method = body.payment_method_id;
  const payer = (body.payer ?? {}) as Body;
  if (typeof payer.email !== 'string') return { error: 'payer.email obrigatório' };
  const base = {
    id,
    external_reference:
      typeof body.external_reference === 'string' ? body.external_reference : null,
    transaction_amount: amount,
    date_created: new Date().toISOString(),
    date_approved: null,
    date_of_expiration:
      typeof body.date_of_expiration === 'string' ? body.date_of_expiration : null,
    request: body,
  };
  if (method === 'pix') {
    return {
      ...base,
      payment_method_id: 'pix',
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      point_of_interaction: {
        transaction_data: {
          qr_code: `00020126580014br.gov.bcb.pix0136stub-${id}5204000053039865802BR6304ABCD`,
          ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket`,
        },
      },
    };
  }
  if (method === 'bolbradesco') {
    const address = (payer.address ?? {}) as Body;
    const identification = (payer.identification ?? {}) as Body;
    if (
      typeof payer.first_name !== 'string' ||
      typeof payer.last_name !== 'string' ||
      typeof identification.number !== 'string' ||
      typeof address.zip_code !== 'string' ||
      typeof address.federal_unit !== 'string'
    ) {
      return { error: 'boleto: dados do pagador incompletos' };
    }
    const line = `23790.00009 0${String(id).padStart(10, '0')} 00000.000000 1 0000000${String(Math.round(amount * 100)).padStart(10, '0')}`;
    return {
      ...base,
      payment_method_id: 'bolbradesco',
      status: 'pending',
      status_detail: 'pending_waiting_payment',
      transaction_details: {
        external_resource_url: `https://www.mercadopago.com.br/payments/${id}/ticket?caller_id=1`,
        digitable_line: line,
        barcode: { content: line.replace(/\D/g, '') },
      },
    };
  }
  if (typeof body.token === 'string' && typeof method === 'string') {
    if (typeof body.installments !== 'number') return { error: 'installments obrigatório' };
    const outcome = CARD_OUTCOMES[body.token] ?? CARD_OUTCOMES.OTHE!;
    return {
      ...base,
      payment_method_id: method,
      status: outcome.status,
      status_detail: outcome.status_detail,
      date_approved: outcome.status === 'approved' ? new Date().toISOString() : null,
    };
  }
  return { error: 'payment_method_id inválido' };
}
