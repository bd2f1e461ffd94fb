import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_TEXTS as T } from '@alinhavo/shared/messages/portfolio';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { startLocalS3, type LocalS3 } from './helpers/local-s3';
import { anApprovedProvider } from '@alinhavo/test-support/builders';

/**
 * The portfolio on a bucket (STORAGE_URL, s3rver): the original and both copies go through the same
 * FileStore, the copies served back carry no EXIF, a refused photo leaves nothing in the bucket
 * and removing a photo removes its three objects.
 */
let s3: LocalS3;
let ctx: TestContext;
const api = () => testApi(ctx.app);

beforeAll(async () => {
  s3 = await startLocalS3();
  ctx = await startTestApp({ STORAGE_URL: s3.url });
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

describe('portfolio on S3', () => {
  it('stores three objects, serves the copies without GPS, and leaves nothing behind', async () => {
    const provider = await anApprovedProvider(ctx);
    const jpeg = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 20, g: 120, b: 90 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'CameraS3' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
      })
      .toBuffer();
    const before = (await s3.objects()).length;
    const refused = await api().portfolio.upload({
      token: provider.access,
      body: {},
      files: [new File(['%PDF-1.7\n%%EOF\n'], 'foto.jpg')],
    });
    expect([refused.status, refused.body.message]).toEqual([415, T.notAnImage]);
    expect(await s3.objects()).toHaveLength(before);

    const res = await api().portfolio.upload({
      token: provider.access,
      body: { caption: 'No bucket' },
      files: [new File([new Uint8Array(jpeg)], 'foto.jpg', { type: 'image/jpeg' })],
    });
    expect(res.status).toBe(201);
    expect(await s3.objects()).toHaveLength(before + 3);
    const served = await api().portfolio.publicImage({
      params: { id: res.body.data.id },
      query: { size: 'display' },
    });
    expect(served.status).toBe(200);
    const meta = await sharp(served.raw).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 1280, undefined]);

    const del = await api().portfolio.remove({
      token: provider.access,
      params: { id: res.body.data.id },
    });
    expect(del.status).toBe(200);
    expect(await s3.objects()).toHaveLength(before);
  });
});
