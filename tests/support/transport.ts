import { registerIssuedTokens } from './secrets';

/**
 * How the test-data builders reach the API: one request in (method, path under /api/v1, JSON
 * body, bearer token), the status and the JSON envelope out. Server tests go through Fastify's
 * inject, e2e journeys and the demo seed through HTTP against a running server.
 */
export interface Envelope<T = Record<string, unknown>> {
  status: 'success' | 'error';
  data: T;
  message?: string;
  code?: string;
  errors?: Record<string, string>;
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: Envelope<T>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Transport {
  request<T = Record<string, unknown>>(
    method: Method,
    path: string,
    opts?: { body?: unknown; token?: string | undefined },
  ): Promise<Reply<T>>;
}

/** HTTP to a running server at `baseUrl` (http://host:port). */
export function fetchTransport(baseUrl: string): Transport {
  const api = `${baseUrl.replace(/\/$/, '')}/api/v1`;
  return {
    async request<T>(method: Method, path: string, opts: { body?: unknown; token?: string } = {}) {
      const res = await fetch(`${api}${path}`, {
        method,
        headers: {
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
        ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as Envelope<T> };
    },
  };
}

/** What the inject transport needs of a Fastify app (kept structural: no server import here). */
export interface Injectable {
  inject(opts: {
    method: Method;
    url: string;
    remoteAddress: string;
    headers: Record<string, string>;
    payload?: Record<string, unknown>;
  }): PromiseLike<{ statusCode: number; json<T>(): T }>;
}

/** Fastify's in-process inject, each call from its own loopback address (per-IP limits). */
export function injectTransport(app: Injectable): Transport {
  return {
    async request<T>(method: Method, path: string, opts: { body?: unknown; token?: string } = {}) {
      const res = await app.inject({
        method,
        url: `/api/v1${path}`,
        remoteAddress: `127.${rand()}.${rand()}.${rand()}`,
        headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
        ...(opts.body !== undefined ? { payload: opts.body as Record<string, unknown> } : {}),
      });
      const body = res.json<Envelope<T>>();
      registerIssuedTokens(body.data);
      return { status: res.statusCode, body };
    },
  };
}

const rand = () => Math.floor(Math.random() * 250) + 1;
