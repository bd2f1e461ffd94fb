import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { CONTRACT_HEADER, CONTRACT_VERSION } from '@alinhavo/shared/api/contract';
import { api } from '../data/api';

export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeRoute = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/** Builds the response axios would, rejecting non-2xx like the real adapters do. */
export function reply(
  config: InternalAxiosRequestConfig,
  { status, body, headers }: FakeReply,
): Promise<AxiosResponse> {
  const response: AxiosResponse = {
    data: body,
    status,
    statusText: String(status),
    // Like the real server, every answer names its contract version (a test may override it).
    headers: new AxiosHeaders({ [CONTRACT_HEADER]: CONTRACT_VERSION, ...headers }),
    config,
  };
  if (status >= 200 && status < 300) return Promise.resolve(response);
  return Promise.reject(
    new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    ),
  );
}

/** An adapter answering `METHOD /path/` keys; unknown routes answer 404. */
export function fakeServer(routes: Record<string, FakeRoute>): AxiosAdapter & { calls: string[] } {
  const calls: string[] = [];
  const adapter = (async (config: InternalAxiosRequestConfig) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    calls.push(key);
    const route = routes[key];
    if (!route)
      return reply(config, {
        status: 404,
        body: { status: 'error', message: 'Recurso não encontrado.' },
      });
    return reply(config, await route(config));
  }) as AxiosAdapter & { calls: string[] };
  adapter.calls = calls;
  return adapter;
}

export const ok = (data: unknown, message?: string): FakeReply => ({
  status: 200,
  body: { status: 'success', data, ...(message ? { message } : {}) },
});

export const fail = (
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
): FakeReply => ({
  status,
  body: { status: 'error', message, ...extra },
  ...(headers ? { headers } : {}),
});

/** Points the app's one api client at a fake server with these routes (and returns it). */
export function serveApi(routes: Record<string, FakeRoute>): ReturnType<typeof fakeServer> {
  const server = fakeServer(routes);
  api.http.defaults.adapter = server;
  return server;
}
