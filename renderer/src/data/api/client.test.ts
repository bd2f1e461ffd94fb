import { adminApi } from '@alinhavo/shared/api/admin';
import { authApi } from '@alinhavo/shared/api/auth';
import { conversationsApi } from '@alinhavo/shared/api/conversations';
import { filesApi } from '@alinhavo/shared/api/files';
import { ratingsApi } from '@alinhavo/shared/api/ratings';
import { CONTRACT_HEADER, CONTRACT_VERSION } from '@alinhavo/shared/api/contract';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/fixtures';
import { fail, fakeServer, ok, reply, type FakeRoute } from '../../test/fake-server';
import { createApiClient } from './client';
import { ApiError } from './errors';

function clientWith(
  routes: Record<string, FakeRoute>,
  refresh: () => Promise<{ access: string } | null> = vi.fn(async () => ({ access: 'new' })),
) {
  const onSessionExpired = vi.fn();
  const adapter = fakeServer(routes);
  const client = createApiClient({
    serverOrigin: async () => 'http://server.test',
    tokens: { where: 'page', refresh },
    onSessionExpired,
    adapter,
  });
  return { client, adapter, refresh, onSessionExpired };
}

const bearer = (config: InternalAxiosRequestConfig) => config.headers.get('Authorization');
const onlyFreshToken: FakeRoute = (config) =>
  bearer(config) === 'Bearer new'
    ? ok(aUser())
    : fail(401, 'Sessão expirada. Faça login novamente.');

