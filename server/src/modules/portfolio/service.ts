import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { PORTFOLIO_TEXTS as T } from '@alinhavo/shared/messages/portfolio';
import {
  PORTFOLIO_LIMITS,
  portfolioCaption,
  type PortfolioList,
  type PortfolioPhoto,
  type PortfolioSize,
  type PublicProfessional,
} from '@alinhavo/shared/schemas/portfolio';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import type { FileStore } from '../../lib/storage/file-store';
import type { Principal } from '../auth/service';
import { asClientFault, asStoreFault, clientParts, type UploadPart } from '../files/service';
import { ContentJudge } from '../files/sniff';
import type { UploadAllowance, UploadMeter } from '../files/upload-allowance.service';
import { isCompanyRow } from '../professionals-search/dto';
import type { ProfessionalSearchService } from '../professionals-search/service';
import { processPhoto, Semaphore, UnreadableImage } from './images';
import { portfolioRepository, type PortfolioPhotoRow } from './repository';

/**
 * The public page and photos are never served from a kept copy: browsers and proxies ask again
 * every time (If-None-Match), and each answer is decided against the database as it is now, so
 * a suspension, an approval withdrawn or a removed photo takes them offline at once, on every
 * instance. An unchanged page or photo costs a bodiless 304.
 */
export const PUBLIC_CACHE_CONTROL = 'no-cache';
/** Photos decoded at once in this process (2 cores; see the README's measurement). */
export const PHOTO_PROCESSING_CONCURRENCY = 2;

const PHOTO_KINDS = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const toPhotoDto = (r: PortfolioPhotoRow): PortfolioPhoto => ({
  id: r.id,
  caption: r.caption,
  position: r.position,
  width: r.width,
  height: r.height,
  created_at: r.createdAt.toISOString(),
});

const listOf = (rows: PortfolioPhotoRow[]): PortfolioList => ({
  photos: rows.map(toPhotoDto),
  max: PORTFOLIO_LIMITS.photos,
});

