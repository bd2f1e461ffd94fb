import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PREFIX, pathParamNames, type Endpoint } from '@alinhavo/shared/api/contract';
import { apiContract } from '@alinhavo/shared/api/endpoints';
import { toFastifyPath } from '../src/http/route';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ CORS_ORIGINS: 'http://loja.exemplo' });
});
afterAll(() => ctx.close());

// Paths as written (with and without the slash, or unknown): raw, outside the contract's paths.
const api = () => testApi(ctx.app);

describe('HTTP conventions', () => {
  it('health answers with and without the trailing slash', async () => {
    for (const url of ['/health/', '/health']) {
      const res = await api().raw('GET', url);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', data: { database: 'ok', realtime: 'single' } });
    }
  });

  it('accepts spec paths without the trailing slash too', async () => {
    const res = await api().raw('POST', '/user/login', {
      body: { email: 'ninguem@exemplo.com', password: 'x' },
    });
    expect(res.status).toBe(401);
  });

  it('unknown API paths get the 404 envelope', async () => {
    const res = await api().raw('GET', '/nao-existe/');
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

  it('checks the session before the input: an anonymous caller gets 401, not the schema', async () => {
    const body = await api().raw('POST', '/demands/', { body: { title: 42 } });
    expect(body.status).toBe(401);
    const query = await api().professionals.search({ query: { page_size: 'nada' } });
    expect(query.status).toBe(401);
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

  it('registers every endpoint of the contract', () => {
    const missing = everyEndpoint()
      // ignoreTrailingSlash keeps '/x/' as '/x'.
      .filter(({ e }) => {
        const url = API_PREFIX + toFastifyPath(e.path);
        return ![url, url.replace(/\/$/, '')].some((u) =>
          ctx.app.hasRoute({ method: e.method, url: u }),
        );
      })
      .map(({ name, e }) => `${name}: ${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });

  it('documents every endpoint of the contract with its path and query parameters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
    const documented = everyEndpoint().map(({ name, e }) => {
      const op = doc.paths[API_PREFIX + e.path]?.[e.method.toLowerCase()];
      const names = (where: string) =>
        (op?.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => p.name)
          .sort();
      return { name, found: op !== undefined, path: names('path'), query: names('query') };
    });
    expect(documented).toEqual(
      everyEndpoint().map(({ name, e }) => ({
        name,
        found: true,
        path: pathParamNames(e.path).sort(),
        query: e.query ? Object.keys(queryProperties(e.query)).sort() : [],
      })),
    );
  });
});

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
}

function everyEndpoint() {
  return Object.entries(apiContract).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, e]) => ({
      name: `${group}.${name}`,
      e,
    })),
  );
}

const queryProperties = (schema: z.ZodType) =>
  (z.toJSONSchema(schema, { io: 'input' }) as { properties?: Record<string, unknown> })
    .properties ?? {};
