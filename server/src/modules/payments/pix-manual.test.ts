import { describe, expect, it } from 'vitest';
import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { createPixManualProvider, staticPixCode } from './pix-manual';

const merchant = {
  key: 'pagamentos@alinhavo.com.br',
  merchantName: 'ALINHAVO',
  merchantCity: 'SAO PAULO',
};

/** CRC16-CCITT (poly 0x1021, init 0xFFFF), as the BR Code's field 63 carries it: our own check. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('pix-manual BR Code', () => {
  it('parses back with a valid CRC16, the amount, the key and the txid', () => {
    const txid = 'ALV0123456789ABCDEF012345';
    const code = staticPixCode(merchant, 4990, txid);
    // Field 63 (CRC) closes the code: '6304' and four hex digits over everything before them.
    expect(code).toMatch(/6304[0-9A-F]{4}$/);
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    const parsed = parsePix(code);
    expect(hasError(parsed)).toBe(false);
    if (hasError(parsed) || !isStaticPix(parsed)) throw new Error('not a static Pix');
    expect(parsed.transactionAmount).toBe(49.9);
    expect(parsed.pixKey).toBe(merchant.key);
    expect(parsed.txid).toBe(txid);
    expect(parsed.merchantName).toBe('ALINHAVO');
    expect(parsed.merchantCity).toBe('SAO PAULO');
    expect(code).toContain('540549.90');
  });

  it('keeps the cents of a yearly price exact', () => {
    const parsed = parsePix(staticPixCode(merchant, 47900, 'ALVX'));
    if (hasError(parsed) || !isStaticPix(parsed)) throw new Error('not a static Pix');
    expect(parsed.transactionAmount).toBe(479);
  });

  it('answers a pending charge with a code that does not expire, and only for Pix', async () => {
    const provider = createPixManualProvider(merchant);
    const input = {
      paymentId: '00000000-0000-4000-8000-000000000000',
      txid: 'ALV00000000000040008000000',
      plan: { code: 'monthly' as const, name: 'PRO Mensal', amountCents: 4990 },
      method: 'pix' as const,
      payer: { userId: 'u', email: 'a@b.c', fullName: 'A', document: null, address: null },
      idempotencyKey: 'k',
    };
    const charge = await provider.create({ ...input, txid: input.txid.slice(0, 25) });
    expect(charge).toMatchObject({ providerPaymentId: null, status: 'pending' });
    expect(charge.pix?.expiresAt).toBeNull();
    await expect(provider.create({ ...input, method: 'card' })).rejects.toThrow();
  });
});
