import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TEXTS } from '@alinhavo/shared/messages/demands';
import { diskStorageDir, startTestApp, type TestContext } from './helpers/app';
import { sized, uploadFiles } from './helpers/uploads';
import { testApi } from './helpers/api';
import { aDemand, aVerifiedUser, type BuiltUser } from '@alinhavo/test-support/builders';

/** Upload limits, names that agree with bytes, bidi in names. */
const KB = 1024;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const TEXT = Buffer.from('Ficha técnica: camiseta básica, malha 30.1, medida < 5 cm\n');

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  // 1 MB a day keeps the quota test small; the default (200 MB) is checked in config.test.ts.
  ctx = await startTestApp({ UPLOAD_DAILY_MB: '1' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => ctx.close());

const upload = (token: string, demand: string, files: Array<[string, Buffer]>) =>
  uploadFiles(base, token, demand, files);

const storedFiles = () => fs.readdirSync(path.join(diskStorageDir(ctx.config), 'files'));
const tempFiles = () => fs.readdirSync(path.join(diskStorageDir(ctx.config), 'tmp'));

async function freshOwner(): Promise<{ owner: BuiltUser; demandId: string }> {
  const owner = await aVerifiedUser(ctx, { type: 'CLIENTE' });
  return { owner, demandId: await aDemand(ctx, owner) };
}

describe('upload limits', () => {
  it('a demand holds at most 10 files, counted across requests; the 11th is refused with a pt-BR text', async () => {
    const { owner, demandId } = await freshOwner();
    const eight = Array.from({ length: 8 }, (_, i): [string, Buffer] => [`f${i}.pdf`, PDF]);
    expect((await upload(owner.access, demandId, eight)).status).toBe(201);
    const before = storedFiles().length;
    const three = await upload(owner.access, demandId, [
      ['a.pdf', PDF],
      ['b.pdf', PDF],
      ['c.pdf', PDF],
    ]);
    expect(three.status).toBe(400);
    expect(three.body.message).toBe(UPLOAD_TEXTS.tooManyFiles(10));
    expect(storedFiles().length).toBe(before);
    expect(tempFiles()).toEqual([]);
    const two = await upload(owner.access, demandId, [
      ['a.pdf', PDF],
      ['b.pdf', PDF],
    ]);
    expect(two.status).toBe(201);
    const list = await testApi(ctx.app).files.list({
      query: { demand: demandId },
      token: owner.access,
    });
    expect(list.body.data).toHaveLength(10);
    const eleven = Array.from({ length: 11 }, (_, i): [string, Buffer] => [`g${i}.pdf`, PDF]);
    const { demandId: other } = { demandId: await aDemand(ctx, owner) };
    const many = await upload(owner.access, other, eleven);
    expect(many.status).toBe(400);
    expect(many.body.message).toBe(UPLOAD_TEXTS.tooManyFiles(10));
  });

  it('refuses the bytes past the daily budget while streaming, keeping nothing of that request', async () => {
    const { owner, demandId } = await freshOwner();
    expect((await upload(owner.access, demandId, [['a.jpg', sized(JPEG, 600 * KB)]])).status).toBe(
      201,
    );
    const before = storedFiles().length;
    const res = await upload(owner.access, demandId, [
      ['b.pdf', PDF],
      ['c.jpg', sized(JPEG, 600 * KB)],
    ]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(UPLOAD_TEXTS.dailyUploadLimit(1));
    expect(storedFiles().length).toBe(before);
    expect(tempFiles()).toEqual([]);
    // What is left of the budget still goes through; another person has a budget of their own.
    expect((await upload(owner.access, demandId, [['d.jpg', sized(JPEG, 300 * KB)]])).status).toBe(
      201,
    );
    const { owner: someoneElse, demandId: theirs } = await freshOwner();
    expect(
      (await upload(someoneElse.access, theirs, [['e.jpg', sized(JPEG, 900 * KB)]])).status,
    ).toBe(201);
  });

  it('parallel uploads of one person share the budget', async () => {
    const { owner, demandId } = await freshOwner();
    const results = await Promise.all(
      [1, 2, 3].map((i) => upload(owner.access, demandId, [[`p${i}.jpg`, sized(JPEG, 450 * KB)]])),
    );
    expect(results.filter((r) => r.status === 413).length).toBeGreaterThanOrEqual(1);
    const kept = await testApi(ctx.app).files.list({
      query: { demand: demandId },
      token: owner.access,
    });
    const bytes = kept.body.data.reduce((total, f) => total + f.size, 0);
    expect(bytes).toBeLessThanOrEqual(1024 * KB);
    expect(kept.body.data.length).toBe(results.filter((r) => r.status === 201).length);
  });
});

describe('the name agrees with the bytes', () => {
  it('refuses HTML, SVG, XML and scripts whatever their name, and a PNG named .pdf', async () => {
    const { owner, demandId } = await freshOwner();
    const cases: Array<[string, string]> = [
      ['foto.png', '<!DOCTYPE html><html><script>alert(1)</script></html>'],
      ['foto.txt', '<html><body onload="alert(1)"></body></html>'],
      ['logo.txt', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['dados.txt', '<?xml version="1.0"?><a/>'],
      ['notas.txt', `${'linha de texto comum\n'.repeat(5000)}<script>alert(1)</script>`],
      ['rodar.txt', '#!/bin/sh\nrm -rf /\n'],
    ];
    for (const [name, content] of cases) {
      const res = await upload(owner.access, demandId, [[name, Buffer.from(content)]]);
      expect(res.status, name).toBe(415);
    }
    const png = await upload(owner.access, demandId, [['ficha.pdf', PNG]]);
    expect(png.status).toBe(415);
    expect(png.body.message).toBe(UPLOAD_TEXTS.fileExtensionMismatch('ficha.pdf'));
    expect(tempFiles()).toEqual([]);
  });

  it('accepts each kind under its own extensions, plain text included', async () => {
    const { owner, demandId } = await freshOwner();
    const res = await upload(owner.access, demandId, [
      ['modelo.JPEG', JPEG],
      ['logo.png', PNG],
      ['ficha.pdf', PDF],
      ['medidas.txt', TEXT],
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.map((f) => f.content_type)).toEqual([
      'image/jpeg',
      'image/png',
      'application/pdf',
      'text/plain',
    ]);
  });
});

describe('bidi controls in file names', () => {
  it('never shows or sends a right-to-left override or another bidi control', async () => {
    const { owner, demandId } = await freshOwner();
    const res = await upload(owner.access, demandId, [
      ['ficha\u202Efdp.txt', TEXT],
      ['\u2066modelo\u2069\u200F.jpg', JPEG],
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.map((f) => f.name)).toEqual(['fichafdp.txt', 'modelo.jpg']);
    const list = await testApi(ctx.app).files.list({
      query: { demand: demandId },
      token: owner.access,
    });
    const bidi = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
    for (const f of list.body.data) expect(f.name).not.toMatch(bidi);
    const download = await ctx.app.inject({
      method: 'GET',
      url: res.body.data[0]?.file ?? '',
      headers: { authorization: `Bearer ${owner.access}` },
    });
    const disposition = String(download.headers['content-disposition']);
    expect(decodeURIComponent(disposition)).not.toMatch(bidi);
    expect(disposition).toContain('filename="fichafdp.txt"');
    expect(disposition).not.toMatch(/%E2%80%AE/i);
  });
});
