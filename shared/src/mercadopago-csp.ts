/**
 * What Mercado Pago's Card Payment Brick needs past a strict CSP: its script from
 * sdk.mercadopago.com, which frames Mercado Pago's secure card fields and calls Mercado Pago's
 * APIs, with images and styles from Mercado Libre's static host. Added only where the card form
 * can appear; nothing else remote is allowed.
 */
export const MERCADOPAGO_CSP = {
  script: [
    'https://sdk.mercadopago.com',
    'https://http2.mlstatic.com',
    'https://secure.mlstatic.com',
    'https://www.mercadolibre.com',
  ],
  connect: [
    'https://api.mercadopago.com',
    'https://api.mercadolibre.com',
    'https://events.mercadopago.com',
    'https://http2.mlstatic.com',
  ],
  frame: [
    'https://sdk.mercadopago.com',
    'https://secure-fields.mercadopago.com',
    'https://api-static.mercadopago.com',
    'https://www.mercadolibre.com',
  ],
  img: ['https://http2.mlstatic.com', 'https://secure.mlstatic.com'],
  style: ['https://http2.mlstatic.com'],
} as const;
