import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';

let ctx: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-dist-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="pt-BR"><title>Alinhavo</title></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  ctx = await startTestApp({ RENDERER_DIST: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web build', () => {
  it('serves the app at / and at every page path (real URL routes), with the strict CSP', async () => {
    for (const url of ['/', '/app/perfil', '/redefinir-senha?code=abc']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('lang="pt-BR"');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves assets with a long cache, including files built after the server started', async () => {
    const js = await ctx.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    const rebuilt = await ctx.app.inject({ method: 'GET', url: '/assets/app-2.js' });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('console.log(2)');
  });

  it('never answers a missing script with the HTML page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/old-hash.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
