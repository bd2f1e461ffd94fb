import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_TEXTS as T } from '@alinhavo/shared/messages/portfolio';
import { diskStorageDir, startTestApp, type TestContext } from './helpers/app';
import { ok, testApi } from './helpers/api';
import {
  aClient,
  aDemandWithCandidates,
  aPendingProvider,
  anApprovedProvider,
  apiAs,
  theAdmin,
  type Person,
} from '@alinhavo/test-support/builders';

let ctx: TestContext;
let jpegWithGps: Buffer;
let smallPng: Buffer;

const api = () => testApi(ctx.app);
const photo = (bytes: Buffer, name = 'trabalho.jpg') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

/**
 * Whether EXIF holds a GPS directory: IFD0's GPSInfo entry (tag 0x8825, type LONG, count 1), in
 * either byte order.
 */
const hasGpsDirectory = (exif: Buffer) =>
  exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00])) ||
  exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04, 0x00, 0x00, 0x00, 0x01]));

/** A 2000×1500 JPEG carrying EXIF with GPS and a camera make, as phones write them. */
async function aPhotoWithGps(): Promise<Buffer> {
  return sharp({
    create: { width: 2000, height: 1500, channels: 3, background: { r: 180, g: 90, b: 60 } },
  })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'CameraDeTeste', Model: 'Alinhavo 1' },
      // libvips numbers the GPS directory IFD3 (sharp's types name no 'GPS' key).
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .toBuffer();
}

const upload = (who: { access: string }, bytes: Buffer, caption?: string, name?: string) =>
  api().portfolio.upload({
    token: who.access,
    body: caption === undefined ? {} : { caption },
    files: [photo(bytes, name)],
  });

async function suspend(id: string) {
  await apiAs(ctx, await theAdmin(ctx)).send('POST', `/admin/users/${id}/suspend/`, {
    reason: 'Suspensão do teste do portfólio',
  });
}

