import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler, resolveAppFile } from './protocol';

const root = path.resolve('/srv/alinhavo/renderer/dist');
const files = new Set([
  path.join(root, 'index.html'),
  path.join(root, 'assets', 'index-abc123.js'),
  path.join(root, 'assets', 'index-abc123.css'),
  path.join(root, 'favicon.svg'),
]);
const resolve = (url: string) => resolveAppFile(root, url, (p) => files.has(p));

describe('resolveAppFile', () => {
  it('serves files of the web build', () => {
    expect(resolve('app://alinhavo/assets/index-abc123.js')).toEqual({
      kind: 'file',
      filePath: path.join(root, 'assets', 'index-abc123.js'),
    });
    expect(resolve('app://alinhavo/favicon.svg?v=2#x')).toEqual({
      kind: 'file',
      filePath: path.join(root, 'favicon.svg'),
    });
  });

  it('serves index.html at the root', () => {
    expect(resolve('app://alinhavo/')).toEqual({
      kind: 'file',
      filePath: path.join(root, 'index.html'),
    });
  });

  it('falls back to index.html for client-side routes', () => {
    const index = { kind: 'file', filePath: path.join(root, 'index.html') };
    expect(resolve('app://alinhavo/demandas/7f1c')).toEqual(index);
    expect(resolve('app://alinhavo/conversas?id=3')).toEqual(index);
    expect(resolve('app://alinhavo/redefinir-senha?code=abc')).toEqual(index);
  });

  it('answers not-found for a missing asset instead of index.html', () => {
    expect(resolve('app://alinhavo/assets/missing-123.js')).toEqual({ kind: 'not-found' });
    expect(resolve('app://alinhavo/logo.png')).toEqual({ kind: 'not-found' });
  });

  it.each([
    'app://alinhavo/assets/%2E%2E%2F%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    'app://alinhavo/..%2f..%2fsecret.txt',
    'app://alinhavo/assets%2f..%2findex.html',
    'app://alinhavo/..%5c..%5cwindows%5csystem.ini',
    'app://alinhavo/index.html%00.js',
    'app://alinhavo/%E0%A4%A',
  ])('refuses traversal and malformed paths: %s', (url) => {
    expect(resolve(url)).toEqual({ kind: 'refused' });
  });

  it.each(['app://alinhavo/../../etc/passwd', 'app://alinhavo/%2e%2e/%2e%2e/etc/passwd'])(
    'stays inside the build when the URL parser collapses dot segments: %s',
    (url) => {
      // WHATWG URL turns these into /etc/passwd, a route of the app: index.html, never the OS file.
      expect(resolve(url)).toEqual({ kind: 'file', filePath: path.join(root, 'index.html') });
    },
  );

  it('refuses other hosts and schemes', () => {
    expect(resolve('app://outro/index.html')).toEqual({ kind: 'refused' });
    expect(resolve('file:///srv/alinhavo/renderer/dist/index.html')).toEqual({ kind: 'refused' });
    expect(resolve('not a url')).toEqual({ kind: 'refused' });
  });
});

describe('createAppProtocolHandler', () => {
  let dir = '';
  const csp = "default-src 'self'";
  let handle: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'alinhavo-renderer-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Alinhavo</title>');
    await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'assets', 'app.css'), 'body{}');
    await writeFile(path.join(dir, 'assets', 'fonte.woff2'), 'x');
    await writeFile(path.join(tmpdir(), 'alinhavo-outside.txt'), 'segredo');
    handle = createAppProtocolHandler({ rendererDir: dir, contentSecurityPolicy: csp });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(path.join(tmpdir(), 'alinhavo-outside.txt'), { force: true });
  });

  it('serves files with their MIME type, the CSP and nosniff', async () => {
    const js = await handle(new Request('app://alinhavo/assets/app.js'));
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('content-security-policy')).toBe(csp);
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await js.text()).toBe('console.log(1)');

    expect(
      (await handle(new Request('app://alinhavo/assets/app.css'))).headers.get('content-type'),
    ).toBe('text/css; charset=utf-8');
    expect(
      (await handle(new Request('app://alinhavo/assets/fonte.woff2'))).headers.get('content-type'),
    ).toBe('font/woff2');
  });

  it('serves index.html for a deep link', async () => {
    const page = await handle(new Request('app://alinhavo/demandas/42'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(csp);
    expect(await page.text()).toContain('<title>Alinhavo</title>');
  });

  it('refuses a path outside the web build and 404s a missing asset', async () => {
    const outside = await handle(new Request('app://alinhavo/..%2falinhavo-outside.txt'));
    expect(outside.status).toBe(403);
    expect(await outside.text()).not.toContain('segredo');
    expect((await handle(new Request('app://alinhavo/assets/nao-existe.js'))).status).toBe(404);
  });

  it('accepts only GET and HEAD', async () => {
    expect(
      (await handle(new Request('app://alinhavo/', { method: 'POST', body: 'x' }))).status,
    ).toBe(405);
    const head = await handle(new Request('app://alinhavo/', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('APP_SCHEME_PRIVILEGES', () => {
  it('makes app:// a standard, secure scheme that supports fetch', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    });
  });
});
