import sharp from 'sharp';
import { PORTFOLIO_LIMITS } from '@alinhavo/shared/schemas/portfolio';

/** A decoded image larger than this is refused (a small file can decode to gigabytes). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ProcessedPhoto {
  thumb: Buffer;
  display: Buffer;
  width: number;
  height: number;
}

/** The bytes are not an image sharp can decode (a corrupt or truncated file behind the magic). */
export class UnreadableImage extends Error {
  constructor(cause: unknown) {
    super('unreadable image', { cause });
    this.name = 'UnreadableImage';
  }
}

/**
 * The two served copies of a photo: turned upright by its EXIF orientation, resized to fit a
 * square (never enlarged) and re-encoded as WebP. sharp writes no metadata unless asked
 * (`withMetadata`/`keepExif`), so EXIF — GPS included —, XMP, IPTC and ICC comments are gone.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const fit = (px: number) =>
      source.clone().resize(px, px, { fit: 'inside', withoutEnlargement: true });
    const [thumb, display] = await Promise.all([
      fit(PORTFOLIO_LIMITS.thumbPx).webp({ quality: 75 }).toBuffer(),
      fit(PORTFOLIO_LIMITS.displayPx).webp({ quality: 82 }).toBuffer({ resolveWithObject: true }),
    ]);
    return { thumb, display: display.data, width: display.info.width, height: display.info.height };
  } catch (err) {
    throw new UnreadableImage(err);
  }
}

/**
 * At most `limit` photos are decoded at once in this process (a 12 MP JPEG takes ~0.3 s and
 * ~80 MB while decoding, measured in the README): 12 parallel uploads wait their turn instead
 * of holding 12 decoded images. The rest of the upload (receiving, storing) is not held back.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /** Tasks running plus waiting (tests). */
  get load(): number {
    return this.active + this.waiting.length;
  }
}
