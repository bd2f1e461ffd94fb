import { z } from 'zod';
import { PaymentProviderError } from '../provider';

/**
 * The few parts of Mercado Pago's REST API we use (POST and GET /v1/payments), called with
 * `fetch` so MERCADOPAGO_API_URL can point tests at a local stub (the official SDK fixes the
 * base URL). Answers are checked with zod; anything else is a PaymentProviderError. Error
 * messages carry the method, path and HTTP status only: never the access token, a card token
 * or a document number.
 */

const nullableString = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

/** The subset of a Mercado Pago payment we read. */
export const mpPaymentSchema = z.looseObject({
  id: z.union([z.number().int(), z.string().min(1)]).transform(String),
  status: z.string().min(1),
  status_detail: nullableString,
  external_reference: nullableString,
  transaction_amount: z.number().nonnegative(),
  date_approved: nullableString,
  date_of_expiration: nullableString,
  payment_method_id: nullableString,
  point_of_interaction: z
    .looseObject({
      transaction_data: z
        .looseObject({ qr_code: nullableString, ticket_url: nullableString })
        .nullish(),
    })
    .nullish(),
  transaction_details: z
    .looseObject({
      external_resource_url: nullableString,
      digitable_line: nullableString,
      barcode: z.looseObject({ content: nullableString }).nullish(),
    })
    .nullish(),
  barcode: z.looseObject({ content: nullableString }).nullish(),
});
export type MpPayment = z.infer<typeof mpPaymentSchema>;
/** GET /v1/payments/search: the page of payments that match. */
const mpSearchSchema = z.looseObject({ results: z.array(mpPaymentSchema) });

export interface MercadoPagoClientOptions {
  accessToken: string;
  /** e.g. https://api.mercadopago.com (no trailing slash needed). */
  apiUrl: string;
  fetch?: typeof fetch;
  /** Per request; a hung provider must not hold a checkout forever. */
  timeoutMs?: number;
}

export class MercadoPagoClient {
  private readonly base: string;
  private readonly doFetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: MercadoPagoClientOptions) {
    this.base = options.apiUrl.replace(/\/+$/, '');
    this.doFetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  createPayment(body: Record<string, unknown>, idempotencyKey: string): Promise<MpPayment> {
    return this.request('POST', '/v1/payments', body, { 'x-idempotency-key': idempotencyKey });
  }

  getPayment(id: string): Promise<MpPayment> {
    if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) {
      return Promise.reject(new PaymentProviderError('Mercado Pago: id de pagamento inválido'));
    }
    return this.request('GET', `/v1/payments/${id}`);
  }

  /** The payments made with one external_reference (our payment id), newest first. */
  async searchByReference(reference: string): Promise<MpPayment[]> {
    if (!/^[0-9a-f-]{36}$/i.test(reference)) {
      return Promise.reject(new PaymentProviderError('Mercado Pago: referência inválida'));
    }
    const query = new URLSearchParams({
      external_reference: reference,
      sort: 'date_created',
      criteria: 'desc',
    });
    const found = await this.request(
      'GET',
      `/v1/payments/search?${query.toString()}`,
      undefined,
      {},
      mpSearchSchema,
    );
    return found.results;
  }

  private async request<T = MpPayment>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    schema: z.ZodType<T> = mpPaymentSchema as unknown as z.ZodType<T>,
  ): Promise<T> {
    // The query (an external_reference) is ours but stays out of error texts all the same.
    const where = `${method} ${path.split('?')[0]}`;
    let res: Response;
    try {
      res = await this.doFetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const reason = err instanceof Error ? err.name : 'erro';
      throw new PaymentProviderError(`Mercado Pago inacessível (${where}: ${reason})`);
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new PaymentProviderError(`Mercado Pago respondeu ${res.status} (${where})`);
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      throw new PaymentProviderError(`Mercado Pago respondeu algo que não é JSON (${where})`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new PaymentProviderError(`Mercado Pago respondeu um pagamento inesperado (${where})`);
    }
    return parsed.data;
  }
}
