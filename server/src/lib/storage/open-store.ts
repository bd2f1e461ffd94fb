import { DiskStore } from './disk-store';
import type { FileStore } from './file-store';
import type { StorageSettings } from './storage-url';

/** The AWS SDK loads only when there is a bucket to talk to (a chunk of the build, not boot). */
export async function openFileStore(
  settings: StorageSettings,
  log: { warn(obj: object, msg: string): void },
): Promise<FileStore> {
  if (settings.kind === 'disk') return new DiskStore(settings.dir);
  const { S3Store } = await import('./s3-store');
  const store = new S3Store(settings, log);
  void store.probe();
  return store;
}