/** Writes a whole buffer as a new stored object and returns its name once it is stored. */
async function storeBuffer(storage: FileStore, bytes: Buffer, names: string[]): Promise<string> {
  const incoming = storage.receive();
  names.push(incoming.name);
  await pipeline(Readable.from([bytes]), incoming.sink);
  await incoming.stored();
  return incoming.name;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Portfolio: a provider keeps up to 12 photos with captions; clients and visitors see
 * the thumbnails and display copies of approved, not suspended providers. The original is
 * stored (so a future size can be made from it) and never served.
 */
export class PortfolioService {
  private readonly processing = new Semaphore(PHOTO_PROCESSING_CONCURRENCY);
  /** Photos being received right now per provider, so parallel uploads share the 12. */
  private readonly inFlight = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly storage: FileStore,
    /** UPLOAD_DAILY_MB, shared with the demands' and lots' files. */
    private readonly uploads: UploadAllowance,
    /** The provider's public card (who may be shown, and with what). */
    private readonly search: Pick<ProfessionalSearchService, 'listedCard'>,
  ) {}

  /**
   * An account deleted, inside its transaction: every stored object of its photos (original,
   * thumbnail, display), read while the rows still exist.
   */
  storageNamesOfOwner(tx: DbOrTx, userId: string): Promise<string[]> {
    return portfolioRepository.storageNamesOfOwner(tx, userId);
  }

  private assertProvider(p: Principal): void {
    if (p.user.userType !== 'PROFISSIONAL') throw forbidden(T.onlyProviders);
  }

  /** The photo if it is the caller's; someone else's is 404 (its existence is not told). */
  private async ownPhoto(p: Principal, id: string): Promise<PortfolioPhotoRow> {
    const photo = await portfolioRepository.get(this.db, id);
    if (!photo || photo.userId !== p.user.id) throw notFound(T.photoNotFound);
    return photo;
  }

  async mine(p: Principal): Promise<PortfolioList> {
    this.assertProvider(p);
    return listOf(await portfolioRepository.byOwner(this.db, p.user.id));
  }

  /**
   * One photo per request: the caption field, then the file. The bytes stream to the store while
   * their kind is judged (JPEG, PNG or WebP by content; a name or a browser type counts for
   * nothing); then, a few at a time in this process, the original is read back, decoded and
   * written as the two WebP copies. The count of 12 is checked before anything is read and
   * again under the account's row lock before the row is written.
   */
  async upload(p: Principal, parts: AsyncIterable<UploadPart>): Promise<PortfolioPhoto> {
    this.assertProvider(p);
    const userId = p.user.id;
    const stored: string[] = [];
    let caption = '';
    let original: string | undefined;
    let reserved = false;
    let meter: UploadMeter | undefined;
    try {
      const { n } = await portfolioRepository.countOf(this.db, userId);
      if (n + (this.inFlight.get(userId) ?? 0) >= PORTFOLIO_LIMITS.photos)
        throw badRequest(T.tooMany(PORTFOLIO_LIMITS.photos));
      this.inFlight.set(userId, (this.inFlight.get(userId) ?? 0) + 1);
      reserved = true;
      meter = await this.uploads.start(userId);
      for await (const part of clientParts(parts)) {
        if (part.type === 'field') {
          if (part.fieldname === 'caption') {
            const parsed = portfolioCaption.safeParse(String(part.value));
            if (!parsed.success)
              throw badRequest(parsed.error.issues[0]?.message ?? T.captionTooLong, 'VALIDATION', {
                caption: parsed.error.issues[0]?.message ?? T.captionTooLong,
              });
            caption = parsed.data;
          }
          continue;
        }
        if (original) throw badRequest(T.tooMany(1));
        original = await this.receiveOriginal(part, stored, meter);
      }
      if (!original) throw badRequest('Envie uma foto.');
      const source = original;
      const photo = await this.processing.run(async () => {
        await this.storage.keep(source);
        const bytes = await readAll(await this.storage.open(source));
        return processPhoto(bytes);
      });
      const thumbName = await storeBuffer(this.storage, photo.thumb, stored);
      const displayName = await storeBuffer(this.storage, photo.display, stored);
      await this.storage.keep(thumbName);
      await this.storage.keep(displayName);
      const row = await this.db.transaction(async (tx) => {
        await portfolioRepository.lockOwner(tx, userId);
        const { n: now, next } = await portfolioRepository.countOf(tx, userId);
        if (now >= PORTFOLIO_LIMITS.photos) throw badRequest(T.tooMany(PORTFOLIO_LIMITS.photos));
        await meter?.record(tx);
        return portfolioRepository.insert(tx, {
          userId,
          caption,
          position: next,
          originalName: source,
          thumbName,
          displayName,
          width: photo.width,
          height: photo.height,
        });
      });
      meter.settle();
      return toPhotoDto(row);
    } catch (err) {
      await Promise.all(stored.map((name) => this.storage.discard(name)));
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, T.tooLarge, 'VALIDATION');
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(T.tooMany(1));
      if (err instanceof UnreadableImage) throw new AppError(415, T.unreadable, 'VALIDATION');
      throw asStoreFault(err);
    } finally {
      meter?.end();
      if (reserved) {
        const left = (this.inFlight.get(userId) ?? 1) - 1;
        if (left === 0) this.inFlight.delete(userId);
        else this.inFlight.set(userId, left);
      }
    }
  }

  /** Streams one file part into the store, judging its bytes; refuses what is not a photo. */
  private async receiveOriginal(
    part: Extract<UploadPart, { type: 'file' }>,
    stored: string[],
    meter: UploadMeter,
  ): Promise<string> {
    const incoming = this.storage.receive();
    stored.push(incoming.name);
    const judge = new ContentJudge();
    const source = part.file;
    try {
      await pipeline(
        source,
        new Transform({
          transform(chunk: Buffer, _enc, done) {
            try {
              meter.take(chunk.length);
            } catch (err) {
              done(err as Error);
              return;
            }
            judge.push(chunk);
            done(null, chunk);
          },
          flush(done) {
            if (source.truncated === true) done(new AppError(413, T.tooLarge, 'VALIDATION'));
            else done();
          },
        }),
        incoming.sink,
      );
      await incoming.stored();
    } catch (err) {
      throw asClientFault(err);
    }
    const kind = judge.verdict();
    if (!kind || !PHOTO_KINDS.has(kind)) throw new AppError(415, T.notAnImage, 'VALIDATION');
    return incoming.name;
  }

  async setCaption(p: Principal, id: string, caption: string): Promise<PortfolioPhoto> {
    this.assertProvider(p);
    await this.ownPhoto(p, id);
    const row = await portfolioRepository.setCaption(this.db, id, caption);
    return toPhotoDto(row);
  }

  /** The new order names every photo of the portfolio exactly once. */
  async reorder(p: Principal, ids: string[]): Promise<PortfolioList> {
    this.assertProvider(p);
    const userId = p.user.id;
    const rows = await this.db.transaction(async (tx) => {
      await portfolioRepository.lockOwner(tx, userId);
      const current = await portfolioRepository.byOwner(tx, userId);
      const known = new Set(current.map((r) => r.id));
      if (new Set(ids).size !== ids.length || ids.length !== known.size)
        throw badRequest(T.orderMismatch);
      if (ids.some((id) => !known.has(id))) throw badRequest(T.orderMismatch);
      for (const [position, id] of ids.entries())
        await portfolioRepository.setPosition(tx, id, userId, position);
      return portfolioRepository.byOwner(tx, userId);
    });
    return listOf(rows);
  }

  async remove(p: Principal, id: string): Promise<void> {
    this.assertProvider(p);
    const photo = await this.ownPhoto(p, id);
    // The objects first: a bucket that is down answers 503 and the row stays, removable again.
    for (const name of [photo.thumbName, photo.displayName, photo.originalName])
      await this.storage.remove(name).catch((err: unknown) => {
        throw asStoreFault(err);
      });
    await portfolioRepository.delete(this.db, id);
  }

  /** The owner's own copies, whatever their approval. */
  async openOwn(p: Principal, id: string, size: PortfolioSize) {
    const photo = await this.ownPhoto(p, id);
    return this.openCopy(photo, size);
  }

  /**
   * Anyone: only the copies of a provider clients may see (approved, not suspended), with the
   * copy's ETag and how to open it (not opened when the browser already holds it). The listing
   * is read on every request, before any ETag is compared: 404 once the photo is removed or its
   * owner is no longer listed, whatever copy the asker holds. A copy's bytes never change under
   * its id (a new photo is a new id), so the id and size are its strong ETag.
   */
  async publicCopy(id: string, size: PortfolioSize) {
    const found = await portfolioRepository.getWithListing(this.db, id);
    if (!found?.listed) throw notFound(T.photoNotFound);
    return {
      etag: `"${found.photo.id}-${size}"`,
      open: () => this.openCopy(found.photo, size),
    };
  }

  private async openCopy(photo: PortfolioPhotoRow, size: PortfolioSize) {
    const name = size === 'thumb' ? photo.thumbName : photo.displayName;
    const stream = await this.storage.open(name).catch((err: unknown) => {
      throw asStoreFault(err);
    });
    return { photo, stream };
  }

  /**
   * The public provider page, read from the database on every request: 404 unless approved and
   * not suspended. Its strong ETag is a digest of the page itself, so any change of what it
   * shows (a photo, a caption, the order, the name, the ratings) gives a new one.
   */
  async publicProfile(id: string): Promise<{ profile: PublicProfessional; etag: string }> {
    const card = await this.search.listedCard(id);
    if (!card) throw notFound(T.professionalNotFound);
    const photos = await portfolioRepository.byOwner(this.db, id);
    const profile: PublicProfessional = {
      id: card.user_id,
      name: card.name ?? 'Profissional',
      is_company: isCompanyRow(card),
      city: card.city,
      uf: card.uf,
      services: card.services,
      areas: card.areas,
      specialties: card.specialties,
      rating_avg: Math.round(card.rating_avg * 10) / 10,
      rating_count: card.rating_count,
      portfolio: photos.map(toPhotoDto),
    };
    const digest = createHash('sha256').update(JSON.stringify(profile)).digest('base64url');
    return { profile, etag: `"${digest.slice(0, 32)}"` };
  }
}
