import { authApi } from '@alinhavo/shared/api/auth';
import type { DesktopBridge, IpcChannel } from '@alinhavo/shared/ipc/channels';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../data/api/client';
import { ApiError } from '../data/api/errors';
import { aUser } from '../test/fixtures';
import { fail, fakeServer, ok, type FakeRoute } from '../test/fake-server';
import { createDesktopPlatform } from './desktop';
import { createWebPlatform } from './web';

const login = { email: 'confeccao@exemplo.com.br', password: 'segredo-123' };
const bearerOf = (config: InternalAxiosRequestConfig) => config.headers.get('Authorization');

/** window.desktop with one answer per channel; records what the page asked for. */
function fakeBridge(answers: Partial<Record<IpcChannel, (...args: unknown[]) => unknown>>) {
  const invoke = vi.fn(async (channel: IpcChannel, ...args: unknown[]) => {
    const answer = answers[channel];
    if (!answer) throw new Error(`sem resposta para ${channel}`);
    return answer(...args);
  });
  const bridge = { invoke, on: vi.fn(() => () => undefined) } as unknown as DesktopBridge;
  return { bridge, invoke };
}

function desktopClient(
  answers: Partial<Record<IpcChannel, (...args: unknown[]) => unknown>>,
  routes: Record<string, FakeRoute> = {},
) {
  const { bridge, invoke } = fakeBridge({
    'app:info': () => ({ version: '0.1.0', platform: 'linux', serverUrl: 'http://server.test' }),
    ...answers,
  });
  const platform = createDesktopPlatform(bridge);
  const adapter = fakeServer(routes);
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    serverOrigin: () => platform.serverOrigin(),
    tokens: platform.session.tokens,
    onSessionExpired,
    adapter,
  });
  return { client, invoke, adapter, onSessionExpired, platform };
}