beforeAll(async () => {
  ctx = await startTestApp();
  jpegWithGps = await aPhotoWithGps();
  smallPng = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

describe('portfolio', () => {
  it('the fixture really carries GPS (so the next test proves something)', async () => {
    const meta = await sharp(jpegWithGps).metadata();
    expect(meta.exif?.includes(Buffer.from('CameraDeTeste'))).toBe(true);
    expect(meta.exif && hasGpsDirectory(meta.exif)).toBe(true);
  });

  it('keeps a photo as a 320 px thumbnail and a 1280 px display copy, WebP, without EXIF/GPS', async () => {
    const provider = await anApprovedProvider(ctx);
    const res = await upload(provider, jpegWithGps, '  Vestido de festa em cetim  ');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      caption: 'Vestido de festa em cetim',
      position: 0,
      width: 1280,
      height: 960,
    });
    const id = res.body.data.id;
    for (const [size, side] of [
      ['thumb', 320],
      ['display', 1280],
    ] as const) {
      for (const served of [
        await api().portfolio.publicImage({ params: { id }, query: { size } }),
        await api().portfolio.ownImage({ token: provider.access, params: { id }, query: { size } }),
      ]) {
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(served.raw).metadata();
        expect(meta.format).toBe('webp');
        expect(Math.max(meta.width, meta.height)).toBe(side);
        // Read back: no EXIF (GPS included), no XMP, no IPTC; the bytes hold no trace either.
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
        expect(served.raw.includes(Buffer.from('CameraDeTeste'))).toBe(false);
        expect(served.raw.includes(Buffer.from('Exif'))).toBe(false);
        expect(hasGpsDirectory(served.raw)).toBe(false);
      }
    }
    const pub = await api().portfolio.publicImage({ params: { id }, query: { size: 'thumb' } });
    expect(pub.headers['cache-control']).toBe('no-cache');
    expect(pub.headers.etag).toBe(`"${id}-thumb"`);
    const own = await api().portfolio.ownImage({
      token: provider.access,
      params: { id },
      query: { size: 'thumb' },
    });
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the original private: stored, but no route answers it', async () => {
    const provider = await anApprovedProvider(ctx);
    const res = await upload(provider, jpegWithGps, 'Original');
    const id = res.body.data.id;
    const row = await ctx.database.db.query.portfolioPhotos.findFirst({
      where: (t, { eq }) => eq(t.id, id),
    });
    if (!row) throw new Error('no row');
    const stored = path.join(diskStorageDir(ctx.config), 'files', row.originalName);
    // The original as sent (GPS and all) is on disk…
    expect(fs.readFileSync(stored).equals(jpegWithGps)).toBe(true);
    // …and no served copy is it, for anyone, under any size the contract knows.
    for (const size of ['thumb', 'display'] as const) {
      const served = await api().portfolio.publicImage({ params: { id }, query: { size } });
      expect(served.raw.equals(jpegWithGps)).toBe(false);
    }
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/public/portfolio/${id}/image/?size=original`,
    });
    expect(other.statusCode).toBe(400);
  });

  it('holds at most 12 photos; the 13th is refused and nothing of it stays', async () => {
    const provider = await aPendingProvider(ctx);
    // 12 at once: the limit holds under parallel uploads.
    const results = await Promise.all(
      Array.from({ length: 13 }, (_, i) => upload(provider, smallPng, `Foto ${i}`, 'f.png')),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(12);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.message])).toEqual([[400, T.tooMany(12)]]);
    const mine = await api().portfolio.mine({ token: provider.access });
    expect(mine.body.data.photos).toHaveLength(12);
    expect(mine.body.data.max).toBe(12);
    const files = fs.readdirSync(path.join(diskStorageDir(ctx.config), 'tmp'));
    expect(files).toEqual([]);
    const again = await upload(provider, smallPng, 'Mais uma', 'f.png');
    expect([again.status, again.body.message]).toEqual([400, T.tooMany(12)]);
  });

  it('refuses a caption over 100 characters or with control characters (line())', async () => {
    const provider = await anApprovedProvider(ctx);
    const long = await upload(provider, smallPng, 'a'.repeat(101), 'f.png');
    expect(long.status).toBe(400);
    const bidi = await upload(provider, smallPng, 'Vestido\u202Egpj.exe', 'f.png');
    expect(bidi.status).toBe(400);
    const ok = await upload(provider, smallPng, 'a'.repeat(100), 'f.png');
    expect(ok.status).toBe(201);
    const id = ok.body.data.id;
    const patch = await api().portfolio.caption({
      token: provider.access,
      params: { id },
      body: { caption: 'b'.repeat(101) },
    });
    expect(patch.status).toBe(400);
    const nul = await api().portfolio.caption({
      token: provider.access,
      params: { id },
      body: { caption: 'com\u0000nulo' },
    });
    expect(nul.status).toBe(400);
    const fine = await api().portfolio.caption({
      token: provider.access,
      params: { id },
      body: { caption: 'Calça jeans — lavagem escura' },
    });
    expect(fine.body.data.caption).toBe('Calça jeans — lavagem escura');
  });

  it('refuses what is not a photo by its bytes, whatever its name', async () => {
    const provider = await anApprovedProvider(ctx);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
    const html = Buffer.from('<svg onload="alert(1)"></svg>');
    for (const [bytes, name] of [
      [pdf, 'foto.jpg'],
      [html, 'foto.png'],
      [Buffer.from('texto simples'), 'foto.webp'],
    ] as const) {
      const res = await upload(provider, bytes, undefined, name);
      expect([res.status, res.body.message]).toEqual([415, T.notAnImage]);
    }
    // JPEG magic with garbage behind it: passes the sniff, fails the decoder.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const broken = await upload(provider, fake, undefined, 'foto.jpg');
    expect([broken.status, broken.body.message]).toEqual([415, T.unreadable]);
    // A PNG named .jpg is fine: the bytes decide.
    expect((await upload(provider, smallPng, undefined, 'foto.jpg')).status).toBe(201);
    expect((await api().portfolio.mine({ token: provider.access })).body.data.photos).toHaveLength(
      1,
    );
    const dir = diskStorageDir(ctx.config);
    expect(fs.readdirSync(path.join(dir, 'tmp'))).toEqual([]);
  });

  it('only the owner manages: others get 404 on caption, delete and own image; clients have none', async () => {
    const owner = await anApprovedProvider(ctx);
    const other = await anApprovedProvider(ctx);
    const client = await aClient(ctx);
    const id = (await upload(owner, smallPng, 'Minha', 'f.png')).body.data.id;
    for (const who of [other, client]) {
      const caption = await api().portfolio.caption({
        token: who.access,
        params: { id },
        body: { caption: 'Roubada' },
      });
      const del = await api().portfolio.remove({ token: who.access, params: { id } });
      const img = await api().portfolio.ownImage({
        token: who.access,
        params: { id },
        query: { size: 'display' },
      });
      expect([caption.status, del.status, img.status]).toEqual(
        who === client ? [403, 403, 404] : [404, 404, 404],
      );
    }
    const clientUpload = await upload(client, smallPng, 'x', 'f.png');
    expect([clientUpload.status, clientUpload.body.message]).toEqual([403, T.onlyProviders]);
    const reorderOthers = await api().portfolio.reorder({
      token: other.access,
      body: { ids: [id] },
    });
    expect(reorderOthers.status).toBe(400);
    const mine = await api().portfolio.mine({ token: owner.access });
    expect(mine.body.data.photos.map((p) => p.caption)).toEqual(['Minha']);
  });

  it('reorders with every photo once, and removes a photo with its three objects', async () => {
    const provider = await anApprovedProvider(ctx);
    const ids: string[] = [];
    for (const c of ['A', 'B', 'C'])
      ids.push((await upload(provider, smallPng, c, 'f.png')).body.data.id);
    const [a, b, c] = ids as [string, string, string];
    const half = await api().portfolio.reorder({ token: provider.access, body: { ids: [c, a] } });
    expect([half.status, half.body.message]).toEqual([400, T.orderMismatch]);
    const twice = await api().portfolio.reorder({
      token: provider.access,
      body: { ids: [c, a, a] },
    });
    expect(twice.status).toBe(400);
    const moved = await api().portfolio.reorder({
      token: provider.access,
      body: { ids: [c, a, b] },
    });
    expect(moved.body.data.photos.map((p) => p.caption)).toEqual(['C', 'A', 'B']);
    const row = await ctx.database.db.query.portfolioPhotos.findFirst({
      where: (t, { eq }) => eq(t.id, a),
    });
    if (!row) throw new Error('no row');
    const filesDir = path.join(diskStorageDir(ctx.config), 'files');
    const names = [row.originalName, row.thumbName, row.displayName];
    expect(names.every((n) => fs.existsSync(path.join(filesDir, n)))).toBe(true);
    const del = await api().portfolio.remove({ token: provider.access, params: { id: a } });
    expect(del.status).toBe(200);
    expect(names.some((n) => fs.existsSync(path.join(filesDir, n)))).toBe(false);
    const gone = await api().portfolio.publicImage({ params: { id: a }, query: { size: 'thumb' } });
    expect(gone.status).toBe(404);
    const list = await api().portfolio.mine({ token: provider.access });
    expect(list.body.data.photos.map((p) => p.caption)).toEqual(['C', 'B']);
  });

  it('public page: an approved provider’s public fields and portfolio, never contact or documents', async () => {
    const provider = await anApprovedProvider(ctx, {
      profile: { cpf: '529.982.247-25', cellphone: '(11) 98765-4321' },
    });
    await upload(provider, smallPng, 'Coleção de inverno', 'f.png');
    const res = await api().portfolio.publicProfile({ params: { id: provider.id } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const data = res.body.data;
    expect(data.portfolio.map((p) => p.caption)).toEqual(['Coleção de inverno']);
    expect(data.name).toBeTruthy();
    expect(Object.keys(data).sort()).toEqual(
      [
        'areas',
        'city',
        'id',
        'is_company',
        'name',
        'portfolio',
        'rating_avg',
        'rating_count',
        'services',
        'specialties',
        'uf',
      ].sort(),
    );
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('@');
    expect(text).not.toContain('98765');
    expect(text).not.toContain('529.982');
  });

  it('public page and public images: 404 for a pending or suspended provider; the owner still sees their own', async () => {
    const pending = await aPendingProvider(ctx);
    const suspended = await anApprovedProvider(ctx);
    const pendingPhoto = (await upload(pending, smallPng, 'P', 'f.png')).body.data.id;
    const suspendedPhoto = (await upload(suspended, smallPng, 'S', 'f.png')).body.data.id;
    await suspend(suspended.id);
    for (const [who, photoId] of [
      [pending, pendingPhoto],
      [suspended, suspendedPhoto],
    ] as const) {
      const page = await api().portfolio.publicProfile({ params: { id: who.id } });
      expect([page.status, page.body.message]).toEqual([404, T.professionalNotFound]);
      const img = await api().portfolio.publicImage({
        params: { id: photoId },
        query: { size: 'thumb' },
      });
      expect(img.status).toBe(404);
    }
    const own = await api().portfolio.ownImage({
      token: pending.access,
      params: { id: pendingPhoto },
      query: { size: 'thumb' },
    });
    expect(own.status).toBe(200);
    const client = await aClient(ctx);
    const clientPage = await api().portfolio.publicProfile({ params: { id: client.id } });
    expect(clientPage.status).toBe(404);
  });

  it('a browser holding a public photo revalidates it: 304 while listed, 404 once removed or suspended', async () => {
    const provider = await anApprovedProvider(ctx);
    const kept = (await upload(provider, smallPng, 'Fica', 'f.png')).body.data.id;
    const removed = (await upload(provider, smallPng, 'Sai', 'g.png')).body.data.id;
    const fetchWith = (id: string, etag?: string) =>
      api().portfolio.publicImage({
        params: { id },
        query: { size: 'display' },
        ...(etag ? { headers: { 'if-none-match': etag } } : {}),
      });
    const first = await fetchWith(kept);
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    const again = await fetchWith(kept, etag);
    expect([again.status, again.raw.length]).toEqual([304, 0]);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.etag).toBe(etag);
    // Another size is another copy: its own ETag, so a thumbnail's tag fetches the display copy.
    expect((await fetchWith(kept, `"${kept}-thumb"`)).status).toBe(200);

    const removedTag = String((await fetchWith(removed)).headers.etag);
    const del = await api().portfolio.remove({ token: provider.access, params: { id: removed } });
    expect(del.status).toBe(200);
    expect((await fetchWith(removed, removedTag)).status).toBe(404);

    await suspend(provider.id);
    expect((await fetchWith(kept, etag)).status).toBe(404);
  });

  /** The public page as a browser asks for it (a 304 has no envelope to parse). */
  const pageWith = (id: string, etag?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/public/professionals/${id}/`,
      headers: etag ? { 'if-none-match': etag } : {},
    });

  it('the public page is revalidated every time: bodiless 304 while unchanged, a new ETag once a photo changes', async () => {
    const provider = await anApprovedProvider(ctx);
    const first = (await upload(provider, smallPng, 'Primeira', 'f.png')).body.data.id;
    const page = await pageWith(provider.id);
    expect([page.statusCode, page.headers['cache-control']]).toEqual([200, 'no-cache']);
    const etag = String(page.headers.etag);
    const same = await pageWith(provider.id, etag);
    expect([same.statusCode, same.rawPayload.length, same.headers.etag]).toEqual([304, 0, etag]);
    expect(same.headers['cache-control']).toBe('no-cache');
    // A list of tags, one of them this one (and weak), matches as well.
    expect((await pageWith(provider.id, `"outra", W/${etag}`)).statusCode).toBe(304);

    const second = (await upload(provider, smallPng, 'Segunda', 'g.png')).body.data.id;
    const added = await pageWith(provider.id, etag);
    expect(added.statusCode).toBe(200);
    expect(added.headers.etag).not.toBe(etag);
    const addedTag = String(added.headers.etag);
    expect(
      added.json<{ data: { portfolio: { id: string }[] } }>().data.portfolio.map((p) => p.id),
    ).toEqual([first, second]);

    await api().portfolio.remove({ token: provider.access, params: { id: second } });
    const removed = await pageWith(provider.id, addedTag);
    expect(removed.statusCode).toBe(200);
    expect(removed.headers.etag).toBe(etag);
    expect(
      removed.json<{ data: { portfolio: { id: string }[] } }>().data.portfolio.map((p) => p.id),
    ).toEqual([first]);
    const photo = await api().portfolio.publicImage({
      params: { id: second },
      query: { size: 'thumb' },
      headers: { 'if-none-match': `"${second}-thumb"` },
    });
    expect(photo.status).toBe(404);
  });

  it('a suspension takes the public page and photos offline at once, a stale ETag included; a reactivation brings them back', async () => {
    const provider = await anApprovedProvider(ctx);
    const id = (await upload(provider, smallPng, 'Vitrine', 'f.png')).body.data.id;
    const page = await pageWith(provider.id);
    expect(page.statusCode).toBe(200);
    const pageTag = String(page.headers.etag);
    const image = await api().portfolio.publicImage({ params: { id }, query: { size: 'display' } });
    expect(image.status).toBe(200);
    const imageTag = String(image.headers.etag);

    await suspend(provider.id);
    for (const etag of [undefined, pageTag]) {
      const gone = await pageWith(provider.id, etag);
      expect([gone.statusCode, gone.json<{ message: string }>().message]).toEqual([
        404,
        T.professionalNotFound,
      ]);
      expect(gone.headers['cache-control']).toBe('no-cache');
    }
    for (const etag of [undefined, imageTag]) {
      const gone = await api().portfolio.publicImage({
        params: { id },
        query: { size: 'display' },
        ...(etag ? { headers: { 'if-none-match': etag } } : {}),
      });
      expect([gone.status, gone.headers['cache-control']]).toEqual([404, 'no-cache']);
      expect(gone.headers.etag).toBeUndefined();
    }

    const admin = await theAdmin(ctx);
    const back = await api().admin.reactivate({
      params: { id: provider.id },
      token: admin.access,
      body: { reason: 'Contestação aceita' },
    });
    expect(back.status).toBe(200);
    expect((await pageWith(provider.id)).statusCode).toBe(200);
  });

  it('a revalidated photo is answered without opening the stored copy', async () => {
    const provider = await anApprovedProvider(ctx);
    const id = (await upload(provider, smallPng, 'Só a etiqueta', 'f.png')).body.data.id;
    const row = await ctx.database.db.query.portfolioPhotos.findFirst({
      where: (t, { eq }) => eq(t.id, id),
    });
    if (!row) throw new Error('no row');
    const etag = `"${id}-display"`;
    // The stored copy goes; only a request that opens it can notice.
    fs.rmSync(path.join(diskStorageDir(ctx.config), 'files', row.displayName));
    const held = await api().portfolio.publicImage({
      params: { id },
      query: { size: 'display' },
      headers: { 'if-none-match': etag },
    });
    expect([held.status, held.raw.length]).toEqual([304, 0]);
    const fresh = await api().portfolio.publicImage({ params: { id }, query: { size: 'display' } });
    expect(fresh.status).toBe(404);
  });

  it("a demand's candidates and its chosen professional say how many photos each shows", async () => {
    const client = await aClient(ctx);
    const [withPhotos, without] = await Promise.all([
      anApprovedProvider(ctx),
      anApprovedProvider(ctx),
    ]);
    await upload(withPhotos, smallPng, 'Um', 'a.png');
    await upload(withPhotos, smallPng, 'Dois', 'b.png');
    const id = await aDemandWithCandidates(ctx, client, [withPhotos, without]);
    const candidates = await api().demands.interested({
      params: { id },
      token: client.access,
      query: {},
    });
    expect(Object.fromEntries(candidates.body.data.map((c) => [c.id, c.portfolio_count]))).toEqual({
      [withPhotos.id]: 2,
      [without.id]: 0,
    });

    const chose = await api().demands.patch({
      params: { id },
      token: client.access,
      body: { chosen_professional_id: without.id },
    });
    expect(chose.status).toBe(200);
    await upload(without, smallPng, 'Primeira', 'c.png');
    const chosen = await api().demands.chosen({ params: { id }, token: client.access });
    expect([chosen.body.data.id, chosen.body.data.portfolio_count]).toEqual([without.id, 1]);
  });

  it('deleting the account removes every stored copy', async () => {
    const provider: Person = await anApprovedProvider(ctx);
    const id = (await upload(provider, smallPng, 'Adeus', 'f.png')).body.data.id;
    const row = await ctx.database.db.query.portfolioPhotos.findFirst({
      where: (t, { eq }) => eq(t.id, id),
    });
    if (!row) throw new Error('no row');
    const filesDir = path.join(diskStorageDir(ctx.config), 'files');
    await ok(
      api().auth.deleteAccount({ token: provider.access, body: { password: provider.password } }),
    );
    await expect
      .poll(() =>
        [row.originalName, row.thumbName, row.displayName].some((n) =>
          fs.existsSync(path.join(filesDir, n)),
        ),
      )
      .toBe(false);
  });
});
