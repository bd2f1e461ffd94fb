import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignatureCheck {
  /** MERCADOPAGO_WEBHOOK_SECRET. */
  secret: string;
  /** The `x-signature` header: `ts=…,v1=…`. */
  xSignature: string | undefined;
  /** The `x-request-id` header. */
  xRequestId: string | undefined;
  /** `data.id` from the query string (never from the body). */
  dataId: string | undefined;
  now: Date;
  /** How far `ts` may be from now, either way. */
  toleranceMs?: number;
}

/**
 * Mercado Pago's webhook signature: HMAC-SHA256 (hex) with the webhook secret over the manifest
 * `id:{data.id};request-id:{x-request-id};ts:{ts};`, where data.id is lower-cased when it is
 * alphanumeric. A missing part, a malformed header, a wrong hash or a timestamp outside the
 * tolerance (a replay of an old notification, or a clock far ahead) all answer false.
 */
export function verifyMercadoPagoSignature({
  secret,
  xSignature,
  xRequestId,
  dataId,
  now,
  toleranceMs = 5 * 60 * 1000,
}: SignatureCheck): boolean {
  if (!secret || !xSignature || !xRequestId || !dataId) return false;
  const parts = parseSignatureHeader(xSignature);
  if (!parts) return false;
  const tsMs = timestampMs(parts.ts);
  if (tsMs === null || Math.abs(now.getTime() - tsMs) > toleranceMs) return false;
  const expected = signManifest(secret, { dataId, requestId: xRequestId, ts: parts.ts });
  const given = Buffer.from(parts.v1, 'hex');
  const wanted = Buffer.from(expected, 'hex');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The hex HMAC Mercado Pago sends as `v1` (the test stub signs with it too). */
export function signManifest(
  secret: string,
  { dataId, requestId, ts }: { dataId: string; requestId: string; ts: string },
): string {
  const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return createHmac('sha256', secret)
    .update(`id:${id};request-id:${requestId};ts:${ts};`)
    .digest('hex');
}

function parseSignatureHeader(header: string): { ts: string; v1: string } | null {
  const fields = new Map<string, string>();
  for (const piece of header.split(',')) {
    const eq = piece.indexOf('=');
    if (eq < 0) continue;
    fields.set(piece.slice(0, eq).trim(), piece.slice(eq + 1).trim());
  }
  const ts = fields.get('ts');
  const v1 = fields.get('v1');
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return null;
  return { ts, v1 };
}

/** Mercado Pago's examples show `ts` in seconds and in milliseconds; both are taken. */
function timestampMs(ts: string): number | null {
  const n = Number(ts);
  if (!Number.isSafeInteger(n)) return null;
  return n < 1e12 ? n * 1000 : n;
}
