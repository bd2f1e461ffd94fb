import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONTRACT_HEADER, CONTRACT_VERSION } from '@alinhavo/shared/api/contract';
import { MERCADOPAGO_CSP } from '@alinhavo/shared/mercadopago-csp';
import type { Config } from '../config';
import { securityPlugin } from './security';

async function headersWith(mercadoPago: boolean) {
  const app = Fastify();
  app.decorate('config', {
    publicUrl: 'https://alinhavo.com.br',
    corsOrigins: [],
  } as unknown as Config);
  await app.register(securityPlugin, { mercadoPago });
  app.get('/x', () => 'ok');
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return res.headers;
}

async function cspWith(mercadoPago: boolean) {
  const csp = String((await headersWith(mercadoPago))['content-security-policy']);
  return new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe('security plugin CSP', () => {
  it('loads nothing remote in pix-manual mode', async () => {
    const csp = await cspWith(false);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toBeUndefined();
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it("allows exactly Mercado Pago's card form hosts in Mercado Pago mode", async () => {
    const csp = await cspWith(true);
    expect(csp.get('script-src')).toEqual(["'self'", ...MERCADOPAGO_CSP.script]);
    expect(csp.get('script-src')).toContain('https://sdk.mercadopago.com');
    expect(csp.get('connect-src')).toEqual(["'self'", ...MERCADOPAGO_CSP.connect]);
    expect(csp.get('frame-src')).toEqual([...MERCADOPAGO_CSP.frame]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...MERCADOPAGO_CSP.img]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });
});

describe('security plugin Permissions-Policy', () => {
  const features = async (mercadoPago: boolean) =>
    new Map(
      String((await headersWith(mercadoPago))['permissions-policy'])
        .split(', ')
        .map((d) => d.split('=') as [string, string]),
    );

  it('turns off camera, microphone, geolocation and payment in pix-manual mode', async () => {
    const policy = await features(false);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy.get(feature), feature).toBe('()');
  });

  it("opens payment only to the page and Mercado Pago's card frames in Mercado Pago mode", async () => {
    const policy = await features(true);
    expect(policy.get('payment')).toBe(
      `(self ${MERCADOPAGO_CSP.frame.map((o) => `"${o}"`).join(' ')})`,
    );
    expect(policy.get('geolocation')).toBe('()');
  });
});

describe('security plugin contract version', () => {
  it('sends the contract version on every answer and lets another origin read it', async () => {
    const app = Fastify();
    app.decorate('config', {
      publicUrl: 'https://alinhavo.com.br',
      corsOrigins: ['https://app.example'],
    } as unknown as Config);
    await app.register(securityPlugin, {});
    app.get('/x', () => 'ok');
    const res = await app.inject({
      method: 'GET',
      url: '/x',
      headers: { origin: 'https://app.example' },
    });
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    await app.close();
    expect(res.headers[CONTRACT_HEADER]).toBe(CONTRACT_VERSION);
    expect(String(res.headers['access-control-expose-headers']).toLowerCase()).toContain(
      CONTRACT_HEADER,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.headers[CONTRACT_HEADER]).toBe(CONTRACT_VERSION);
  });
});
