import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestContext } from './helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ CORS_ORIGINS: 'http://loja.exemplo' });
});
afterAll(() => ctx.close());

describe('HTTP conventions', () => {
  it('health answers with and without the trailing slash', async () => {
    for (const url of ['/health/', '/health']) {
      const res = await call(ctx.app, 'GET', url);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', data: { database: 'ok', realtime: 'single' } });
    }
  });

  it('accepts spec paths without the trailing slash too', async () => {
    const res = await call(ctx.app, 'POST', '/user/login', {
      body: { email: 'ninguem@exemplo.com', password: 'x' },
    });
    expect(res.status).toBe(401);
  });

  it('unknown API paths get the 404 envelope', async () => {
    const res = await call(ctx.app, 'GET', '/nao-existe/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      status: 'error',
      message: 'Recurso não encontrado.',
      code: 'NOT_FOUND',
    });
  });

  it('malformed JSON gets the 400 envelope in pt-BR', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      message: 'Dados inválidos. Verifique as informações fornecidas.',
    });
  });

  it('sends a strict CSP and the usual hardening headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows CORS only for listed origins', async () => {
    const allowed = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/user/login/',
      headers: { origin: 'http://loja.exemplo', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://loja.exemplo');
    const denied = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/user/login/',
      headers: { origin: 'http://malicioso.exemplo', 'access-control-request-method': 'POST' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document built from the shared schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/user/register/',
        '/api/v1/token/refresh/',
        '/api/v1/health/',
      ]),
    );
  });
});
