import axios, {
  isAxiosError,
  type AxiosAdapter,
  type AxiosProgressEvent,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  API_PREFIX,
  CONTRACT_HEADER,
  CONTRACT_VERSION,
  fillPath,
  type BodyOf,
  type CallInput,
  type DataOf,
  type Endpoint,
  type NoKeys,
} from '@alinhavo/shared/api/contract';
import { authApi } from '@alinhavo/shared/api/auth';
import type { SignInCall } from '@alinhavo/shared/ipc/channels';
import type { ChangePasswordBody } from '@alinhavo/shared/schemas/auth';
import type { User } from '@alinhavo/shared/schemas/user';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import type { SessionTokens } from '../../platform/types';
import { reportServerAnswer } from '../connection';
import { ApiError, invalidResponseError, sessionExpiredError, toApiError } from './errors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Protected call: carries the bearer and may be replayed once after a refresh. */
    authRequired?: boolean;
    /** The access token this attempt was sent with, to tell a stale 401 from an ended session. */
    sentWithToken?: string | null;
    replayed?: boolean;
    /** Public call that carries the bearer when there is one, without refreshing for it. */
    identify?: boolean;
  }
}

export interface ApiClientDeps {
  /** '' for the page's own origin (web), the configured server on the desktop. */
  serverOrigin: () => Promise<string>;
  /** platform.session.tokens: where the tokens live (DESIGN §9.7). */
  tokens: SessionTokens;
  /** Called once per refused refresh, after the token is forgotten. */
  onSessionExpired: () => void;
  /** Tests replace the network here. */
  adapter?: AxiosAdapter;
}

/** How one call travels, beside what the contract types. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Uploads: 0–1 of the request body sent. */
  onUploadProgress?: (fraction: number) => void;
  /** A public endpoint that takes the session when the page has one (product analytics). */
  identify?: boolean;
}

/** Params, query and body as the contract declares them, plus the call's options. */
type CallArgs<E> =
  NoKeys extends CallInput<E>
    ? [input?: CallInput<E> & CallOptions]
    : [input: CallInput<E> & CallOptions];

/** A JSON endpoint answers its parsed data; a file endpoint (`answer: 'file'`) its bytes. */
export type CallResult<E> = E extends { answer: 'file' } ? Blob : DataOf<E>;

export const REQUEST_TIMEOUT_MS = 15_000;

