import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  assertObjectName,
  newObjectName,
  StoredObjectMissing,
  type FileStore,
  type IncomingObject,
} from './file-store';

/**
 * Attachments on this instance's disk (STORAGE_DIR). Uploads land in tmp/ first and move into
 * files/ only once the request has been accepted whole.
 */
export class DiskStore implements FileStore {
  readonly kind = 'disk';
  private readonly tmpDir: string;
  private readonly filesDir: string;

  constructor(root: string) {
    this.tmpDir = path.join(root, 'tmp');
    this.filesDir = path.join(root, 'files');
    fs.mkdirSync(this.tmpDir, { recursive: true });
    fs.mkdirSync(this.filesDir, { recursive: true });
  }

  receive(): IncomingObject {
    const name = newObjectName();
    const sink = fs.createWriteStream(path.join(this.tmpDir, name));
    const done = finished(sink);
    done.catch(() => undefined); // the pipeline into `sink` reports the error
    return { name, sink, stored: () => done };
  }

  async keep(name: string): Promise<void> {
    await fsp.rename(path.join(this.tmpDir, assertObjectName(name)), this.pathOf(name));
  }

  async discard(name: string): Promise<void> {
    await fsp.rm(path.join(this.tmpDir, assertObjectName(name)), { force: true });
    await fsp.rm(this.pathOf(name), { force: true });
  }

  async remove(name: string): Promise<void> {
    await fsp.rm(this.pathOf(name), { force: true });
  }

  async open(name: string): Promise<Readable> {
    try {
      return (await fsp.open(this.pathOf(name))).createReadStream();
    } catch (err) {
      if ((err as { code?: string }).code === 'ENOENT') throw new StoredObjectMissing();
      throw err;
    }
  }

  close(): void {
    // Nothing held open between requests.
  }

  private pathOf(name: string): string {
    return path.join(this.filesDir, assertObjectName(name));
  }
}
