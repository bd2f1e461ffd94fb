import type { Config } from '../../config';
import { createMercadoPagoProvider } from './mercadopago/provider';
import { createPixManualProvider } from './pix-manual';
import type { PaymentProvider } from './provider';

/** pix-manual unless MERCADOPAGO_ACCESS_TOKEN is set (DESIGN §9.10). */
export function createPaymentProvider(
  config: Pick<Config, 'pix' | 'mercadoPago'>,
): PaymentProvider {
  if (config.mercadoPago)
    return createMercadoPagoProvider({
      accessToken: config.mercadoPago.accessToken,
      apiUrl: config.mercadoPago.apiUrl,
    });
  return createPixManualProvider(config.pix);
}
