import type { IncomingMessage, ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { CONTRACT_HEADER, CONTRACT_VERSION } from '@alinhavo/shared/api/contract';
import { MERCADOPAGO_CSP } from '@alinhavo/shared/mercadopago-csp';

/**
 * The headers helmet writes, computed once: none of ours depends on the request (no nonces), and
 * @fastify/helmet rebuilt them, CSP included, on every request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err instanceof Error) throw err;
  });
  return headers;
}

/**
 * Features no page of ours uses, turned off ('Perto de mim' works from the client's own
 * municipality, never from the browser's position; the desktop shell denies these too). Payment
 * stays open only to Mercado Pago's card frames, in that mode.
 */
export function permissionsPolicy(mercadoPago: boolean): string {
  const payment = mercadoPago
    ? `(self ${MERCADOPAGO_CSP.frame.map((origin) => `"${origin}"`).join(' ')})`
    : '()';
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    `payment=${payment}`,
    'usb=()',
    'serial=()',
    'hid=()',
    'bluetooth=()',
    'midi=()',
    'display-capture=()',
    'browsing-topics=()',
  ].join(', ');
}

export interface SecurityOptions {
  /** Mercado Pago mode: the card form loads Mercado Pago's script and frames. */
  mercadoPago?: boolean;
}

/** Helmet's headers with a strict CSP for the web build, CORS from an allowlist, and cookies. */
export const securityPlugin = fp<SecurityOptions>(async function securityPlugin(app, options) {
  const mp = options.mercadoPago ? MERCADOPAGO_CSP : null;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(mp?.script ?? [])],
        // Mantine writes style attributes; no script may be inline.
        styleSrc: ["'self'", "'unsafe-inline'", ...(mp?.style ?? [])],
        imgSrc: ["'self'", 'data:', 'blob:', ...(mp?.img ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(mp?.connect ?? [])],
        ...(mp ? { frameSrc: [...mp.frame] } : {}),
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.config.publicUrl.startsWith('https:'),
  });
  headers['permissions-policy'] = permissionsPolicy(Boolean(mp));
  // The renderer reads answers without parsing them and checks this once instead (README Decisões).
  headers[CONTRACT_HEADER] = CONTRACT_VERSION;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cors, {
    origin: app.config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Retry-After', 'Content-Disposition', CONTRACT_HEADER],
    maxAge: 600,
  });
  await app.register(cookie);
});
