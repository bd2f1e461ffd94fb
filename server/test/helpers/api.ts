import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  API_PREFIX,
  bindContract,
  fillPath,
  type CallInput,
  type Caller,
  type DataOf,
  type Endpoint,
  type HttpMethod,
} from '@alinhavo/shared/api/contract';
import { apiContract, type ApiContract } from '@alinhavo/shared/api/endpoints';
import type { Envelope } from './app';
import { registerIssuedTokens } from '@alinhavo/test-support/secrets';

/** What a test adds to the contract's input: who calls, from where, with which extra headers. */
export interface CallExtras {
  token?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  ip?: string;
}

/** A JSON endpoint's parsed envelope; a file endpoint's bytes (and the envelope when it failed). */
export type TestAnswer<E> = {
  status: number;
  headers: LightMyRequestResponse['headers'];
  cookies: LightMyRequestResponse['cookies'];
} & (E extends { answer: 'file' }
  ? { payload: string; raw: Buffer; body: Envelope | undefined }
  : { body: Envelope<DataOf<E>> });

/** What `api.raw` sends: anything at all, the contract unchecked. */
export interface RawInput extends CallExtras {
  body?: unknown;
  query?: Record<string, string>;
}

/** `api.raw`'s answer: the envelope, its `data` unknown (no endpoint says what it is). */
export interface RawAnswer {
  status: number;
  headers: LightMyRequestResponse['headers'];
  cookies: LightMyRequestResponse['cookies'];
  body: Envelope<unknown>;
}

/** `api.demands.get({ params: { id }, token })`: one typed function per contract endpoint. */
export type TestApi = {
  [G in keyof ApiContract]: {
    [N in keyof ApiContract[G]]: Caller<
      CallInput<ApiContract[G][N]> & CallExtras,
      Promise<TestAnswer<ApiContract[G][N]>>
    >;
  };
} & {
  /**
   * The one way around the contract, for a test that sends on purpose what it forbids: a body
   * or parameter of the wrong shape (hostile input, the schema's own answers), a path no endpoint
   * declares, or a method and path chosen at run time (the authorization matrix). `path` is under
   * /api/v1 and sent as written; `query` is appended. Everything the contract allows goes through
   * the typed functions instead. A test about HTTP itself (malformed JSON, headers of the answer,
   * CORS, pages) uses `app.inject`.
   */
  raw(method: HttpMethod, path: string, input?: RawInput): Promise<RawAnswer>;
};

/**
 * A setup step's data (the test is about something else): throws with the status and the message
 * unless the call succeeded. `await ok(api.demands.patch({ … }))`.
 */
export async function ok<D>(answer: Promise<{ status: number; body: Envelope<D> }>): Promise<D> {
  const res = await answer;
  if (res.status >= 300) throw new Error(`${res.status}: ${res.body.message ?? ''}`);
  return res.body.data;
}

const bound = new WeakMap<FastifyInstance, TestApi>();

/** The contract bound to app.inject; params, query and body are checked by `tsc` against it. */
export function testApi(app: FastifyInstance): TestApi {
  let client = bound.get(app);
  if (!client) {
    const typed = bindContract(apiContract, (e, input) => send(app, e, input));
    client = {
      ...typed,
      raw: (method: HttpMethod, path: string, input?: RawInput) =>
        sendRaw(app, method, path, input),
    } as unknown as TestApi;
    bound.set(app, client);
  }
  return client;
}

