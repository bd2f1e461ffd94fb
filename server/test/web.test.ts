import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';

let ctx: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-dist-'));
const INDEX = '<!doctype html><html lang="pt-BR"><title>Alinhavo</title></html>';
const SCRIPT = `console.log(${JSON.stringify('Alinhavo '.repeat(200))});`;
// What renderer/src/prerender writes: the shell with the page's markup in #root.
const LANDING =
  '<!doctype html><html lang="pt-BR"><div id="root" data-prerendered="/"><h1>Conecte sua marca a quem faz a moda acontecer</h1></div></html>';
const LOGIN =
  '<!doctype html><html lang="pt-BR"><div id="root" data-prerendered="/entrar"><h1>Entrar</h1><p>Bem-vindo de volta! Acesse sua conta para continuar.</p></div></html>';

/** What the renderer build writes (renderer/vite.config.ts precompress): file, .br and .gz. */
function writeBuilt(relative: string, content: string) {
  const file = path.join(dist, relative);
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'prerendered'));
  writeBuilt('index.html', INDEX);
  writeBuilt('prerendered/index.html', LANDING);
  writeBuilt('prerendered/entrar.html', LOGIN);
  writeBuilt('assets/app-1.js', SCRIPT);
  ctx = await startTestApp({ RENDERER_DIST: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web build', () => {
  it('serves the app at / and at every page path (real URL routes), with the strict CSP', async () => {
    for (const url of ['/', '/entrar', '/app/perfil', '/redefinir-senha?code=abc']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('lang="pt-BR"');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('sends the brotli copy of a hashed script to a browser that accepts it, cached for a year', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toContain('immutable');
  });

  it('sends index.html compressed but never cached on the page-path fallback', async () => {
    for (const url of ['/app/mensagens', '/cadastro']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('answers / and /entrar with their prerendered pages (pt-BR text in the HTML), brotli, never cached', async () => {
    for (const [url, page, text] of [
      ['/', LANDING, 'Conecte sua marca a quem faz a moda acontecer'],
      ['/?auth=register', LANDING, 'Conecte sua marca'],
      ['/entrar', LOGIN, 'Bem-vindo de volta! Acesse sua conta para continuar.'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      const html = zlib.brotliDecompressSync(res.rawPayload).toString();
      expect(html).toBe(page);
      expect(html).toContain(text);
    }
    const plain = await ctx.app.inject({ method: 'GET', url: '/entrar' });
    expect(plain.body).toBe(LOGIN);
    expect(plain.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('compresses a JSON answer in one piece: brotli with its length, the same JSON once decoded', async () => {
    // Minas Gerais' (IBGE 31) 853 municipalities: past the 8 kB the plugin streams by default
    // on 2 cores.
    const url = '/api/v1/geo/states/31/municipios/';
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    // Compressed synchronously (not streamed): the length is known and sent.
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps the empty shell for every other route, and at / when a build has no prerendered page', async () => {
    for (const url of ['/cadastro', '/esqueci-senha', '/app', '/app/perfil', '/entrar/x']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
    const landing = path.join(dist, 'prerendered', 'index.html');
    fs.renameSync(landing, `${landing}.off`);
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    } finally {
      fs.renameSync(`${landing}.off`, landing);
    }
  });

  it('serves assets built after the server started', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    const rebuilt = await ctx.app.inject({ method: 'GET', url: '/assets/app-2.js' });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('console.log(2)');
    expect(rebuilt.headers['cache-control']).toContain('immutable');
  });

  it('never answers a missing script with the HTML page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/old-hash.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
