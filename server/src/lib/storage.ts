import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files on disk under server-generated names (never the client's). Uploads land in tmp/
 * first and move into files/ only once the request has been accepted whole.
 */
export class FileStorage {
  private readonly tmpDir: string;
  private readonly filesDir: string;

  constructor(root: string) {
    this.tmpDir = path.join(root, 'tmp');
    this.filesDir = path.join(root, 'files');
    fs.mkdirSync(this.tmpDir, { recursive: true });
    fs.mkdirSync(this.filesDir, { recursive: true });
  }

  newTemp(): { name: string; path: string } {
    const name = crypto.randomBytes(16).toString('hex');
    return { name, path: path.join(this.tmpDir, name) };
  }

  async keep(tempName: string): Promise<string> {
    await fsp.rename(path.join(this.tmpDir, tempName), path.join(this.filesDir, tempName));
    return tempName;
  }

  async discardTemp(tempName: string): Promise<void> {
    await fsp.rm(path.join(this.tmpDir, tempName), { force: true });
  }

  async remove(storageName: string): Promise<void> {
    await fsp.rm(this.pathOf(storageName), { force: true });
  }

  open(storageName: string): fs.ReadStream {
    return fs.createReadStream(this.pathOf(storageName));
  }

  private pathOf(storageName: string): string {
    if (!/^[0-9a-f]{32}$/.test(storageName)) throw new Error('invalid storage name');
    return path.join(this.filesDir, storageName);
  }
}