describe('desktop tokens (DESIGN §9.7: both live in the main process)', () => {
  it('signs in through the main process: no HTTP from the page, only the user comes back', async () => {
    const user = aUser();
    const { client, invoke, adapter } = desktopClient({
      'session:sign-in': () => ({ status: 'signed-in', user }),
    });

    await expect(client.signIn({ kind: 'login', body: login })).resolves.toEqual(user);

    expect(invoke).toHaveBeenCalledWith('session:sign-in', { kind: 'login', body: login });
    expect(adapter.calls).toEqual([]);
    expect(client.hasAccessToken()).toBe(false);
  });

  it('changes the password through the main process', async () => {
    const { client, invoke, adapter } = desktopClient({
      'session:change-password': () => ({ status: 'signed-in', user: aUser() }),
    });
    const body = { current_password: 'segredo-123', new_password: 'nova-senha-456' };

    await client.changePassword(body);

    expect(invoke).toHaveBeenCalledWith('session:change-password', body);
    expect(adapter.calls).toEqual([]);
  });

  it("a refusal reads as the web's ApiError: message, code, field texts, Retry-After", async () => {
    const { client } = desktopClient({
      'session:sign-in': () => ({
        status: 'refused',
        httpStatus: 429,
        error: {
          message: 'Muitas tentativas. Aguarde.',
          code: 'RATE_LIMITED',
          errors: { email: 'E-mail inválido' },
        },
        retryAfter: '30',
      }),
    });

    const web = createWebPlatform();
    const webClient = createApiClient({
      serverOrigin: () => web.serverOrigin(),
      tokens: web.session.tokens,
      onSessionExpired: vi.fn(),
      adapter: fakeServer({
        'POST /user/login/': () =>
          fail(
            429,
            'Muitas tentativas. Aguarde.',
            { code: 'RATE_LIMITED', errors: { email: ['E-mail inválido'] } },
            { 'retry-after': '30' }, // as the browser's adapter names it
          ),
      }),
    });
    const fields = (e: unknown) => {
      expect(e).toBeInstanceOf(ApiError);
      const { message, status, code, fieldErrors, retryAfterSeconds } = e as ApiError;
      return { message, status, code, fieldErrors, retryAfterSeconds };
    };

    const desktopError = await client.signIn({ kind: 'login', body: login }).catch(fields);
    const webError = await webClient.signIn({ kind: 'login', body: login }).catch(fields);

    expect(desktopError).toEqual(webError);
    expect(desktopError).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      fieldErrors: { email: 'E-mail inválido' },
      retryAfterSeconds: 30,
    });
  });

  it.each([
    [{ status: 'unreachable', timedOut: false }, ERRORS.network, undefined],
    [{ status: 'unreachable', timedOut: true }, ERRORS.timeout, undefined],
    [{ status: 'invalid-answer', httpStatus: 200 }, ERRORS.invalidResponse, 200],
  ])('%o reads as its ApiError', async (answer, message, status) => {
    const { client } = desktopClient({ 'session:sign-in': () => answer });
    const error = await client.signIn({ kind: 'login', body: login }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message, status });
  });

  it('a call the main process refused (IPC error) is the generic failure', async () => {
    const { client } = desktopClient({
      'session:sign-in': () => {
        throw new Error("Error invoking remote method 'session:sign-in'");
      },
    });
    await expect(client.signIn({ kind: 'login', body: login })).rejects.toThrow(ERRORS.unknown);
  });

  it('reads the bearer from the main process for each call and keeps none', async () => {
    let held = 'access-1';
    const seen: (string | undefined)[] = [];
    const { client, invoke } = desktopClient(
      { 'session:access-token': () => ({ access: held }) },
      {
        'GET /user/users/me/': (config) => {
          seen.push(bearerOf(config)?.toString());
          return ok(aUser());
        },
      },
    );

    await client.call(authApi.me);
    held = 'access-2';
    await client.call(authApi.me);

    expect(seen).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(
      invoke.mock.calls.filter(([channel]) => channel === 'session:access-token'),
    ).toHaveLength(2);
    expect(client.hasAccessToken()).toBe(false);
  });

  it('a 401 asks the main process to refresh once and replays with the new bearer', async () => {
    let held = 'old';
    const { client, invoke } = desktopClient(
      {
        'session:access-token': () => ({ access: held }),
        'session:refresh': () => {
          held = 'new';
          return { access: 'new' };
        },
      },
      {
        'GET /user/users/me/': (config) =>
          bearerOf(config) === 'Bearer new' ? ok(aUser()) : fail(401, 'Sessão expirada.'),
      },
    );

    await expect(client.call(authApi.me)).resolves.toMatchObject({ email: expect.any(String) });
    expect(invoke.mock.calls.filter(([channel]) => channel === 'session:refresh')).toHaveLength(1);
  });

  it('an ended session (refresh null) signs out', async () => {
    const { client, onSessionExpired } = desktopClient(
      { 'session:access-token': () => ({ access: 'old' }), 'session:refresh': () => null },
      { 'GET /user/users/me/': () => fail(401, 'Sessão expirada.') },
    );
    await expect(client.call(authApi.me)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('a bearer the main process cannot renew now (offline) sends the call without one', async () => {
    const seen: unknown[] = [];
    const { client } = desktopClient(
      {
        'session:access-token': () => {
          throw new Error('offline');
        },
      },
      {
        'GET /user/users/me/': (config) => {
          seen.push(bearerOf(config) ?? null);
          return ok(aUser());
        },
      },
    );
    await client.call(authApi.me);
    expect(seen).toEqual([null]);
  });
});

describe('web tokens (refresh token in an httpOnly cookie)', () => {
  it('keeps the access token in memory and nothing of the pair on the device', async () => {
    const platform = createWebPlatform();
    const user = aUser();
    const adapter = fakeServer({
      'POST /user/login/': () => ok({ user, token: { access: 'access-1', refresh: 'refresh-1' } }),
      'GET /user/users/me/': (config) =>
        bearerOf(config) === 'Bearer access-1' ? ok(user) : fail(401, 'x'),
    });
    const client = createApiClient({
      serverOrigin: () => platform.serverOrigin(),
      tokens: platform.session.tokens,
      onSessionExpired: vi.fn(),
      adapter,
    });

    await expect(client.signIn({ kind: 'login', body: login })).resolves.toEqual(user);
    await platform.session.updateUser(user);

    expect(platform.session.tokens.where).toBe('page');
    await expect(client.bearer()).resolves.toBe('access-1');
    await expect(client.call(authApi.me)).resolves.toEqual(user);
    const device = JSON.stringify({ ...localStorage });
    expect(device).toContain(user.id);
    expect(device).not.toMatch(/access-1|refresh-1/);
  });
});
