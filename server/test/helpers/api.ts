import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  API_PREFIX,
  bindContract,
  fillPath,
  type CallInput,
  type Caller,
  type DataOf,
  type Endpoint,
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

/** `api.demands.get({ params: { id }, token })`: one typed function per contract endpoint. */
export type TestApi = {
  [G in keyof ApiContract]: {
    [N in keyof ApiContract[G]]: Caller<
      CallInput<ApiContract[G][N]> & CallExtras,
      Promise<TestAnswer<ApiContract[G][N]>>
    >;
  };
};

const bound = new WeakMap<FastifyInstance, TestApi>();

/** The contract bound to app.inject; params, query and body are checked by `tsc` against it. */
export function testApi(app: FastifyInstance): TestApi {
  let client = bound.get(app);
  if (!client) {
    client = bindContract(apiContract, (e, input) => send(app, e, input)) as unknown as TestApi;
    bound.set(app, client);
  }
  return client;
}

interface SendInput extends CallExtras {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  files?: readonly File[];
}

async function send(app: FastifyInstance, e: Endpoint, input: SendInput | undefined) {
  const { params, query, body, files, token, headers, cookies, ip } = input ?? {};
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.append(key, String(value));
  const qs = search.toString();
  const multipart = e.bodyFormat === 'multipart' ? await formPayload(body, files ?? []) : undefined;
  const res = await app.inject({
    method: e.method,
    // A fresh loopback address per call keeps per-IP limits out of tests that are not about them.
    remoteAddress: ip ?? `127.${rand()}.${rand()}.${rand()}`,
    url: `${API_PREFIX}${fillPath(e.path, params)}${qs ? `?${qs}` : ''}`,
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
