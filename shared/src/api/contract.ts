import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** How a request body travels: JSON, or multipart form fields followed by files. */
export type BodyFormat = 'json' | 'multipart';
/** How the answer comes back: the JSON envelope, or a file (download, CSV export). */
export type AnswerFormat = 'json' | 'file';

/**
 * One endpoint of the HTTP contract, the single source of every route: the server registers
 * `path` with these schemas (shared by the validator, the serializer and the OpenAPI document),
 * the renderer and the server tests call it through typed functions derived from it. Paths are
 * relative to /api/v1 and name their parameters as `{name}`.
 */
export interface Endpoint<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  A extends AnswerFormat = AnswerFormat,
  F extends BodyFormat = BodyFormat,
> {
  method: HttpMethod;
  path: string;
  /** The `{name}` parts of the path; undefined when the path has none. */
  params: P;
  query: Q;
  /** JSON body, or the form fields before the files of a multipart body. */
  body: B;
  /** The envelope's `data` for JSON answers. */
  data: D;
  auth: 'public' | 'user';
  summary: string;
  /** The success status; 200 unless the endpoint creates something. */
  status: 200 | 201;
  bodyFormat: F;
  /** `'file'`: no envelope, the answer is the file itself (its `data` schema is `z.never()`). */
  answer: A;
}

/** `'/demands/{id}/files/{file}/'` → `'id' | 'file'`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** A path with parameters must declare a params schema whose output has exactly those keys. */
type ParamsSchemaFor<Path extends string> = [PathParamNames<Path>] extends [never]
  ? undefined
  : z.ZodType<Record<PathParamNames<Path>, string | number>>;

interface EndpointInput<
  Path extends string,
  B extends z.ZodType | undefined,
  D extends z.ZodType,
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  A extends AnswerFormat,
  F extends BodyFormat,
> {
  method: HttpMethod;
  path: Path;
  body: B;
  data: D;
  auth: 'public' | 'user';
  summary: string;
  query?: Q;
  status?: 200 | 201;
  bodyFormat?: F;
  answer?: A;
  params?: P;
}

/**
 * Declares an endpoint. A path with `{name}` parts without a matching params schema does not
 * compile (and registering it fails at boot, see server/src/http/route.ts).
 */
export function endpoint<
  const Path extends string,
  B extends z.ZodType | undefined,
  D extends z.ZodType,
  P extends ParamsSchemaFor<Path> = ParamsSchemaFor<Path>,
  Q extends z.ZodType | undefined = undefined,
  const A extends AnswerFormat = 'json',
  const F extends BodyFormat = 'json',
>(
  e: EndpointInput<Path, B, D, P, Q, A, F> &
    ([PathParamNames<Path>] extends [never] ? { params?: undefined } : { params: P }),
): Endpoint<B, D, P, Q, A, F> {
  return {
    ...e,
    params: e.params as P,
    query: e.query as Q,
    status: e.status ?? 200,
    bodyFormat: (e.bodyFormat ?? 'json') as F,
    answer: (e.answer ?? 'json') as A,
  };
}

export const API_PREFIX = '/api/v1';

/**
 * The contract's version, sent by the server on every answer (`CONTRACT_HEADER`). The renderer
 * trusts answers without parsing them (the server serializes them from these schemas), so it
 * checks this instead: a desktop app pointed at a server of another contract refuses its answers.
 * Raise it with any change an app already installed cannot read (a field renamed, removed or
 * retyped, a new required one in a request); a new optional answer field does not need it.
 */
export const CONTRACT_VERSION = '1';
export const CONTRACT_HEADER = 'x-alinhavo-contract';

/** The `{name}` parts of a contract path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** Fills `{name}` parts with encoded values; throws on a missing one (a programming error). */
export function fillPath(
  path: string,
  params: Record<string, string | number> | undefined,
): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Parâmetro ausente na rota ${path}: ${name}`);
    return encodeURIComponent(String(value));
  });
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
/** An object with no required key: `NoKeys extends T` says every key of T is optional. */
export type NoKeys = Record<never, never>;

/**
 * What a caller passes: params, query and body exactly as the endpoint declares them; a multipart
 * endpoint also takes the files that follow its fields.
 */
export type CallInput<E> =
  E extends Endpoint<infer B, z.ZodType, infer P, infer Q, AnswerFormat, infer F>
    ? (F extends 'multipart' ? { files: readonly File[] } : { files?: undefined }) &
        (P extends z.ZodType ? { params: Input<P> } : { params?: undefined }) &
        (Q extends z.ZodType
          ? NoKeys extends Input<Q>
            ? { query?: Input<Q> }
            : { query: Input<Q> }
          : { query?: undefined }) &
        (B extends z.ZodType
          ? NoKeys extends Input<B>
            ? { body?: Input<B> }
            : { body: Input<B> }
          : { body?: undefined })
    : never;

/** The `data` a JSON endpoint answers with, as parsed by a caller. */
export type DataOf<E> = E extends Endpoint<z.ZodType | undefined, infer D> ? z.output<D> : never;
/** The `data` a handler may return (before the schema's defaults and transforms). */
export type DataInputOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer D> ? z.input<D> : never;
export type BodyOf<E> =
  E extends Endpoint<infer B> ? (B extends z.ZodType ? z.output<B> : undefined) : never;
export type ParamsOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType, infer P>
    ? P extends z.ZodType
      ? z.output<P>
      : Record<string, never>
    : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType, z.ZodType | undefined, infer Q>
    ? Q extends z.ZodType
      ? z.output<Q>
      : Record<string, never>
    : never;

/** A group of endpoints (one module's API), and the whole contract as groups. */
export type EndpointGroup = Record<string, Endpoint>;
export type Contract = Record<string, EndpointGroup>;

/** A function taking `Input`, optional when every part of it is. */
export type Caller<Input, Result> = NoKeys extends Input
  ? (input?: Input) => Result
  : (input: Input) => Result;

/**
 * One function per endpoint, `client.demands.get({ params: { id } })`, from the contract and a
 * way of sending (axios in the renderer, app.inject in the server tests); each side types the
 * result with its own mapped type over `Caller`.
 */
export function bindContract<C extends Contract>(
  contract: C,
  send: (endpoint: Endpoint, input: Record<string, unknown> | undefined) => unknown,
): Record<keyof C, Record<string, (input?: Record<string, unknown>) => unknown>> {
  const client = {} as Record<
    keyof C,
    Record<string, (input?: Record<string, unknown>) => unknown>
  >;
  for (const [group, endpoints] of Object.entries(contract) as [keyof C, EndpointGroup][]) {
    client[group] = Object.fromEntries(
      Object.entries(endpoints).map(([name, e]) => [
        name,
        (input?: Record<string, unknown>) => send(e, input),
      ]),
    );
  }
  return client;
}
