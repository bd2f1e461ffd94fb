import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../test/builders';
import { createTokenStore, SESSION_FILE_NAME, type SafeStorageLike } from './token-store';

/** Reversible "encryption" with a marker, so a test can tell ciphertext from plain text. */
function fakeSafeStorage(overrides: Partial<SafeStorageLike> = {}) {
  return {
    isEncryptionAvailable: vi.fn(() => true),
    encryptString: vi.fn((plain: string) =>
      Buffer.from(`enc:${Buffer.from(plain).toString('base64')}`),
    ),
    decryptString: vi.fn((encrypted: Buffer) => {
      const text = encrypted.toString();
      if (!text.startsWith('enc:'))
        throw new Error(
          'Error while decrypting the ciphertext provided to safeStorage.decryptString.',
        );
      return Buffer.from(text.slice(4), 'base64').toString();
    }),
    getSelectedStorageBackend: vi.fn(() => 'gnome_libsecret'),
    ...overrides,
  } satisfies SafeStorageLike;
}

let dir = '';
const sessionFile = () => path.join(dir, SESSION_FILE_NAME);

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'alinhavo-userdata-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('token store with OS encryption', () => {
  it('writes only ciphertext made by safeStorage and reads it back in a new process', async () => {
    const safeStorage = fakeSafeStorage();
    const session = { user: aUser(), refresh: 'refresh-secreto-123' };
    await createTokenStore(safeStorage, dir).save(session);

    expect(safeStorage.encryptString).toHaveBeenCalledOnce();
    const onDisk = await readFile(sessionFile(), 'utf8');
    expect(onDisk.startsWith('enc:')).toBe(true);
    expect(onDisk).not.toContain('refresh-secreto-123');
    expect(onDisk).not.toContain(session.user.email);

    const restarted = createTokenStore(safeStorage, dir);
    expect(restarted.persistence()).toBe('encrypted-file');
    await expect(restarted.load()).resolves.toEqual(session);
  });

  it('leaves no temporary file behind', async () => {
    await createTokenStore(fakeSafeStorage(), dir).save({ user: aUser(), refresh: 'r' });
    expect(await readdir(dir)).toEqual([SESSION_FILE_NAME]);
  });

  it('updates the user and keeps the refresh token', async () => {
    const store = createTokenStore(fakeSafeStorage(), dir);
    await store.save({ user: aUser({ full_name: 'Antes' }), refresh: 'r1' });
    const renamed = aUser({ full_name: 'Depois' });
    await store.updateUser(renamed);

    await expect(createTokenStore(fakeSafeStorage(), dir).load()).resolves.toEqual({
      user: renamed,
      refresh: 'r1',
    });
  });

  it('ignores a user update when nobody is signed in', async () => {
    const store = createTokenStore(fakeSafeStorage(), dir);
    await store.updateUser(aUser());
    await expect(store.load()).resolves.toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it('clear removes the file', async () => {
    const store = createTokenStore(fakeSafeStorage(), dir);
    await store.save({ user: aUser(), refresh: 'r1' });
    await store.clear();

    await expect(store.load()).resolves.toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it.each([
    ['not produced by safeStorage', 'lixo qualquer'],
    ['not JSON once decrypted', `enc:${Buffer.from('{quebrado').toString('base64')}`],
    [
      'JSON of the wrong shape',
      `enc:${Buffer.from(JSON.stringify({ user: { id: 1 }, refresh: 5 })).toString('base64')}`,
    ],
  ])('discards a corrupted file (%s)', async (_label, content) => {
    await writeFile(sessionFile(), content);
    const store = createTokenStore(fakeSafeStorage(), dir);

    await expect(store.load()).resolves.toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it('a save racing the first read is not overwritten by the old file', async () => {
    const safeStorage = fakeSafeStorage();
    await createTokenStore(safeStorage, dir).save({ user: aUser(), refresh: 'antigo' });
    const store = createTokenStore(safeStorage, dir);
    const fresh = { user: aUser(), refresh: 'novo' };

    await Promise.all([store.load(), store.save(fresh)]);
    await expect(store.load()).resolves.toEqual(fresh);
    await expect(createTokenStore(safeStorage, dir).load()).resolves.toEqual(fresh);
  });
});

describe('token store without real encryption', () => {
  it.each([
    ['the Linux backend is basic_text', { getSelectedStorageBackend: () => 'basic_text' }],
    ['encryption is unavailable', { isEncryptionAvailable: () => false }],
  ])('keeps the session in memory only when %s', async (_label, overrides) => {
    const safeStorage = fakeSafeStorage(overrides);
    const store = createTokenStore(safeStorage, dir);
    const session = { user: aUser(), refresh: 'r-memoria' };
    await store.save(session);

    expect(store.persistence()).toBe('memory-only');
    await expect(store.load()).resolves.toEqual(session);
    expect(safeStorage.encryptString).not.toHaveBeenCalled();
    expect(await readdir(dir)).toEqual([]);
    await expect(createTokenStore(safeStorage, dir).load()).resolves.toBeNull();
  });

  it('deletes a file left from when encryption was available', async () => {
    await createTokenStore(fakeSafeStorage(), dir).save({ user: aUser(), refresh: 'velho' });
    const store = createTokenStore(
      fakeSafeStorage({ getSelectedStorageBackend: () => 'basic_text' }),
      dir,
    );
    await store.save({ user: aUser(), refresh: 'novo' });

    expect(await readdir(dir)).toEqual([]);
  });

  it('works where safeStorage has no storage backend query (Windows, macOS)', async () => {
    const { isEncryptionAvailable, encryptString, decryptString } = fakeSafeStorage();
    const store = createTokenStore({ isEncryptionAvailable, encryptString, decryptString }, dir);
    expect(store.persistence()).toBe('encrypted-file');
  });
});
