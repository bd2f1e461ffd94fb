import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TEXTS } from '@alinhavo/shared/messages/demands';
import { startTestApp, type TestContext } from './helpers/app';
import { ok, testApi } from './helpers/api';
import { listenLocally } from './helpers/sockets';
import { JPEG_HEAD as JPEG, PNG_HEAD as PNG, sized, uploadFiles } from './helpers/uploads';
import {
  aClient,
  aDemand,
  aDemandWithCandidates,
  anApprovedProvider,
  type Person,
} from '@alinhavo/test-support/builders';

/**
 * UPLOAD_DAILY_MB counts what each person sent in the last 24 hours through every upload: a
 * demand's files, a lot's files (whoever sends them) and portfolio photos. Deleting what was sent
 * does not renew it.
 */
const KB = 1024;
const DAY = 24 * 60 * 60 * 1000;
const LIMIT = UPLOAD_TEXTS.dailyUploadLimit(1);

let ctx: TestContext;
let base: string;
let nowMs = Date.now();

beforeAll(async () => {
  ctx = await startTestApp({ UPLOAD_DAILY_MB: '1' }, { now: () => nowMs });
  base = await listenLocally(ctx.app);
});
afterAll(() => ctx.close());

const api = () => testApi(ctx.app);

/** A real photo of about `kb` KB: random pixels, which PNG cannot shrink. */
const aPhotoOf = (kb: number) =>
  sharp(randomBytes(kb * KB), { raw: { width: 256, height: (kb * KB) / (256 * 4), channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** A provider chosen on a client's demand, with one lot the client created. */
async function aJobWithALot(): Promise<{
  client: Person;
  pro: Person;
  demand: string;
  lot: string;
}> {
  const [client, pro] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
  const demand = await aDemandWithCandidates(ctx, client, [pro]);
  await ok(
    testApi(ctx.app).demands.patch({
      params: { id: demand },
      token: client.access,
      body: { chosen_professional_id: pro.id },
    }),
  );
  const lot = await api().lots.create({
    params: { id: demand },
    token: client.access,
    body: {
      client_id: randomUUID(),
      quantity: 100,
      items: 'Corte de 100 camisetas.',
      sent_on: '2026-03-01',
      expected_return: '2026-03-15',
    },
  });
  expect(lot.status).toBe(201);
  return { client, pro, demand, lot: lot.body.data.id };
}

const lotUpload = (j: { pro: Person; demand: string; lot: string }, file: [string, Buffer]) =>
  uploadFiles(base, j.pro.access, j.demand, [file], j.lot);

const portfolioUpload = (who: Person, bytes: Buffer) =>
  api().portfolio.upload({
    token: who.access,
    body: {},
    files: [new File([new Uint8Array(bytes)], 'trabalho.png', { type: 'image/png' })],
  });

describe('one daily budget per person, whatever the route', () => {
  it('deleting what was sent does not renew the day; the next day does', async () => {
    const client = await aClient(ctx);
    const demand = await aDemand(ctx, client);
    const sent = await uploadFiles(base, client.access, demand, [['a.jpg', sized(JPEG, 900 * KB)]]);
    expect(sent.status).toBe(201);
    const removed = await api().files.delete({
      params: { id: sent.body.data[0]!.id },
      token: client.access,
    });
    expect(removed.status).toBe(200);

    const again = await uploadFiles(base, client.access, demand, [
      ['b.jpg', sized(JPEG, 300 * KB)],
    ]);
    expect(again.status).toBe(413);
    expect(again.body.message).toBe(LIMIT);

    nowMs += DAY + 60_000;
    const tomorrow = await uploadFiles(base, client.access, demand, [
      ['c.jpg', sized(JPEG, 900 * KB)],
    ]);
    expect(tomorrow.status).toBe(201);
    // Yesterday's lines left the book with today's upload: only today's is kept.
    const lines = await ctx.database.db.execute(
      sql`select bytes from upload_ledger where user_id = ${client.id}`,
    );
    expect((lines as { rows: { bytes: number }[] }).rows).toEqual([{ bytes: 900 * KB }]);
  });

  it('a provider’s portfolio photos and lot files are theirs to count, not the client’s', async () => {
    const job = await aJobWithALot();
    const { client, pro, demand } = job;
    const photo = await aPhotoOf(600);
    expect(photo.length).toBeGreaterThan(600 * KB);
    expect((await portfolioUpload(pro, photo)).status).toBe(201);
    // 600 KB of photo and 500 KB of lot files pass the provider's 1 MB.
    const lotFile = await lotUpload(job, ['defeito.png', sized(PNG, 500 * KB)]);
    expect(lotFile.status).toBe(413);
    expect(lotFile.body.message).toBe(LIMIT);
    const lotFiles = await lotUpload(job, ['defeito.png', sized(PNG, 300 * KB)]);
    expect(lotFiles.status).toBe(201);
    // The portfolio is refused too, before the photo is decoded, and keeps what it had.
    const second = await portfolioUpload(pro, await aPhotoOf(200));
    expect(second.status).toBe(413);
    expect(second.body.message).toBe(LIMIT);
    expect((await api().portfolio.mine({ token: pro.access })).body.data.photos).toHaveLength(1);

    // The client's own budget is untouched by what the provider sent to their demand's lot.
    const own = await uploadFiles(base, client.access, demand, [
      ['ficha.jpg', sized(JPEG, 900 * KB)],
    ]);
    expect(own.status).toBe(201);
  });

  it('parallel uploads through the two routes share one budget', async () => {
    const job = await aJobWithALot();
    const photo = await aPhotoOf(600);
    const [viaPortfolio, viaLot] = await Promise.all([
      portfolioUpload(job.pro, photo),
      lotUpload(job, ['defeito.jpg', sized(JPEG, 600 * KB)]),
    ]);
    expect([viaPortfolio.status, viaLot.status].sort()).toEqual([201, 413]);
  });
});
