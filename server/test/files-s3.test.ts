import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMAND_TEXTS, UPLOAD_TEXTS } from '@alinhavo/shared/messages/demands';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { storageDeletions } from '../src/db/schema';
import { backendFor, buildTestApp } from './helpers/app';
import { uploadFiles } from './helpers/uploads';
import { testApi } from './helpers/api';
import { openTestDatabase } from './helpers/database';
import { eventually } from './helpers/eventually';
import { startLocalS3, type LocalS3 } from './helpers/local-s3';
import { aDemand, aVerifiedUser, type BuiltUser } from '@alinhavo/test-support/builders';
import { startSmtpCapture, type SmtpCapture } from '@alinhavo/test-support/smtp-capture';

/**
 * Two instances on one database and one bucket (STORAGE_URL), as behind a
 * load balancer. A file sent through A is downloaded and deleted through B; a refused upload
 * leaves nothing in the bucket; a bucket that stops answering gets a pt-BR 503, not a 500.
 */
const MB = 1024 * 1024;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

let s3: LocalS3;
let smtp: SmtpCapture;
let dataDir: string;
let dbA: Database;
let a: FastifyInstance;
let b: FastifyInstance;
const logs: string[] = [];

/** Random bytes after a JPEG header: a corrupted copy could not pass for the original. */
const jpegOf = (size: number) => {
  const buf = Buffer.alloc(size);
  for (let i = 0; i + 4 <= size; i += 4) buf.writeUInt32LE((i * 2654435761) >>> 0, i);
  JPEG.copy(buf);
  return buf;
};

const baseOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

const upload = (app: FastifyInstance, token: string, demand: string, files: [string, Buffer][]) =>
  uploadFiles(baseOf(app), token, demand, files);

