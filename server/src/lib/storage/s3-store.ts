import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertObjectName,
  newObjectName,
  StorageUnavailable,
  StoredObjectMissing,
  type FileStore,
  type IncomingObject,
} from './file-store';
import type { S3Settings } from './storage-url';

interface Log {
  warn(obj: object, msg: string): void;
}

/** S3's smallest part; a file up to this size goes in one PutObject. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Attachments in an S3-compatible bucket shared by every instance (STORAGE_URL). An upload
 * streams straight to its final key, multipart past 5 MB with one part in flight (lib-storage
 * gathers and copies each 5 MB part: about 14 MiB per upload under way, uploads-memory.test.ts
 * measures it); a refused one is aborted or deleted.
 */
export class S3Store implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  /** Uploads not yet settled, so `discard` waits for the abort before deleting the key. */
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    private readonly settings: S3Settings,
    private readonly log: Log,
  ) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: async () => settings.credentials!() } : {}),
      // Flexible checksums only when the API demands them: many S3-compatible servers (and
      // s3rver in the tests) predate them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      // A bucket that stops answering must fail the request, not hold it forever.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    });
  }

  /**
   * At boot, without holding it up: a bucket that is missing or refuses the credentials is named
   * in the log now, not at the first upload.
   */
  async probe(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (err) {
      this.log.warn(
        { err, bucket: this.settings.bucket, endpoint: this.settings.endpoint },
        '[storage] bucket inacessível na partida: envios e downloads de anexos responderão 503',
      );
    }
  }

  receive(): IncomingObject {
    const name = newObjectName();
    const sink = new PassThrough();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: name, Body: sink },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    const done = upload.done().then(
      () => undefined,
      (err: unknown) => {
        // The sink failed first (the client's error): that error is the answer, not this one.
        if (sink.errored) throw sink.errored;
        const failure = this.unavailable(err, 'upload');
        sink.destroy(failure);
        throw failure;
      },
    );
    done.catch(() => undefined); // read by stored() or discard()
    this.pending.set(name, done);
    void done.finally(() => this.pending.delete(name)).catch(() => undefined);
    return { name, sink, stored: () => done };
  }

  async keep(): Promise<void> {
    // Already under its final key; the row that names it is what makes it downloadable.
  }

  async discard(name: string): Promise<void> {
    await this.pending.get(name)?.catch(() => undefined);
    // The upload may have completed before its bytes were refused (content judged at the end).
    await this.remove(name).catch(() => undefined);
  }

  async remove(name: string): Promise<void> {
    try {
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: assertObjectName(name) }),
      );
    } catch (err) {
      throw this.unavailable(err, 'delete');
    }
  }

  async open(name: string): Promise<Readable> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: assertObjectName(name) }),
      );
      if (res.Body instanceof Readable) return res.Body;
      throw new Error('GetObject answered without a body');
    } catch (err) {
      if ((err as { name?: string }).name === 'NoSuchKey') throw new StoredObjectMissing();
      throw this.unavailable(err, 'download');
    }
  }

  close(): void {
    this.client.destroy();
  }

  private unavailable(err: unknown, operation: string): StorageUnavailable {
    if (err instanceof StorageUnavailable) return err;
    // The serializer keeps the message, code and status: never the signed request.
    this.log.warn({ err, operation }, '[storage] S3 não respondeu');
    return new StorageUnavailable(err);
  }
}
