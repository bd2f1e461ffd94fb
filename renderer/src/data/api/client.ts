import axios, { isAxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { API_PREFIX, type Endpoint } from '@alinhavo/shared/api/contract';
import { successEnvelope } from '@alinhavo/shared/schemas/envelope';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import type { z } from 'zod';
import { ApiError, invalidResponseError, sessionExpiredError, toApiError } from './errors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Protected call: carries the bearer and may be replayed once after a refresh. */
    authRequired?: boolean;
    /** The access token this attempt was sent with, to tell a stale 401 from an ended session. */
    sentWithToken?: string | null;
    replayed?: boolean;
  }
}

export interface ApiClientDeps {
  /** '' for the page's own origin (web), the configured server on the desktop. */
  serverOrigin: () => Promise<string>;
  /** platform.session.refresh: null = the session is over; throws when there is no answer. */
  refreshSession: () => Promise<{ access: string } | null>;
  /** Called once per refused refresh, after the token is forgotten. */
  onSessionExpired: () => void;
  /** Tests replace the network here. */
  adapter?: AxiosAdapter;
}

export interface CallOptions {
  /** Values for `{name}` placeholders in the endpoint path. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

type BodyOf<E> = E extends Endpoint<infer B, z.ZodType> ? (B extends z.ZodType ? z.input<B> : undefined) : never;
type DataOf<E> = E extends Endpoint<z.ZodType | undefined, infer D> ? z.output<D> : never;
type CallArgs<E> = BodyOf<E> extends undefined
  ? [body?: undefined, options?: CallOptions]
  : [body: BodyOf<E>, options?: CallOptions];

export const REQUEST_TIMEOUT_MS = 15_000;

export function createApiClient(deps: ApiClientDeps) {
  let accessToken: string | null = null;
  let refreshing: Promise<string> | null = null;

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
      config.sentWithToken = accessToken;
      if (accessToken) config.headers.set('Authorization', `Bearer ${accessToken}`);
    }
    return config;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401) throw error;
    const config = error.config;
    if (!config?.authRequired || config.replayed) throw error;
    config.replayed = true;
    // Another request already refreshed while this one was in flight: just replay it.
    const fresh =
      accessToken && accessToken !== config.sentWithToken ? accessToken : await refreshAccess();
    config.headers.set('Authorization', `Bearer ${fresh}`);
    return http.request(config);
  });

  /** Exactly one refresh at a time; every caller waiting on it gets the same outcome. */
  function refreshAccess(): Promise<string> {
    refreshing ??= (async () => {
      try {
        let result: { access: string } | null;
        try {
          result = await deps.refreshSession();
        } catch (error) {
          throw toApiError(error); // offline: the session may still be good, keep it
        }
        if (!result) {
          accessToken = null;
          deps.onSessionExpired();
          throw sessionExpiredError();
        }
        accessToken = result.access;
        return result.access;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  function buildPath(path: string, params: CallOptions['params']): string {
    return path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = params?.[name];
      if (value === undefined) throw new ApiError({ message: ERRORS.unknown });
      return encodeURIComponent(String(value));
    });
  }

  /** Sends a contract endpoint and returns its parsed data plus the server's message. */
  async function request<E extends Endpoint>(
    endpoint: E,
    ...[body, options]: CallArgs<E>
  ): Promise<{ data: DataOf<E>; message: string | undefined }> {
    let payload: unknown = undefined;
    if (endpoint.body) {
      const parsed = endpoint.body.safeParse(body ?? {});
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
        }
        throw new ApiError({ message: ERRORS.invalidData, status: 400, code: 'VALIDATION', fieldErrors });
      }
      payload = parsed.data;
    }

    let response;
    try {
      response = await http.request({
        method: endpoint.method,
        url: buildPath(endpoint.path, options?.params),
        data: payload,
        params: options?.query,
        signal: options?.signal,
        authRequired: endpoint.auth === 'user',
      });
    } catch (error) {
      throw toApiError(error);
    }

    const raw: unknown = response.data;
    const envelope = successEnvelope(endpoint.data);
    let parsed = envelope.safeParse(raw);
    // Message-only answers ({status, message}) stand for an empty data object; a null that the
    // endpoint accepts (no rating yet) stays null.
    if (!parsed.success && isSuccessWithoutData(raw)) parsed = envelope.safeParse({ ...raw, data: {} });
    if (!parsed.success) throw invalidResponseError(response.status);
    return { data: parsed.data.data as DataOf<E>, message: parsed.data.message };
  }

  async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<DataOf<E>> {
    return (await request(endpoint, ...args)).data;
  }

  return {
    http,
    request,
    call,
    refreshAccess,
    setAccessToken(token: string | null) {
      accessToken = token;
    },
    hasAccessToken: () => accessToken !== null,
    /** For the desktop download in the main process, which sends its own request. */
    currentAccessToken: () => accessToken,
  };
}

function isSuccessWithoutData(raw: unknown): raw is Record<string, unknown> {
  return (
    typeof raw === 'object' &&
    raw !== null &&
    (raw as { status?: unknown }).status === 'success' &&
    (raw as { data?: unknown }).data == null
  );
}

export type ApiClient = ReturnType<typeof createApiClient>;
