import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorageDir, startTestApp, type TestContext } from './helpers/app';
import { sized, uploadFiles } from './helpers/uploads';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import { OPPORTUNITY_TEXTS } from '@alinhavo/shared/messages/opportunities';
import {
  aDemandBody,
  apiAs,
  aVerifiedPendingProvider,
  aVerifiedUser,
  theAdmin,
  type BuiltUser,
} from '@alinhavo/test-support/builders';

const MB20 = 20 * 1024 * 1024;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1');

let ctx: TestContext;
let base: string;
let owner: BuiltUser;
let other: BuiltUser;
let pro: BuiltUser;
let demandId: string;

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  [owner, other, pro] = await Promise.all([
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
    aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
  ]);
  demandId = (
    await testApi(ctx.app).demands.create({
      token: owner.access,
      body: aDemandBody(),
    })
  ).body.data.id;
});
afterAll(() => ctx.close());

const upload = (token: string, demand: string, files: Array<[string, Buffer]>) =>
  uploadFiles(base, token, demand, files);

const storedFiles = () => fs.readdirSync(path.join(diskStorageDir(ctx.config), 'files'));
const tempFiles = () => fs.readdirSync(path.join(diskStorageDir(ctx.config), 'tmp'));

describe('demand files', () => {
  it('stores an image and a PDF under server names, typed by their bytes', async () => {
    const res = await upload(owner.access, demandId, [
      ['modelo.jpg', sized(JPEG, 2048)],
      ['ficha técnica.pdf', PDF],
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.map((f) => [f.name, f.content_type])).toEqual([
      ['modelo.jpg', 'image/jpeg'],
      ['ficha técnica.pdf', 'application/pdf'],
    ]);
    expect(storedFiles().every((n) => /^[0-9a-f]{32}$/.test(n))).toBe(true);
  });

  it('accepts exactly 20 MB and refuses 20 MB + 1 byte with 413, keeping nothing of that request', async () => {
    expect((await upload(owner.access, demandId, [['grande.jpg', sized(JPEG, MB20)]])).status).toBe(
      201,
    );
    const before = storedFiles().length;
    const res = await upload(owner.access, demandId, [
      ['ok.pdf', PDF],
      ['demais.jpg', sized(JPEG, MB20 + 1)],
    ]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Cada arquivo pode ter no máximo 20 MB.');
    expect(storedFiles().length).toBe(before);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a renamed executable (415) whatever its name', async () => {
    const res = await upload(owner.access, demandId, [['foto.jpg', EXE]]);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(
      'Tipo de arquivo não permitido. Envie imagens, PDF, DOC, DOCX ou TXT.',
    );
    expect(tempFiles()).toEqual([]);
  });

  it('only the owner uploads and deletes; whoever sees the demand lists and downloads', async () => {
    expect((await upload(other.access, demandId, [['x.pdf', PDF]])).status).toBe(404);
    expect((await upload(pro.access, demandId, [['x.pdf', PDF]])).status).toBe(403);
    const list = await testApi(ctx.app).files.list({
      query: { demand: demandId },
      token: pro.access,
    });
    expect(list.status).toBe(200);
    const first = list.body.data[0];
    if (!first?.file) throw new Error('no file');
    const download = await ctx.app.inject({
      method: 'GET',
      url: first.file,
      headers: { authorization: `Bearer ${pro.access}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment; filename="modelo.jpg"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.subarray(0, 3)).toEqual(JPEG.subarray(0, 3));
    expect((await ctx.app.inject({ method: 'GET', url: first.file })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: first.file,
          headers: { authorization: `Bearer ${other.access}` },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await testApi(ctx.app).files.list({ query: { demand: demandId }, token: other.access }))
        .status,
    ).toBe(404);
    expect(
      (await testApi(ctx.app).files.delete({ params: { id: first.id }, token: pro.access })).status,
    ).toBe(403);
    expect(
      (await testApi(ctx.app).files.delete({ params: { id: first.id }, token: other.access }))
        .status,
    ).toBe(404);
    expect(
      (await testApi(ctx.app).files.delete({ params: { id: first.id }, token: owner.access })).body
        .message,
    ).toBe('Arquivo excluído com sucesso!');
  });

  it('answers a small refused upload once its body is in, so a slow sender reads the reason', async () => {
    // The demand field comes first, and the refusal is decided on it: the file part follows
    // only after a pause, as from a sender on a slow line.
    const boundary = 'limite-de-teste';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="demand"\r\n\r\n${demandId}\r\n`;
    const tail = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="x.pdf"\r\n` +
          'content-type: application/pdf\r\n\r\n',
      ),
      sized(PDF, 64 * 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const { port } = new URL(base);
    const socket = net.connect(Number(port), '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /api/v1/demand-files/ HTTP/1.1\r\nhost: 127.0.0.1\r\n` +
        `authorization: Bearer ${other.access}\r\n` +
        `content-type: multipart/form-data; boundary=${boundary}\r\n` +
        `content-length: ${Buffer.byteLength(head) + tail.length}\r\n\r\n${head}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Nothing was answered while the body was still coming.
    expect(Buffer.concat(received).length).toBe(0);
    const written = await new Promise<boolean>((resolve) =>
      socket.write(tail, (err) => resolve(!err)),
    );
    expect(written).toBe(true);
    await eventually(
      async () => Buffer.concat(received).toString('latin1'),
      (text) => text.includes('\r\n\r\n{'),
      10_000,
    );
    const answer = Buffer.concat(received).toString('utf8');
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect(answer.toLowerCase()).not.toContain('connection: close');
    socket.end();
    await closed;
  });

  it('a provider not approved sees the attachments listed but downloads none (403) until approved', async () => {
    const demand = (
      await testApi(ctx.app).demands.create({
        token: owner.access,
        body: aDemandBody(),
      })
    ).body.data.id;
    const sent = await upload(owner.access, demand, [
      ['molde.pdf', PDF],
      ['foto.jpg', sized(JPEG, 512)],
    ]);
    expect(sent.status).toBe(201);
    const ids = sent.body.data.map((f) => f.id);
    const [pending, rejected, admin] = await Promise.all([
      aVerifiedPendingProvider(ctx),
      aVerifiedPendingProvider(ctx),
      theAdmin(ctx),
    ]);
    await apiAs(ctx, admin).send('POST', `/admin/professionals/${rejected.id}/reject/`, {
      reason: 'Perfil incompleto',
    });
    const api = testApi(ctx.app);
    const download = (token: string, id: string, inline = false) =>
      api.files.download({ params: { id }, query: inline ? { inline: '1' } : {}, token });

    for (const who of [pending, rejected]) {
      // The listing as the demand's details show it: names and sizes, no download path.
      const list = await api.files.list({ query: { demand }, token: who.access });
      expect(list.status).toBe(200);
      expect(list.body.data.map((f) => [f.id, f.name, f.file])).toEqual([
        [ids[0], 'molde.pdf', null],
        [ids[1], 'foto.jpg', null],
      ]);
      for (const id of ids)
        for (const inline of [false, true]) {
          const res = await download(who.access, id, inline);
          expect([res.status, res.body?.message]).toEqual([
            403,
            OPPORTUNITY_TEXTS.filesNotApproved,
          ]);
          expect(res.raw.includes(PDF)).toBe(false);
        }
    }
    // The owner, the admin and an approved provider: download paths and the bytes.
    for (const who of [owner, admin, pro]) {
      const list = await api.files.list({ query: { demand }, token: who.access });
      expect(list.body.data.map((f) => f.file)).toEqual(
        ids.map((id) => `/api/v1/demand-files/${id}/download/`),
      );
      const res = await download(who.access, ids[0] ?? '');
      expect(res.status).toBe(200);
      expect(res.raw.equals(PDF)).toBe(true);
    }
    // Approved now: the very next request downloads.
    await apiAs(ctx, admin).send('POST', `/admin/professionals/${pending.id}/approve/`, {});
    expect((await download(pending.access, ids[0] ?? '')).status).toBe(200);
    const after = await api.files.list({ query: { demand }, token: pending.access });
    expect(after.body.data[0]?.file).toBe(`/api/v1/demand-files/${ids[0]}/download/`);
  });

  it('deleting the demand removes its files from disk', async () => {
    const id = (
      await testApi(ctx.app).demands.create({
        token: owner.access,
        body: aDemandBody(),
      })
    ).body.data.id;
    const res = await upload(owner.access, id, [['a.pdf', PDF]]);
    const before = storedFiles().length;
    expect(res.status).toBe(201);
    await testApi(ctx.app).demands.delete({ params: { id }, token: owner.access });
    // The files go after the commit, once the answer is out.
    await eventually(storedFiles, (files) => files.length === before - 1);
  });

  it("deleting a client's account removes the attachments of all their demands from disk", async () => {
    const leaving = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const ids = await Promise.all(
      [1, 2].map(
        async () =>
          (
            await testApi(ctx.app).demands.create({
              token: leaving.access,
              body: aDemandBody(),
            })
          ).body.data.id,
      ),
    );
    for (const id of ids)
      expect((await upload(leaving.access, id, [['b.pdf', PDF]])).status).toBe(201);
    const before = storedFiles().length;
    const res = await testApi(ctx.app).auth.deleteAccount({
      token: leaving.access,
      body: { password: leaving.password },
    });
    expect(res.status).toBe(200);
    await eventually(storedFiles, (files) => files.length === before - 2);
  });
});
