import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../test/builders';
import { createSessionHandlers, type FetchLike } from './session';
import { createTokenStore, type SafeStorageLike } from './token-store';

const SERVER = 'http://localhost:3000';

function memoryStore() {
  const safeStorage: SafeStorageLike = {
    isEncryptionAvailable: () => false,
    encryptString: () => Buffer.alloc(0),
    decryptString: () => '',
  };
  // Memory-only mode touches no file, so no directory is needed.
  return createTokenStore(safeStorage, '/nonexistent-alinhavo-test-dir');
}

function sentBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') throw new Error('corpo da requisição não é texto');
  return JSON.parse(init.body);
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function signedIn(refresh = 'refresh-1') {
  const store = memoryStore();
  const user = aUser();
  await store.save({ user, refresh });
  return { store, user };
}

function fakeFetch(...responses: Array<Response | Error>) {
  return vi.fn<FetchLike>(async () => {
    const next = responses.shift();
    if (!next) throw new Error('fetch chamado mais vezes que o esperado');
    if (next instanceof Error) throw next;
    return next;
  });
}

describe('session:refresh', () => {
  it('posts the stored refresh token, stores the rotated one and returns only the access token', async () => {
    const { store, user } = await signedIn('refresh-1');
    const fetch = fakeFetch(
      json(200, { status: 'success', data: { access: 'access-2', refresh: 'refresh-2' } }),
    );
    const session = createSessionHandlers({ store, serverUrl: SERVER, fetch });

    const result = await session.refresh();

    expect(result).toEqual({ access: 'access-2' });
    expect(JSON.stringify(result)).not.toContain('refresh-2');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${SERVER}/api/v1/token/refresh/`);
    expect(init?.method).toBe('POST');
    expect(sentBody(init)).toEqual({ refresh: 'refresh-1' });
    await expect(store.load()).resolves.toEqual({ user, refresh: 'refresh-2' });
  });

  it.each([401, 400])('on HTTP %i forgets the session and returns null', async (status) => {
    const { store } = await signedIn();
    const session = createSessionHandlers({
      store,
      serverUrl: SERVER,
      fetch: fakeFetch(json(status, { status: 'error', message: 'Token inválido' })),
    });

    await expect(session.refresh()).resolves.toBeNull();
    await expect(store.load()).resolves.toBeNull();
  });

  it('throws on a network error and keeps the session for offline use', async () => {
    const { store, user } = await signedIn('refresh-1');
    const session = createSessionHandlers({
      store,
      serverUrl: SERVER,
      fetch: fakeFetch(new TypeError('fetch failed')),
    });

    await expect(session.refresh()).rejects.toThrow('fetch failed');
    await expect(store.load()).resolves.toEqual({ user, refresh: 'refresh-1' });
  });

  it('throws on a server error or a malformed answer and keeps the session', async () => {
    const { store } = await signedIn('refresh-1');
    const session = createSessionHandlers({
      store,
      serverUrl: SERVER,
      fetch: fakeFetch(
        json(503, { status: 'error', message: 'fora' }),
        json(200, { status: 'success', data: { access: 'a' } }),
      ),
    });

    await expect(session.refresh()).rejects.toThrow(/503/);
    await expect(session.refresh()).rejects.toThrow(/inesperada/);
    await expect(store.load()).resolves.toMatchObject({ refresh: 'refresh-1' });
  });

  it('returns null without calling the server when nobody is signed in', async () => {
    const fetch = fakeFetch();
    const session = createSessionHandlers({ store: memoryStore(), serverUrl: SERVER, fetch });
    await expect(session.refresh()).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shares one exchange between concurrent callers, since reusing a rotated token ends the session', async () => {
    const { store } = await signedIn('refresh-1');
    const fetch = fakeFetch(
      json(200, { status: 'success', data: { access: 'access-2', refresh: 'refresh-2' } }),
    );
    const session = createSessionHandlers({ store, serverUrl: SERVER, fetch });

    const results = await Promise.all([session.refresh(), session.refresh(), session.refresh()]);
    expect(results).toEqual([
      { access: 'access-2' },
      { access: 'access-2' },
      { access: 'access-2' },
    ]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('does not bring back a session cleared while the refresh was in flight', async () => {
    const { store } = await signedIn('refresh-1');
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn<FetchLike>(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const session = createSessionHandlers({ store, serverUrl: SERVER, fetch });

    const pending = session.refresh();
    await vi.waitFor(() => {
      expect(fetch).toHaveBeenCalled();
    });
    await store.clear();
    answer(json(200, { status: 'success', data: { access: 'access-2', refresh: 'refresh-2' } }));

    await expect(pending).resolves.toBeNull();
    await expect(store.load()).resolves.toBeNull();
  });
});

describe('session:clear', () => {
  it('tells the server to log out, then deletes the stored session', async () => {
    const { store } = await signedIn('refresh-1');
    const order: string[] = [];
    const fetch = vi.fn<FetchLike>(async () => {
      order.push(`logout:${(await store.load())?.refresh ?? 'vazio'}`);
      return json(200, { status: 'success', data: {} });
    });
    const session = createSessionHandlers({ store, serverUrl: SERVER, fetch });

    await session.clear();

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${SERVER}/api/v1/token/logout/`);
    expect(init?.method).toBe('POST');
    expect(sentBody(init)).toEqual({ refresh: 'refresh-1' });
    expect(order).toEqual(['logout:refresh-1']);
    await expect(store.load()).resolves.toBeNull();
  });

  it('still deletes the session when the server cannot be reached', async () => {
    const { store } = await signedIn();
    const session = createSessionHandlers({
      store,
      serverUrl: SERVER,
      fetch: fakeFetch(new TypeError('fetch failed')),
    });

    await expect(session.clear()).resolves.toBeUndefined();
    await expect(store.load()).resolves.toBeNull();
  });

  it('skips the server when nobody is signed in', async () => {
    const fetch = fakeFetch();
    await createSessionHandlers({ store: memoryStore(), serverUrl: SERVER, fetch }).clear();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('session:load / save / update-user', () => {
  it('hands the renderer the user and never the refresh token', async () => {
    const store = memoryStore();
    const session = createSessionHandlers({ store, serverUrl: SERVER, fetch: fakeFetch() });
    const user = aUser();

    await expect(session.load()).resolves.toBeNull();
    await session.save({ user, refresh: 'segredo' });
    const loaded = await session.load();
    expect(loaded).toEqual({ user });
    expect(JSON.stringify(loaded)).not.toContain('segredo');

    const renamed = { ...user, full_name: 'Facção Nova' };
    await session.updateUser(renamed);
    await expect(session.load()).resolves.toEqual({ user: renamed });
  });
});
