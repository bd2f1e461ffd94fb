import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signManifest, verifyMercadoPagoSignature } from './signature';

const secret = 'segredo-do-webhook';
const now = new Date('2026-11-24T18:00:00Z');
const tsSeconds = String(Math.floor(now.getTime() / 1000));

/** Written out by hand from Mercado Pago's documented manifest, independent of signManifest. */
function mpSignature(id: string, requestId: string, ts: string) {
  const v1 = createHmac('sha256', secret)
    .update(`id:${id};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return `ts=${ts},v1=${v1}`;
}

const base = { secret, xRequestId: 'req-1', dataId: '123456', now };

describe('verifyMercadoPagoSignature', () => {
  it('accepts the signature Mercado Pago computes (ts in seconds or milliseconds)', () => {
    expect(
      verifyMercadoPagoSignature({
        ...base,
        xSignature: mpSignature('123456', 'req-1', tsSeconds),
      }),
    ).toBe(true);
    const tsMs = String(now.getTime() - 1000);
    expect(
      verifyMercadoPagoSignature({ ...base, xSignature: mpSignature('123456', 'req-1', tsMs) }),
    ).toBe(true);
    // Spaces after the comma are tolerated.
    const spaced = mpSignature('123456', 'req-1', tsSeconds).replace(',', ', ');
    expect(verifyMercadoPagoSignature({ ...base, xSignature: spaced })).toBe(true);
  });

  it('lower-cases an alphanumeric data.id before signing', () => {
    const header = mpSignature('abc123', 'req-1', tsSeconds);
    expect(verifyMercadoPagoSignature({ ...base, dataId: 'ABC123', xSignature: header })).toBe(
      true,
    );
    expect(signManifest(secret, { dataId: 'ABC123', requestId: 'r', ts: '1' })).toBe(
      signManifest(secret, { dataId: 'abc123', requestId: 'r', ts: '1' }),
    );
  });

  it('refuses another secret, id, request id or a tampered hash', () => {
    const header = mpSignature('123456', 'req-1', tsSeconds);
    expect(verifyMercadoPagoSignature({ ...base, secret: 'outro', xSignature: header })).toBe(
      false,
    );
    expect(verifyMercadoPagoSignature({ ...base, dataId: '654321', xSignature: header })).toBe(
      false,
    );
    expect(verifyMercadoPagoSignature({ ...base, xRequestId: 'req-2', xSignature: header })).toBe(
      false,
    );
    const flipped = header.replace(/v1=(.)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`);
    expect(verifyMercadoPagoSignature({ ...base, xSignature: flipped })).toBe(false);
  });

  it('refuses a timestamp older or newer than the tolerance', () => {
    const old = String(Math.floor(now.getTime() / 1000) - 6 * 60);
    const ahead = String(Math.floor(now.getTime() / 1000) + 6 * 60);
    const justIn = String(Math.floor(now.getTime() / 1000) - 4 * 60);
    expect(
      verifyMercadoPagoSignature({ ...base, xSignature: mpSignature('123456', 'req-1', old) }),
    ).toBe(false);
    expect(
      verifyMercadoPagoSignature({ ...base, xSignature: mpSignature('123456', 'req-1', ahead) }),
    ).toBe(false);
    expect(
      verifyMercadoPagoSignature({ ...base, xSignature: mpSignature('123456', 'req-1', justIn) }),
    ).toBe(true);
    expect(
      verifyMercadoPagoSignature({
        ...base,
        toleranceMs: 60_000,
        xSignature: mpSignature('123456', 'req-1', justIn),
      }),
    ).toBe(false);
  });

  it('refuses missing or malformed parts', () => {
    const header = mpSignature('123456', 'req-1', tsSeconds);
    expect(verifyMercadoPagoSignature({ ...base, xSignature: undefined })).toBe(false);
    expect(verifyMercadoPagoSignature({ ...base, xRequestId: undefined, xSignature: header })).toBe(
      false,
    );
    expect(verifyMercadoPagoSignature({ ...base, dataId: undefined, xSignature: header })).toBe(
      false,
    );
    expect(verifyMercadoPagoSignature({ ...base, secret: '', xSignature: header })).toBe(false);
    expect(verifyMercadoPagoSignature({ ...base, xSignature: 'garbage' })).toBe(false);
    expect(verifyMercadoPagoSignature({ ...base, xSignature: `ts=${tsSeconds},v1=abcd` })).toBe(
      false,
    );
    expect(
      verifyMercadoPagoSignature({ ...base, xSignature: `ts=agora,v1=${'a'.repeat(64)}` }),
    ).toBe(false);
  });
});