async function sendRaw(
  app: FastifyInstance,
  method: HttpMethod,
  path: string,
  input: RawInput = {},
): Promise<RawAnswer> {
  const { query, body, token, headers, cookies, ip } = input;
  const qs = query ? new URLSearchParams(query).toString() : '';
  const res = await app.inject({
    method,
    remoteAddress: ip ?? `127.${rand()}.${rand()}.${rand()}`,
    url: `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(cookies ? { cookies } : {}),
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
  const parsed = res.json<Envelope<unknown>>();
  registerIssuedTokens(parsed.data);
  return { status: res.statusCode, headers: res.headers, cookies: res.cookies, body: parsed };
}

interface SendInput extends CallExtras {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  body?: unknown;
  files?: readonly File[];
}

/** The endpoint's URL with its params filled and its query appended. */
function urlOf(e: Endpoint, params: SendInput['params'], query: SendInput['query']): string {
  const search = new URLSearchParams();
  // A list goes as the key repeated (`ufs=MG&ufs=RJ`), as a browser's form would send it.
  for (const [key, value] of Object.entries(query ?? {}))
    for (const one of [value ?? []].flat()) search.append(key, String(one));
  const qs = search.toString();
  return `${API_PREFIX}${fillPath(e.path, params)}${qs ? `?${qs}` : ''}`;
}

async function send(app: FastifyInstance, e: Endpoint, input: SendInput | undefined) {
  const { params, query, body, files, token, headers, cookies, ip } = input ?? {};
  const multipart = e.bodyFormat === 'multipart' ? await formPayload(body, files ?? []) : undefined;
  const res = await app.inject({
    method: e.method,
    // A fresh loopback address per call keeps per-IP limits out of tests that are not about them.
    remoteAddress: ip ?? `127.${rand()}.${rand()}.${rand()}`,
    url: urlOf(e, params, query),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(multipart ? { 'content-type': multipart.contentType } : {}),
      ...headers,
    },
    ...(cookies ? { cookies } : {}),
    ...(multipart
      ? { payload: multipart.payload }
      : body !== undefined
        ? { payload: body as Record<string, unknown> }
        : {}),
  });
  const common = { status: res.statusCode, headers: res.headers, cookies: res.cookies };
  if (e.answer === 'file') {
    const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
    return {
      ...common,
      payload: res.payload,
      raw: res.rawPayload,
      body: isJson ? res.json<Envelope>() : undefined,
    };
  }
  const parsed = res.json<Envelope>();
  registerIssuedTokens(parsed.data);
  return { ...common, body: parsed };
}

/** One request over real HTTP (through a proxy, to a child server): status and JSON out. */
export type HttpRequest = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Buffer },
) => Promise<{ status: number; json<T>(): T }>;

/** `HttpApi`'s answer: the status and the parsed envelope. */
export interface HttpAnswer<E> {
  status: number;
  body: Envelope<DataOf<E>>;
}

/** The contract over real HTTP: the same typed functions as `testApi`, JSON answers only. */
export type HttpApi = {
  [G in keyof ApiContract]: {
    [N in keyof ApiContract[G]]: Caller<
      CallInput<ApiContract[G][N]> & { token?: string },
      Promise<HttpAnswer<ApiContract[G][N]>>
    >;
  };
};

/** The contract bound to `request` (a server on a port, or nginx in front of several). */
export function httpApi(request: HttpRequest): HttpApi {
  return bindContract(apiContract, async (e, input) => {
    const { params, query, body, files, token } = (input ?? {}) as SendInput;
    if (e.answer !== 'json') throw new Error(`httpApi reads JSON answers only: ${e.path}`);
    const multipart =
      e.bodyFormat === 'multipart' ? await formPayload(body, files ?? []) : undefined;
    const json = !multipart && body !== undefined;
    const res = await request(urlOf(e, params, query), {
      method: e.method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(multipart ? { 'content-type': multipart.contentType } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      ...(multipart ? { body: multipart.payload } : json ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: res.json<Envelope>() };
  }) as unknown as HttpApi;
}

/** The fields first (the server reads them before the files), then each file as `file`. */
async function formPayload(fields: unknown, files: readonly File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries((fields ?? {}) as Record<string, string>))
    form.append(name, value);
  for (const file of files) form.append('file', file, file.name);
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? 'multipart/form-data',
  };
}

const rand = () => Math.floor(Math.random() * 250) + 1;
