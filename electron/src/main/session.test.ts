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
    // A wait that only catches a hang: Vitest's 1 s default fails on a loaded machine.
    await vi.waitFor(
      () => {
        expect(fetch).toHaveBeenCalled();
      },
      { timeout: 15_000 },
    );
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

const loginCall = {
  kind: 'login' as const,
  body: { email: 'confeccao@exemplo.com.br', password: 'segredo-123' },
};

function authAnswer(user: ReturnType<typeof aUser>, access: string, refresh: string) {
  return json(200, { status: 'success', data: { user, token: { access, refresh } } });
}

describe('session:sign-in', () => {
  it('posts the login, keeps both tokens here and answers only the user', async () => {
    const store = memoryStore();
    const user = aUser();
    const fetch = fakeFetch(authAnswer(user, 'access-1', 'refresh-1'));
    const session = createSessionHandlers({ store, serverUrl: SERVER, fetch });

    const answer = await session.signIn(loginCall);

    expect(answer).toEqual({ status: 'signed-in', user });
    expect(JSON.stringify(answer)).not.toMatch(/access-1|refresh-1/);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${SERVER}/api/v1/user/login/`);
    expect(sentBody(init)).toEqual(loginCall.body);
    await expect(store.load()).resolves.toEqual({ user, refresh: 'refresh-1' });
    await expect(session.accessToken()).resolves.toEqual({ access: 'access-1' });
    await expect(session.load()).resolves.toEqual({ user });
  });

  it('sends e-mail verification to its own path', async () => {
    const user = aUser();
    const fetch = fakeFetch(authAnswer(user, 'access-1', 'refresh-1'));
    const session = createSessionHandlers({ store: memoryStore(), serverUrl: SERVER, fetch });

    const call = {
      kind: 'verify-email' as const,
      body: { email: 'confeccao@exemplo.com.br', code: '12345' },
    };
    await expect(session.signIn(call)).resolves.toEqual({ status: 'signed-in', user });
    expect(fetch.mock.calls[0]?.[0]).toBe(`${SERVER}/api/v1/user/email-verification-codes/verify/`);
  });

  it("passes the server's refusal on (texts, code, field errors, Retry-After) and keeps nothing", async () => {
    const store = memoryStore();
    const fetch = fakeFetch(
      new Response(
        JSON.stringify({
          status: 'error',
          message: 'Muitas tentativas.',
          code: 'RATE_LIMITED',
          errors: { email: ['E-mail inválido'] },
        }),
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    );
    const session = createSessionHandlers({ store, serverUrl: SERVER, fetch });

    await expect(session.signIn(loginCall)).resolves.toEqual({
      status: 'refused',
      httpStatus: 429,
      error: {
        message: 'Muitas tentativas.',
        code: 'RATE_LIMITED',
        errors: { email: 'E-mail inválido' },
      },
      retryAfter: '30',
    });
    await expect(store.load()).resolves.toBeNull();
    await expect(session.accessToken()).resolves.toBeNull();
  });

  it('says the server was unreachable, or answered off contract', async () => {
    const timeout = new DOMException('The operation timed out.', 'TimeoutError');
    const fetch = fakeFetch(
      new TypeError('fetch failed'),
      timeout,
      json(200, { status: 'success', data: { token: 'x' } }),
    );
    const session = createSessionHandlers({ store: memoryStore(), serverUrl: SERVER, fetch });

    await expect(session.signIn(loginCall)).resolves.toEqual({
      status: 'unreachable',
      timedOut: false,
    });
    await expect(session.signIn(loginCall)).resolves.toEqual({
      status: 'unreachable',
      timedOut: true,
    });
    await expect(session.signIn(loginCall)).resolves.toEqual({
      status: 'invalid-answer',
      httpStatus: 200,
    });
  });
});

describe('session:access-token', () => {
  it('renews from the stored session after a restart, then lends the same token', async () => {
    const { store } = await signedIn('refresh-1');
    const fetch = fakeFetch(
      json(200, { status: 'success', data: { access: 'access-2', refresh: 'refresh-2' } }),
    );
    const session = createSessionHandlers({ store, serverUrl: SERVER, fetch });

    await expect(session.accessToken()).resolves.toEqual({ access: 'access-2' });
    await expect(session.accessToken()).resolves.toEqual({ access: 'access-2' });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('is null when signed out, and after logout', async () => {
    const user = aUser();
    const fetch = fakeFetch(authAnswer(user, 'access-1', 'refresh-1'), json(200, {}));
    const session = createSessionHandlers({ store: memoryStore(), serverUrl: SERVER, fetch });
    await expect(session.accessToken()).resolves.toBeNull();

    await session.signIn(loginCall);
    await session.clear();
    await expect(session.accessToken()).resolves.toBeNull();
  });

  it('forgets the access token when the server ends the session', async () => {
    const user = aUser();
    const fetch = fakeFetch(authAnswer(user, 'access-1', 'refresh-1'), json(401, {}));
    const store = memoryStore();
    const session = createSessionHandlers({ store, serverUrl: SERVER, fetch });
    await session.signIn(loginCall);

    await expect(session.refresh()).resolves.toBeNull();
    await expect(session.accessToken()).resolves.toBeNull();
    await expect(store.load()).resolves.toBeNull();
  });
});

describe('session:change-password', () => {
  const body = { current_password: 'segredo-123', new_password: 'nova-senha-456' };

  it('sends the bearer, keeps the new pair and answers the user', async () => {
    const store = memoryStore();
    const user = aUser();
    const fetch = fakeFetch(
      authAnswer(user, 'access-1', 'refresh-1'),
      json(200, { status: 'success', data: { access: 'access-2', refresh: 'refresh-2' } }),
    );
    const session = createSessionHandlers({ store, serverUrl: SERVER, fetch });
    await session.signIn(loginCall);

    const answer = await session.changePassword(body);

    expect(answer).toEqual({ status: 'signed-in', user });
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe(`${SERVER}/api/v1/user/change-password/`);
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer access-1' });
    expect(sentBody(init)).toEqual(body);
    await expect(store.load()).resolves.toEqual({ user, refresh: 'refresh-2' });
    await expect(session.accessToken()).resolves.toEqual({ access: 'access-2' });
  });

  it('renews an expired access token once and sends again', async () => {
    const user = aUser();
    const fetch = fakeFetch(
      authAnswer(user, 'access-1', 'refresh-1'),
      json(401, { status: 'error', message: 'Sessão expirada.' }),
      json(200, { status: 'success', data: { access: 'access-2', refresh: 'refresh-2' } }),
      json(200, { status: 'success', data: { access: 'access-3', refresh: 'refresh-3' } }),
    );
    const session = createSessionHandlers({ store: memoryStore(), serverUrl: SERVER, fetch });
    await session.signIn(loginCall);

    await expect(session.changePassword(body)).resolves.toEqual({ status: 'signed-in', user });
    expect(fetch.mock.calls[3]?.[1].headers).toMatchObject({ Authorization: 'Bearer access-2' });
    await expect(session.accessToken()).resolves.toEqual({ access: 'access-3' });
  });

  it('passes a wrong current password on as a refusal', async () => {
    const user = aUser();
    const fetch = fakeFetch(
      authAnswer(user, 'access-1', 'refresh-1'),
      json(400, {
        status: 'error',
        message: 'Senha atual incorreta.',
        code: 'VALIDATION',
        errors: { current_password: 'Senha atual incorreta.' },
      }),
    );
    const session = createSessionHandlers({ store: memoryStore(), serverUrl: SERVER, fetch });
    await session.signIn(loginCall);

    await expect(session.changePassword(body)).resolves.toMatchObject({
      status: 'refused',
      httpStatus: 400,
      error: { code: 'VALIDATION', errors: { current_password: 'Senha atual incorreta.' } },
    });
    await expect(session.accessToken()).resolves.toEqual({ access: 'access-1' });
  });

  it('refuses with 401 when nobody is signed in, without calling the server', async () => {
    const fetch = fakeFetch();
    const session = createSessionHandlers({ store: memoryStore(), serverUrl: SERVER, fetch });
    await expect(session.changePassword(body)).resolves.toMatchObject({
      status: 'refused',
      httpStatus: 401,
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('session:load / update-user', () => {
  it('hands the renderer the user and never the refresh token', async () => {
    const store = memoryStore();
    const user = aUser();
    const session = createSessionHandlers({
      store,
      serverUrl: SERVER,
      fetch: fakeFetch(authAnswer(user, 'access-1', 'segredo')),
    });

    await expect(session.load()).resolves.toBeNull();
    await session.signIn(loginCall);
    const loaded = await session.load();
    expect(loaded).toEqual({ user });
    expect(JSON.stringify(loaded)).not.toContain('segredo');

    const renamed = { ...user, full_name: 'Facção Nova' };
    await session.updateUser(renamed);
    await expect(session.load()).resolves.toEqual({ user: renamed });
  });
});
