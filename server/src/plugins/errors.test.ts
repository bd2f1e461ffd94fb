import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyRequests } from '../http/errors';
import { errorsPlugin } from './errors';

const app = Fastify({ logger: false });
beforeAll(async () => {
  await app.register(errorsPlugin);
  // What the limiter does: Retry-After on the reply, then a plain 429 object thrown.
  const limited = (_req: unknown, reply: { header: (k: string, v: string) => void }) => {
    reply.header('retry-after', '42');
    throw Object.assign(new Error('limite'), { statusCode: 429 });
  };
  app.get('/app/mensagens', limited);
  app.get('/api/v1/limitada/', limited);
  app.get('/socket.io/', limited);
  app.get('/app/perfil', () => {
    throw tooManyRequests('outro texto', 90);
  });
  app.get('/app/quebrou', () => {
    throw new Error('falha no disco');
  });
  app.get('/app/nao-existe', () => {
    throw Object.assign(new Error('nada'), { statusCode: 404 });
  });
  await app.ready();
});
afterAll(() => app.close());

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const get = (url: string, accept = HTML) => app.inject({ method: 'GET', url, headers: { accept } });

describe('errors of a page request', () => {
  it('a 429 is a small pt-BR page with the wait from Retry-After and a link back', async () => {
    const res = await get('/app/mensagens?aba=arquivadas&x=1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['retry-after']).toBe('42');
    expect(res.body).toMatch(/^<!doctype html>\n<html lang="pt-BR">/);
    expect(res.body).toContain('<meta charset="utf-8">');
    expect(res.body).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    expect(res.body).toContain(
      '<h1>Muitas tentativas. Aguarde um momento antes de tentar novamente.</h1>',
    );
    expect(res.body).toContain('Você pode tentar de novo em 42 segundos.');
    expect(res.body).toContain(
      '<a href="/app/mensagens?aba=arquivadas&amp;x=1">Tentar novamente</a>',
    );
    // Self-contained: nothing to fetch from the server that refused the page.
    expect(res.body).not.toMatch(/<link|<script|src=|url\(/);
  });

  it('says the spec text and the wait in minutes for a 429 of the app', async () => {
    const res = await get('/app/perfil');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('90');
    expect(res.body).toContain('Muitas tentativas. Aguarde um momento antes de tentar novamente.');
    expect(res.body).toContain('Você pode tentar de novo em 2 minutos.');
    expect(res.body).not.toContain('outro texto');
  });

  it('a 5xx is the pt-BR server error page, with no detail of the failure', async () => {
    const res = await get('/app/quebrou');
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>Erro interno do servidor. Tente novamente mais tarde.</h1>');
    expect(res.body).toContain('<a href="/app/quebrou">Tentar novamente</a>');
    expect(res.body).not.toContain('falha no disco');
    expect(res.body).not.toContain('tentar de novo em');
  });

  it('a link never leaves the site, whatever the path starts with', async () => {
    const res = await get('//evil.example/app/quebrou');
    expect(res.body).not.toContain('href="//');
  });
});

describe('errors that stay the JSON envelope', () => {
  it('under /api/ and /socket.io, even when the browser asks for HTML', async () => {
    for (const url of ['/api/v1/limitada/', '/socket.io/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(429);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['retry-after']).toBe('42');
      expect(res.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    }
  });

  it('for a request that does not want a page, and for other statuses', async () => {
    const json = await get('/app/quebrou', 'application/json');
    expect(json.statusCode).toBe(500);
    expect(json.json()).toEqual({
      status: 'error',
      message: 'Erro interno do servidor. Tente novamente mais tarde.',
      code: 'INTERNAL',
    });
    const missing = await get('/app/nao-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });
});
