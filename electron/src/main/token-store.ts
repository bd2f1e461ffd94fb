import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { userSchema, type User } from '@alinhavo/shared/schemas/user';
import { z } from 'zod';

const storedSessionSchema = z.object({ user: userSchema, refresh: z.string().min(1).max(512) });
export type StoredSession = z.infer<typeof storedSessionSchema>;

/** Electron's safeStorage, reduced to what the store uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: 'basic_text' means a hard-coded key, i.e. no real protection. */
  getSelectedStorageBackend?(): string;
}

export type TokenPersistence = 'encrypted-file' | 'memory-only';

export interface TokenStore {
  load(): Promise<StoredSession | null>;
  save(session: StoredSession): Promise<void>;
  updateUser(user: User): Promise<void>;
  clear(): Promise<void>;
  persistence(): TokenPersistence;
}

export const SESSION_FILE_NAME = 'session.bin';

/**
 * Keeps the refresh token and the user out of the renderer's reach. On disk only when the OS
 * gives real encryption (Keychain, DPAPI, a Linux keyring); otherwise the session lasts until
 * the app quits, which is safer than a readable token in the profile folder.
 */
export function createTokenStore(safeStorage: SafeStorageLike, userDataDir: string): TokenStore {
  const filePath = path.join(userDataDir, SESSION_FILE_NAME);
  let memory: StoredSession | null = null;
  let diskRead: Promise<void> | null = null;

  // Asked on each use: safeStorage only answers correctly after app 'ready'.
  const persistence = (): TokenPersistence => {
    if (!safeStorage.isEncryptionAvailable()) return 'memory-only';
    if (safeStorage.getSelectedStorageBackend?.() === 'basic_text') return 'memory-only';
    return 'encrypted-file';
  };

  const discardFile = () => rm(filePath, { force: true });

  const readFromDisk = async (): Promise<StoredSession | null> => {
    let encrypted: Buffer;
    try {
      encrypted = await readFile(filePath);
    } catch {
      return null;
    }
    try {
      const parsed = storedSessionSchema.safeParse(
        JSON.parse(safeStorage.decryptString(encrypted)),
      );
      if (parsed.success) return parsed.data;
    } catch {
      // Falls through: undecryptable (another OS user, a reset keyring) or not JSON.
    }
    await discardFile();
    return null;
  };

  const writeToDisk = async (session: StoredSession) => {
    await mkdir(userDataDir, { recursive: true });
    const temporary = `${filePath}.tmp`;
    await writeFile(temporary, safeStorage.encryptString(JSON.stringify(session)), { mode: 0o600 });
    // A crash mid-write must not leave half a file that would log the user out.
    await rename(temporary, filePath);
  };

  // Every operation waits for the first read so a late read never overwrites a fresh save.
  const ensureDiskRead = () => {
    if (persistence() !== 'encrypted-file') return Promise.resolve();
    diskRead ??= readFromDisk().then((stored) => {
      memory = stored;
    });
    return diskRead;
  };

  // Writes run one after another: two saves racing on the temporary file would lose one.
  let writes: Promise<unknown> = Promise.resolve();
  const serially = <T>(operation: () => Promise<T>): Promise<T> => {
    const run = writes.then(operation);
    writes = run.catch(() => undefined);
    return run;
  };

  const save = async (session: StoredSession): Promise<void> => {
    const valid = storedSessionSchema.parse(session);
    return serially(async () => {
      await ensureDiskRead();
      memory = valid;
      if (persistence() === 'encrypted-file') await writeToDisk(valid);
      else await discardFile();
    });
  };

  const load = async () => {
    await ensureDiskRead();
    return memory;
  };

  return {
    persistence,
    load,
    save,
    async updateUser(user) {
      const current = await load();
      if (current) await save({ ...current, user });
    },
    clear: () =>
      serially(async () => {
        await ensureDiskRead();
        memory = null;
        await discardFile();
      }),
  };
}
