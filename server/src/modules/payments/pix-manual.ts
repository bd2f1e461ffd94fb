import { createStaticPix, hasError } from 'pix-utils';
import type { ChargeCreated, CreateChargeInput, PaymentProvider } from './provider';
import { PaymentProviderError } from './provider';

export interface PixMerchant {
  key: string;
  merchantName: string;
  merchantCity: string;
}

/**
 * The static Pix BR Code ('Pix Copia e Cola') for an amount, paid to PIX_KEY with our txid so an
 * admin finds the transfer in the bank statement. Static codes do not expire.
 */
export function staticPixCode(merchant: PixMerchant, amountCents: number, txid: string): string {
  const pix = createStaticPix({
    merchantName: merchant.merchantName,
    merchantCity: merchant.merchantCity,
    pixKey: merchant.key,
    txid,
    // The BR Code carries reais with two decimals; cents / 100 is exact at that precision.
    transactionAmount: amountCents / 100,
  });
  if (hasError(pix)) throw new PaymentProviderError('BR Code Pix inválido');
  return pix.toBRCode();
}

/**
 * pix-manual (DESIGN §9.10): the embedded default. Nothing leaves the server; the payment stays
 * `pending` until an admin confirms the money arrived (admin Pagamentos).
 */
export function createPixManualProvider(merchant: PixMerchant): PaymentProvider {
  return {
    name: 'pix-manual',
    methods: ['pix'],
    create(input: CreateChargeInput): Promise<ChargeCreated> {
      if (input.method !== 'pix')
        return Promise.reject(new PaymentProviderError('pix-manual só recebe Pix'));
      return Promise.resolve({
        providerPaymentId: null,
        status: 'pending',
        providerStatus: null,
        statusDetail: null,
        pix: { code: staticPixCode(merchant, input.plan.amountCents, input.txid), expiresAt: null },
      });
    },
  };
}