describe('api client: refresh on 401', () => {
  it('refreshes once for two concurrent 401s and replays both calls', async () => {
    let release!: () => void;
    const refresh = vi.fn(
      () =>
        new Promise<{ access: string }>((resolve) => (release = () => resolve({ access: 'new' }))),
    );
    const { client, adapter } = clientWith({ 'GET /user/users/me/': onlyFreshToken }, refresh);
    client.setAccessToken('old');

    const first = client.call(authApi.me);
    const second = client.call(authApi.me);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    release();

    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(adapter.calls).toEqual(Array(4).fill('GET /user/users/me/'));
  });

  it('queues a call made while the refresh is under way instead of sending the old token', async () => {
    let release!: () => void;
    const refresh = vi.fn(
      () =>
        new Promise<{ access: string }>((resolve) => (release = () => resolve({ access: 'new' }))),
    );
    const { client, adapter } = clientWith({ 'GET /user/users/me/': onlyFreshToken }, refresh);
    client.setAccessToken('old');

    const first = client.call(authApi.me);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    const late = client.call(authApi.me);
    release();
    await Promise.all([first, late]);
    // first: 401 + replay; late: one call with the new token.
    expect(adapter.calls).toHaveLength(3);
  });

  it('ends the session when the refresh is refused', async () => {
    const { client, onSessionExpired } = clientWith(
      { 'GET /user/users/me/': onlyFreshToken },
      vi.fn(async () => null),
    );
    client.setAccessToken('old');
    const error = await client.call(authApi.me).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(ERRORS.sessionExpired);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(client.hasAccessToken()).toBe(false);
  });

  it('keeps the session when the refresh gets no answer (offline)', async () => {
    const offline = vi.fn(async () => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    });
    const { client, onSessionExpired } = clientWith(
      { 'GET /user/users/me/': onlyFreshToken },
      offline,
    );
    client.setAccessToken('old');
    const error = (await client.call(authApi.me).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(ERRORS.network);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes for a public call (a wrong password is not an expired session)', async () => {
    const { client, refresh } = clientWith({
      'POST /user/login/': () =>
        fail(401, 'Credenciais inválidas. Verifique seu email e senha.', {
          code: 'INVALID_CREDENTIALS',
        }),
    });
    const error = (await client
      .call(authApi.login, { body: { email: 'a@b.co', password: 'x' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(error.message).toBe(ERRORS.invalidCredentials);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('api client: errors and parsing', () => {
  it('maps a validation error with its field texts', async () => {
    const { client } = clientWith({
      'POST /user/register/': () =>
        fail(400, 'Dados inválidos. Verifique as informações fornecidas.', {
          code: 'VALIDATION',
          errors: { email: 'Email inválido. Verifique o formato.' },
        }),
    });
    const error = (await client
      .call(authApi.register, {
        body: { email: 'a@b.co', password: '123456', password2: '123456', user_type: 'CLIENTE' },
      })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ email: 'Email inválido. Verifique o formato.' });
  });

  it('reads Retry-After from a 429', async () => {
    const { client } = clientWith({
      'POST /user/email-verification-codes/resend/': () =>
        fail(
          429,
          'Aguarde 42 segundos para solicitar um novo código.',
          { code: 'RATE_LIMITED' },
          { 'retry-after': '42' },
        ),
    });
    const error = (await client
      .call(authApi.resendCode, { body: { email: 'a@b.co' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfterSeconds).toBe(42);
    expect(error.message).toBe('Aguarde 42 segundos para solicitar um novo código.');
  });

  it('uses the status text when the server sends none, and hides technical texts', async () => {
    const { client } = clientWith({
      'POST /user/password-reset/': () => ({ status: 503, body: 'Service Unavailable' }),
      'POST /user/password-reset-validate/': () =>
        fail(500, 'TypeError: request failed with status 500'),
    });
    const down = (await client
      .call(authApi.requestReset, { body: { email: 'a@b.co' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(down.message).toBe(ERRORS.unavailable);
    const technical = (await client
      .call(authApi.validateReset, { body: { code: 'abc' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(technical.message).toBe(ERRORS.technical);
  });

  it('turns a 200 that is not our envelope (a proxy page) into the invalid-response text', async () => {
    const { client } = clientWith({
      'POST /user/login/': () => ({ status: 200, body: '<html>Portal Wi-Fi</html>' }),
    });
    const error = (await client
      .call(authApi.login, { body: { email: 'a@b.co', password: 'x' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(ERRORS.invalidResponse);
  });

  it('refuses every answer of a server of another contract version, and checks a good one once', async () => {
    let version: string | undefined = '0';
    const { client } = clientWith({
      'POST /user/password-reset/': () => ({
        status: 200,
        body: { status: 'success', message: 'Enviado' },
        // The fake server names the right version unless told otherwise; '' stands for none.
        headers: { [CONTRACT_HEADER]: version ?? '' },
      }),
    });
    const send = () => client.request(authApi.requestReset, { body: { email: 'a@b.co' } });
    for (const other of ['0', String(Number(CONTRACT_VERSION) + 1), undefined]) {
      version = other;
      const error = (await send().catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).toBe(ERRORS.invalidResponse);
    }
    version = CONTRACT_VERSION;
    await expect(send()).resolves.toMatchObject({ message: 'Enviado' });
    // Checked once: the same server's later answers are not held to the header again.
    version = '0';
    await expect(send()).resolves.toMatchObject({ message: 'Enviado' });
  });

  it('maps network failures and timeouts', async () => {
    const timeout = vi.fn((config: InternalAxiosRequestConfig) =>
      Promise.reject(
        new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED, config),
      ),
    );
    const network = vi.fn((config: InternalAxiosRequestConfig) =>
      Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)),
    );
    for (const [adapter, text] of [
      [timeout, ERRORS.timeout],
      [network, ERRORS.network],
    ] as const) {
      const client = createApiClient({
        serverOrigin: async () => '',
        tokens: { where: 'page', refresh: async () => null },
        onSessionExpired: () => undefined,
        adapter,
      });
      const error = (await client
        .call(authApi.requestReset, { body: { email: 'a@b.co' } })
        .catch((e: unknown) => e)) as ApiError;
      expect(error.message).toBe(text);
      expect(error.isNetworkError).toBe(true);
    }
  });

  it('accepts a message-only success and sends the body as given to the right URL', async () => {
    const seen: unknown[] = [];
    const adapter = vi.fn((config: InternalAxiosRequestConfig) => {
      seen.push(config.baseURL, config.url, JSON.parse(String(config.data)));
      return reply(config, { status: 200, body: { status: 'success', message: 'Enviado' } });
      // The server trims and lowercases the address with the same schema the form uses.
    });
    const client = createApiClient({
      serverOrigin: async () => 'http://desktop.server',
      tokens: { where: 'page', refresh: async () => null },
      onSessionExpired: () => undefined,
      adapter,
    });
    const result = await client.request(authApi.requestReset, {
      body: { email: '  Maria@Exemplo.COM ' },
    });
    expect(result.message).toBe('Enviado');
    expect(seen).toEqual([
      'http://desktop.server/api/v1',
      '/user/password-reset/',
      { email: '  Maria@Exemplo.COM ' },
    ]);
    expect(result.data).toEqual({});
  });

  it('keeps a null the endpoint allows (no rating yet) instead of calling it a bad answer', async () => {
    const { client } = clientWith({
      'GET /user/ratings/get_by_client_professional/': () => ok(null),
    });
    client.setAccessToken('t');
    const ids = { client_id: aUser().id, professional_id: aUser().id };
    await expect(client.call(ratingsApi.lookup, { query: ids })).resolves.toBeNull();
  });
});

describe('api client: the contract shapes the request', () => {
  it('fills the path from params and sends the query as search parameters', async () => {
    const seen: unknown[] = [];
    const { client, adapter } = clientWith({
      'GET /conversations/c%201/messages/': (config) => {
        seen.push(config.params);
        return ok({ messages: [], has_more: false });
      },
    });
    client.setAccessToken('t');
    await client.call(conversationsApi.messages, {
      params: { id: 'c 1' },
      query: { after: '2026-01-01T00:00:00Z' },
    });
    expect(adapter.calls).toEqual(['GET /conversations/c%201/messages/']);
    expect(seen).toEqual([{ after: '2026-01-01T00:00:00Z' }]);
  });

  it('answers the bytes of a file endpoint, asked for as a blob without the JSON timeout', async () => {
    let asked: InternalAxiosRequestConfig | undefined;
    const { client } = clientWith({
      'GET /demand-files/f1/download/': (config) => {
        asked = config;
        return { status: 200, body: new Blob(['olá']) };
      },
    });
    client.setAccessToken('t');
    const blob = await client.call(filesApi.download, { params: { id: 'f1' } });
    expect(await blob.text()).toBe('olá');
    expect(asked?.responseType).toBe('blob');
    expect(asked?.timeout).toBe(0);
  });

  it('sends a multipart endpoint as its fields first, then the files', async () => {
    let form: FormData | undefined;
    const { client } = clientWith({
      'POST /demand-files/': (config) => {
        form = config.data as FormData;
        return ok([]);
      },
    });
    client.setAccessToken('t');
    const demand = aUser().id;
    const file = new File(['conteúdo'], 'medidas.txt', { type: 'text/plain' });
    await client.call(filesApi.upload, { body: { demand }, files: [file] });
    expect([...form!.keys()]).toEqual(['demand', 'file']);
    expect(form!.get('demand')).toBe(demand);
    expect((form!.get('file') as File).name).toBe('medidas.txt');
  });

  it('builds the absolute address of an endpoint for downloads outside axios', async () => {
    const { client } = clientWith({});
    await expect(
      client.urlOf(adminApi.export, { params: { report: 'users' }, query: { from: '2026-01-01' } }),
    ).resolves.toBe('http://server.test/api/v1/admin/export/users.csv?from=2026-01-01');
  });
});