export function createApiClient(deps: ApiClientDeps) {
  const { tokens } = deps;
  /** The web's access token. On the desktop it stays in the main process: always null here. */
  let accessToken: string | null = null;
  let refreshing: Promise<string> | null = null;
  let contractChecked = false;
  let confirmContract!: () => void;
  const contractConfirmed = new Promise<void>((resolve) => (confirmContract = resolve));

  /** The bearer for one call, read as it is sent. */
  const bearer = async (): Promise<string | null> =>
    tokens.where === 'page' ? accessToken : tokens.bearer();

  const http = axios.create({
    withCredentials: true, // the web refresh cookie travels with every call to our server
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });

  http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    config.baseURL = `${await deps.serverOrigin()}${API_PREFIX}`;
    if (config.authRequired) {
      // A refresh under way: wait for the new token instead of earning another 401.
      if (refreshing) await refreshing.catch(() => undefined);
      const token = await bearer();
      config.sentWithToken = token;
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
    } else if (config.identify) {
      const token = await bearer().catch(() => null);
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  });

  // Every answer tells the connection state (data/connection.ts) whether the server is in trouble,
  // so a 429 or a 5xx is never taken for the device being offline.
  http.interceptors.response.use(
    (response) => {
      reportServerAnswer(response.status);
      return response;
    },
    (error: unknown) => {
      if (isAxiosError(error) && !axios.isCancel(error)) reportServerAnswer(error.response?.status);
      throw error;
    },
  );

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401) throw error;
    const config = error.config;
    if (!config?.authRequired || config.replayed) throw error;
    config.replayed = true;
    // Another request already refreshed while this one was in flight: just replay it.
    const current = await bearer();
    const fresh = current && current !== config.sentWithToken ? current : await refreshAccess();
    config.headers.set('Authorization', `Bearer ${fresh}`);
    return http.request(config);
  });

  /** Exactly one refresh at a time; every caller waiting on it gets the same outcome. */
  function refreshAccess(): Promise<string> {
    refreshing ??= (async () => {
      try {
        let result: { access: string } | null;
        try {
          result = await tokens.refresh();
        } catch (error) {
          throw toApiError(error); // offline: the session may still be good, keep it
        }
        if (!result) {
          accessToken = null;
          deps.onSessionExpired();
          throw sessionExpiredError();
        }
        if (tokens.where === 'page') accessToken = result.access;
        return result.access;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  /** Sends a contract endpoint and returns its parsed data (or file) plus the server's message. */
  async function request<E extends Endpoint>(
    endpoint: E,
    ...[input]: CallArgs<E>
  ): Promise<{ data: CallResult<E>; message: string | undefined }> {
    const { params, query, body, files, signal, onUploadProgress, identify } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: Record<string, unknown>;
      body?: unknown;
      files?: readonly File[];
    } & CallOptions;
    // The body goes as typed: the server validates it against the same schema (a 400 with the
    // texts per field) and the forms check their fields before sending (README Decisões).
    let payload: unknown = undefined;
    if (endpoint.body) {
      payload =
        endpoint.bodyFormat === 'multipart' ? multipart(body ?? {}, files ?? []) : (body ?? {});
    }
    const isFile = endpoint.answer === 'file';
    const long = isFile || endpoint.bodyFormat === 'multipart';

    let response;
    try {
      response = await http.request({
        method: endpoint.method,
        url: pathOf(endpoint.path, params),
        data: payload,
        params: query,
        signal,
        authRequired: endpoint.auth === 'user',
        ...(identify ? { identify: true } : {}),
        // A 20 MB file on a slow line takes longer than the JSON timeout.
        ...(long ? { timeout: 0 } : {}),
        ...(isFile ? { responseType: 'blob' as const } : {}),
        ...(endpoint.bodyFormat === 'multipart'
          ? { headers: { 'Content-Type': 'multipart/form-data' } }
          : {}),
        ...(onUploadProgress
          ? {
              onUploadProgress: (e: AxiosProgressEvent) => {
                if (e.total) onUploadProgress(e.loaded / e.total);
              },
            }
          : {}),
      });
    } catch (error) {
      throw toApiError(error);
    }

    if (isFile) {
      if (!(response.data instanceof Blob)) throw invalidResponseError(response.status);
      return { data: response.data as CallResult<E>, message: undefined };
    }
    checkContract(response.headers[CONTRACT_HEADER]);
    const raw: unknown = response.data;
    if (!isSuccessEnvelope(raw)) throw invalidResponseError(response.status);
    // Message-only answers ({status, message}) stand for an empty data object; a null (no rating
    // yet) is what the endpoint declared, since the server writes every answer from its schema.
    return {
      data: (raw.data === undefined ? {} : raw.data) as CallResult<E>,
      message: typeof raw.message === 'string' ? raw.message : undefined,
    };
  }

  /**
   * Answers are not parsed here: the server writes each one from the endpoint's schema in
   * `shared/`, which this build carries too. What could still differ is the contract itself (a
   * desktop app pointed at an older or newer server), so its version is checked, once while it
   * matches, and every answer is refused while it does not.
   */
  function checkContract(header: unknown): void {
    if (contractChecked) return;
    if (header !== CONTRACT_VERSION) throw new ApiError({ message: ERRORS.invalidResponse });
    contractChecked = true;
    confirmContract();
  }

  /**
   * The absolute address of an endpoint, for requests made outside axios (the desktop's
   * downloads stream in the main process with the access token).
   */
  async function urlOf<E extends Endpoint>(
    endpoint: E,
    input: Pick<CallInput<E>, 'params' | 'query'>,
  ): Promise<string> {
    const { params, query } = input as {
      params?: Record<string, string | number>;
      query?: Record<string, string | number | boolean | undefined>;
    };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) search.append(key, String(value));
    const qs = search.toString();
    return `${await deps.serverOrigin()}${API_PREFIX}${pathOf(endpoint.path, params)}${qs ? `?${qs}` : ''}`;
  }

  async function call<E extends Endpoint>(
    endpoint: E,
    ...args: CallArgs<E>
  ): Promise<CallResult<E>> {
    return (await request(endpoint, ...args)).data;
  }

  /**
   * Login or e-mail verification. Web: sent here, the access token kept in memory (the refresh
   * token arrives as a cookie and is dropped from the answer). Desktop: the main process sends
   * it and keeps both tokens; only the user comes back.
   */
  async function signIn(signInCall: SignInCall): Promise<User> {
    if (tokens.where === 'main-process') return tokens.signIn(signInCall);
    const result =
      signInCall.kind === 'login'
        ? await call(authApi.login, { body: signInCall.body })
        : await call(authApi.verifyEmail, { body: signInCall.body });
    accessToken = result.token.access;
    return result.user;
  }

  /** Other sessions end; this one continues with the tokens issued now, kept as at sign-in. */
  async function changePassword(body: ChangePasswordBody): Promise<void> {
    if (tokens.where === 'main-process') return tokens.changePassword(body);
    accessToken = (await call(authApi.changePassword, { body })).access;
  }

  /**
   * A JSON POST that outlives the page (fetch keepalive), for the last analytics batch as a tab
   * goes away: an XHR is cancelled with the page. Public endpoints only; the bearer goes along
   * when there is one. The answer is not read: the page may be gone by then.
   */
  async function keepalive<E extends Endpoint>(endpoint: E, body: BodyOf<E>): Promise<void> {
    if (endpoint.auth !== 'public') throw new Error('keepalive: só para endpoints públicos');
    const token = await bearer().catch(() => null);
    await fetch(await urlOf(endpoint, {}), {
      method: endpoint.method,
      keepalive: true,
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  }

  return {
    http,
    request,
    call,
    keepalive,
    urlOf,
    refreshAccess,
    signIn,
    changePassword,
    /** Signing out: the web's in-memory access token goes (the desktop's goes with its session). */
    forgetAccessToken() {
      accessToken = null;
    },
    /** Tests only: a web session already signed in with `token`. */
    setAccessToken(token: string | null) {
      accessToken = token;
    },
    hasAccessToken: () => accessToken !== null,
    /** For requests made outside axios (the realtime handshake): read as they are sent. */
    bearer,
    /**
     * Settles once an answer proved the server speaks this contract: the realtime socket waits
     * for it, since its events are not parsed either.
     */
    contractConfirmed: () => contractConfirmed,
  };
}

/** A missing path value is a programming error; it surfaces as the generic failure. */
function pathOf(path: string, params: Record<string, string | number> | undefined): string {
  try {
    return fillPath(path, params);
  } catch {
    throw new ApiError({ message: ERRORS.unknown });
  }
}

/** The endpoint's fields first (the server reads them before the files), then the files. */
function multipart(fields: unknown, files: readonly File[]): FormData {
  const form = new FormData();
  // Multipart fields are scalars (ids, names); files travel as files below.
  for (const [name, value] of Object.entries(
    fields as Record<string, string | number | undefined>,
  )) {
    if (value !== undefined) form.append(name, String(value));
  }
  for (const file of files) form.append('file', file, file.name);
  return form;
}

function isSuccessEnvelope(
  raw: unknown,
): raw is { status: 'success'; data?: unknown; message?: unknown } {
  return (
    typeof raw === 'object' && raw !== null && (raw as { status?: unknown }).status === 'success'
  );
}

export type ApiClient = ReturnType<typeof createApiClient>;
