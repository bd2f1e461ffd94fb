import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';
import { aVerifiedUser, theAdmin } from '@alinhavo/test-support/builders';

/** What a production server must not hand to anyone who asks. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-dist-prod-'));
const MAP = JSON.stringify({ version: 3, sources: ['../src/segredo.ts'], mappings: 'AAAA' });
let prod: TestContext;
let dev: TestContext;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"></html>');
  fs.writeFileSync(
    path.join(dist, 'assets/app-1.js'),
    'console.log(1);\n//# sourceMappingURL=app-1.js.map',
  );
  fs.writeFileSync(path.join(dist, 'assets/app-1.js.map'), MAP);
  fs.writeFileSync(path.join(dist, 'assets/app-1.js.map.gz'), MAP);
  [prod, dev] = await Promise.all([
    startTestApp({
      NODE_ENV: 'production',
      // Production refuses the cheap test hash.
      PASSWORD_HASH_COST: 'standard',
      JWT_SECRET: 'p'.repeat(40),
      PIX_KEY: 'pagamentos@exemplo.com.br',
      RENDERER_DIST: dist,
    }),
    startTestApp({ RENDERER_DIST: dist }),
  ]);
});
afterAll(async () => {
  await prod?.close();
  await dev?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (ctx: TestContext, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('NODE_ENV=production', () => {
  it('does not serve the source maps of the web build (404), but serves the scripts', async () => {
    expect((await get(prod, '/assets/app-1.js')).statusCode).toBe(200);
    for (const encoding of ['identity', 'gzip, br']) {
      const res = await get(prod, '/assets/app-1.js.map', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('segredo');
    }
    for (const url of [
      '/assets/app-1.js.map.gz',
      '/assets/app-1.js%2Emap',
      '/assets/app-1.js.MAP',
    ]) {
      const res = await get(prod, url);
      // An encoded dot is no file name to the router: it gets the app's page, never the map.
      expect(res.body, url).not.toContain('segredo');
      expect(res.body, url).not.toContain('mappings');
    }
    // Development keeps them, for the browser's debugger.
    expect((await get(dev, '/assets/app-1.js.map')).statusCode).toBe(200);
  });

  it('answers the OpenAPI page and document only to an admin', async () => {
    const admin = await theAdmin(prod);
    const user = await aVerifiedUser(prod);
    for (const url of ['/api/v1/docs', '/api/v1/docs/', '/api/v1/docs/json', '/api/v1/docs/yaml']) {
      expect((await get(prod, url)).statusCode, url).toBe(401);
      expect((await get(prod, url, { authorization: `Bearer ${user.access}` })).statusCode).toBe(
        403,
      );
      const allowed = await get(prod, url, { authorization: `Bearer ${admin.access}` });
      expect([200, 302], url).toContain(allowed.statusCode);
    }
    const doc = await get(prod, '/api/v1/docs/json', { authorization: `Bearer ${admin.access}` });
    expect(doc.json<{ paths: object }>().paths).toHaveProperty(['/api/v1/health/']);
    // Outside production the page stays open, as the README says.
    expect((await get(dev, '/api/v1/docs/json')).statusCode).toBe(200);
  });

  it('sends a Permissions-Policy that turns off camera, microphone and geolocation', async () => {
    for (const ctx of [prod, dev]) {
      const policy = String((await get(ctx, '/api/v1/health/')).headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()'])
        expect(policy).toContain(feature);
    }
  });
});
