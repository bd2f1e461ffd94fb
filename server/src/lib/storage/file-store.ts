import crypto from 'node:crypto';
import type { Readable, Writable } from 'node:stream';

/** An object being received: written through `sink`, stored once `stored()` resolves. */
export interface IncomingObject {
  /** Server-made (never the client's): 32 hex characters. */
  readonly name: string;
  /** Destroyed with the store's error when the store fails, so a pipeline into it stops. */
  readonly sink: Writable;
  /** Resolves when the store holds every byte written to `sink` (after `sink` finished). */
  stored(): Promise<void>;
}

/**
 * Where attachments live: the local disk (the embedded default) or an S3-compatible bucket
 * shared by every instance (STORAGE_URL). The files service sees only this.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  receive(): IncomingObject;
  /** The request was accepted whole: what was received becomes downloadable. */
  keep(name: string): Promise<void>;
  /** The request was refused: nothing received under `name` may remain. Never throws. */
  discard(name: string): Promise<void>;
  /** An attachment removed (file, demand, account): throws StorageUnavailable on an outage. */
  remove(name: string): Promise<void>;
  /** Throws StoredObjectMissing or StorageUnavailable before any byte is sent. */
  open(name: string): Promise<Readable>;
  /** Releases connections (app shutdown). */
  close(): void;
}

/** The bucket (or disk) could not be reached: the route answers 503 in pt-BR, nothing changes. */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super('file storage unavailable', { cause });
    this.name = 'StorageUnavailable';
  }
}

/** The row names an object the store does not hold. */
export class StoredObjectMissing extends Error {
  constructor() {
    super('stored object missing');
    this.name = 'StoredObjectMissing';
  }
}

export const newObjectName = () => crypto.randomBytes(16).toString('hex');

export function assertObjectName(name: string): string {
  if (!/^[0-9a-f]{32}$/.test(name)) throw new Error('invalid storage name');
  return name;
}
