import { PaymentProviderError, type PaymentProvider } from '../provider';

/**
 * Placeholder for the Mercado Pago adapter, written on another branch (issue 14): the
 * integrator replaces this file with the real one at merge. Until then every charge fails as
 * a provider outage (503), so nothing is half-written.
 */
export function createMercadoPagoProvider(_options: {
  accessToken: string;
  apiUrl: string;
}): PaymentProvider {
  return {
    name: 'mercadopago',
    methods: ['pix', 'card', 'boleto'],
    create: () => Promise.reject(new PaymentProviderError('Mercado Pago ainda não configurado')),
  };
}