async function download(app: FastifyInstance, token: string, file: string) {
  const res = await fetch(`${baseOf(app)}${file}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const headers = Object.fromEntries(
    [
      'content-type',
      'content-length',
      'content-disposition',
      'x-content-type-options',
      'cache-control',
    ].map((h) => [h, res.headers.get(h)]),
  );
  return { status: res.status, bytes, headers };
}

const filesOf = async (app: FastifyInstance, token: string, demand: string) =>
  (await testApi(app).files.list({ query: { demand }, token })).body.data;

beforeAll(async () => {
  s3 = await startLocalS3();
  smtp = await startSmtpCapture();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-s3-app-'));
  dbA = await openTestDatabase();
  // Instance B opens its own pool on the same PostgreSQL database, as a second process would; on
  // the embedded database both share the one in-process database (B leaves closing it to A).
  const pgUrl = (dbA.db as unknown as { $client: { options?: { connectionString?: string } } })
    .$client.options?.connectionString;
  const dbB: Database = pgUrl
    ? await openDatabase({ url: pgUrl })
    : { ...dbA, close: async () => undefined };
  const env = {
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    STORAGE_URL: s3.url,
    // Room for one 20 MB file and part of another: the quota test crosses it mid-multipart.
    UPLOAD_DAILY_MB: '30',
    LOG_LEVEL: 'info',
    RENDERER_DIST: path.join(dataDir, 'none'),
  };
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  a = await buildTestApp({ config: loadConfig(env), database: dbA, logStream });
  b = await buildTestApp({ config: loadConfig(env), database: dbB, logStream });
  await a.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await smtp?.close();
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('files in an S3-compatible bucket shared by two instances', () => {
  let owner: BuiltUser;
  let pro: BuiltUser;

  beforeAll(async () => {
    [owner, pro] = await Promise.all([
      aVerifiedUser(backendFor(a, smtp), { type: 'CLIENTE' }),
      aVerifiedUser(backendFor(a, smtp), { type: 'PROFISSIONAL' }),
    ]);
  });

  it('keeps nothing on the instance disk', () => {
    expect(a.storage.kind).toBe('s3');
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it('a file sent through A downloads through B with the same bytes and headers; deleted through B, it leaves the bucket', async () => {
    const demandId = await aDemand(backendFor(a, smtp), owner);
    const before = await s3.objects();
    // 7 MB goes in two parts (multipart past 5 MB); the PDF in one PutObject.
    const big = jpegOf(7 * MB);
    const sent = await upload(a, owner.access, demandId, [
      ['modelo\u202Egpj.jpg', big],
      ['ficha técnica.pdf', PDF],
    ]);
    expect(sent.status).toBe(201);
    expect(s3.requests.some((r) => r.startsWith('POST ') && r.includes('?uploads'))).toBe(true);
    const [jpg, pdf] = sent.body.data;
    if (!jpg || !pdf) throw new Error('two files expected');
    const added = (await s3.objects()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(2);
    expect(added.every((k) => /^[0-9a-f]{32}$/.test(k))).toBe(true);

    const throughA = await download(a, owner.access, jpg.file);
    const throughB = await download(b, pro.access, jpg.file);
    expect(throughB.status).toBe(200);
    expect(throughB.bytes.equals(big)).toBe(true);
    expect(throughB.headers).toEqual(throughA.headers);
    expect(throughB.headers).toEqual({
      'content-type': 'image/jpeg',
      'content-length': String(big.length),
      'content-disposition': `attachment; filename="modelogpj.jpg"; filename*=UTF-8''modelogpj.jpg`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    const pdfThroughB = await download(b, pro.access, pdf.file);
    expect(pdfThroughB.bytes.equals(PDF)).toBe(true);
    expect(pdfThroughB.headers['content-disposition']).toBe(
      `attachment; filename="ficha t_cnica.pdf"; filename*=UTF-8''ficha%20t%C3%A9cnica.pdf`,
    );
    // Authorization stays in the service: another client cannot read it from either instance.
    const stranger = await aVerifiedUser(backendFor(b, smtp), { type: 'CLIENTE' });
    expect((await download(b, stranger.access, jpg.file)).status).toBe(404);

    const deleted = await testApi(b).files.delete({ params: { id: jpg.id }, token: owner.access });
    expect(deleted.status).toBe(200);
    expect((await s3.objects()).filter((k) => !before.includes(k))).toHaveLength(1);
    expect((await download(a, owner.access, jpg.file)).status).toBe(404);
    // Deleting the demand through B takes its last object with it.
    await testApi(b).demands.delete({ params: { id: demandId }, token: owner.access });
    await eventually(s3.objects, (keys) => keys.length === before.length);
    expect(await s3.objects()).toEqual(before);
    expect(s3.openUploads()).toEqual([]);
  });

  it("deleting a client's account through B removes every attachment of theirs from the bucket", async () => {
    const before = await s3.objects();
    const leaving = await aVerifiedUser(backendFor(a, smtp), { type: 'CLIENTE' });
    for (const name of ['a.pdf', 'b.pdf']) {
      const demandId = await aDemand(backendFor(a, smtp), leaving);
      expect((await upload(a, leaving.access, demandId, [[name, PDF]])).status).toBe(201);
    }
    expect(await s3.objects()).toHaveLength(before.length + 2);
    const res = await testApi(b).auth.deleteAccount({
      token: leaving.access,
      body: { password: leaving.password },
    });
    expect(res.status).toBe(200);
    await eventually(s3.objects, (keys) => keys.length === before.length);
  });

  it('a refused upload leaves nothing in the bucket: bad content, too large, over the daily quota', async () => {
    // Someone who has sent nothing today: the ledger counts what was sent, deleted or not, and
    // the quota must be crossed past the 5 MB that start a multipart upload.
    const sender = await aVerifiedUser(backendFor(a, smtp), { type: 'CLIENTE' });
    const demandId = await aDemand(backendFor(a, smtp), sender);
    const before = await s3.objects();
    const html = await upload(a, sender.access, demandId, [
      ['ok.pdf', PDF],
      ['foto.png', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>')],
    ]);
    expect(html.status).toBe(415);
    expect(html.body.message).toBe(DEMAND_TEXTS.fileTypeRefused);

    const aborts = () =>
      s3.requests.filter((r) => r.startsWith('DELETE ') && r.includes('uploadId='));
    const abortsBefore = aborts().length;
    const sentBefore = s3.requests.length;
    const tooLarge = await upload(a, sender.access, demandId, [
      ['grande.jpg', jpegOf(20 * MB + 1)],
    ]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(DEMAND_TEXTS.fileTooLarge);
    // It had gone multipart (20 MB in 5 MB parts) and was aborted, never completed.
    expect(aborts().length).toBe(abortsBefore + 1);
    const completes = s3.requests.slice(sentBefore).filter((r) => /^POST .*uploadId=/.test(r));
    expect(completes).toEqual([]);

    expect(
      (await upload(a, sender.access, demandId, [['cheio.jpg', jpegOf(20 * MB)]])).status,
    ).toBe(201);
    const stored = await s3.objects();
    const overQuota = await upload(b, sender.access, demandId, [['mais.jpg', jpegOf(12 * MB)]]);
    expect(overQuota.status).toBe(413);
    expect(overQuota.body.message).toBe(UPLOAD_TEXTS.dailyUploadLimit(30));
    expect(aborts().length).toBe(abortsBefore + 2);
    expect(await s3.objects()).toEqual(stored);
    expect(stored.filter((k) => !before.includes(k))).toHaveLength(1);
    expect(s3.openUploads()).toEqual([]);
    expect(await filesOf(a, sender.access, demandId)).toHaveLength(1);
  });

  it('a bucket that stops answering gets a pt-BR 503 and changes nothing; back up, everything works', async () => {
    const demandId = await aDemand(backendFor(a, smtp), owner);
    const beforeUpload = await s3.objects();
    const sent = await upload(a, owner.access, demandId, [['antes.pdf', PDF]]);
    expect(sent.status).toBe(201);
    const kept = sent.body.data[0];
    if (!kept) throw new Error('no file');
    const objects = await s3.objects();
    const errorsBefore = logs.filter((l) => l.includes('erro interno')).length;

    await s3.stop();
    try {
      const refused = await upload(a, owner.access, demandId, [['durante.pdf', PDF]]);
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(UPLOAD_TEXTS.storageUnavailable);
      const read = await download(b, owner.access, kept.file);
      expect(read.status).toBe(503);
      expect(JSON.parse(read.bytes.toString())).toMatchObject({
        status: 'error',
        message: UPLOAD_TEXTS.storageUnavailable,
      });
      const removal = await testApi(b).files.delete({
        params: { id: kept.id },
        token: owner.access,
      });
      expect(removal.status).toBe(503);
      expect(removal.body.message).toBe(UPLOAD_TEXTS.storageUnavailable);
      // Nothing half-written: the refused upload has no row, the file not deleted keeps its row.
      expect((await filesOf(b, owner.access, demandId)).map((f) => f.id)).toEqual([kept.id]);
    } finally {
      await s3.start();
    }
    expect(logs.filter((l) => l.includes('erro interno')).length).toBe(errorsBefore);
    expect(logs.some((l) => l.includes('[storage] S3 não respondeu'))).toBe(true);
    expect(await s3.objects()).toEqual(objects);
    expect((await download(b, owner.access, kept.file)).bytes.equals(PDF)).toBe(true);
    expect(
      (await testApi(b).files.delete({ params: { id: kept.id }, token: owner.access })).status,
    ).toBe(200);
    expect(await s3.objects()).toEqual(beforeUpload);
  });

  it('an account deleted while the bucket is down: its objects are queued and leave once it is back', async () => {
    const before = await s3.objects();
    const leaving = await aVerifiedUser(backendFor(a, smtp), { type: 'CLIENTE' });
    const demandId = await aDemand(backendFor(a, smtp), leaving);
    expect(
      (
        await upload(a, leaving.access, demandId, [
          ['c.pdf', PDF],
          ['d.pdf', PDF],
        ])
      ).status,
    ).toBe(201);
    const theirs = (await s3.objects()).filter((k) => !before.includes(k));
    expect(theirs).toHaveLength(2);
    const queued = () => dbA.db.select().from(storageDeletions);

    await s3.stop();
    try {
      const res = await testApi(b).auth.deleteAccount({
        token: leaving.access,
        body: { password: leaving.password },
      });
      expect(res.status).toBe(200);
      // B tried right after the commit and failed: both wait, with their next try set.
      await eventually(
        () => logs.filter((l) => l.includes('[storage] anexo não removido; nova tentativa')).length,
        (n) => n === 2,
      );
      expect((await queued()).map((r) => r.attempts)).toEqual([1, 1]);
      // A sweep while still down keeps them queued.
      expect(await a.jobs.storageSweep(new Date(Date.now() + 60 * 60_000))).toEqual({
        removed: 0,
        failed: 2,
      });
    } finally {
      await s3.start();
    }
    expect((await s3.objects()).filter((k) => theirs.includes(k))).toHaveLength(2);
    // Not due yet (the backoff): nothing is tried.
    expect(await a.jobs.storageSweep()).toEqual({ removed: 0, failed: 0 });
    expect(await b.jobs.storageSweep(new Date(Date.now() + 24 * 60 * 60_000))).toEqual({
      removed: 2,
      failed: 0,
    });
    expect(await s3.objects()).toEqual(before);
    expect(await queued()).toEqual([]);
  });

  it('names a bucket it cannot reach in the log at boot, without holding the boot up', async () => {
    const lines: string[] = [];
    const wrongBucket = s3.url.replace('/alinhavo-anexos?', '/nao-existe?');
    const other = await buildTestApp({
      config: loadConfig({
        NODE_ENV: 'test',
        PASSWORD_HASH_COST: 'test',
        DATA_DIR: dataDir,
        STORAGE_URL: wrongBucket,
        LOG_LEVEL: 'warn',
        RENDERER_DIST: path.join(dataDir, 'none'),
      }),
      database: { ...dbA, close: async () => undefined },
      logStream: new Writable({
        write(chunk: Buffer, _enc, cb) {
          lines.push(chunk.toString());
          cb();
        },
      }),
    });
    try {
      await eventually(
        () => lines.join('\n'),
        (log) => log.includes('[storage] bucket inacessível na partida'),
      );
      expect(lines.join('\n')).toContain('"bucket":"nao-existe"');
      expect(lines.join('\n')).not.toContain('S3RVER');
    } finally {
      await other.close();
    }
  });

  it('never writes the bucket credentials to the log', () => {
    const log = logs.join('\n');
    expect(log.length).toBeGreaterThan(1000);
    expect(log).not.toContain('S3RVER');
  });
});
