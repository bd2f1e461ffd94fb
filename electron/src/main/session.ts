import { authApi } from '@alinhavo/shared/api/auth';
import { API_PREFIX } from '@alinhavo/shared/api/contract';
import type { ServerRefusal, SessionAnswer, SignInCall } from '@alinhavo/shared/ipc/channels';
import type { ChangePasswordBody } from '@alinhavo/shared/schemas/auth';
import { successEnvelope } from '@alinhavo/shared/schemas/envelope';
import { authResultSchema, tokenPairSchema, type User } from '@alinhavo/shared/schemas/user';
import type { TokenStore } from './token-store';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface SessionHandlers {
  load: () => Promise<{ user: User } | null>;
  signIn: (call: SignInCall) => Promise<SessionAnswer>;
  changePassword: (body: ChangePasswordBody) => Promise<SessionAnswer>;
  updateUser: (user: User) => Promise<void>;
  /** The bearer for one API call: the one held, or a renewed one; null when signed out. */
  accessToken: () => Promise<{ access: string } | null>;
  refresh: () => Promise<{ access: string } | null>;
  clear: () => Promise<void>;
}

export interface SessionDeps {
  store: TokenStore;
  serverUrl: string;
  fetch: FetchLike;
  /** Refresh and sign-in may wait on a slow mobile hotspot; logout is only a courtesy. */
  refreshTimeoutMs?: number;
  logoutTimeoutMs?: number;
}

const refreshEnvelopeSchema = successEnvelope(tokenPairSchema);
const authEnvelopeSchema = successEnvelope(authResultSchema);

/** The server's answer when the refresh token is unknown, expired or was already rotated. */
const SESSION_ENDED_STATUSES = new Set([400, 401]);

const SIGN_IN_ENDPOINTS = {
  login: authApi.login,
  'verify-email': authApi.verifyEmail,
} as const;

function postJson(
  deps: SessionDeps,
  path: string,
  body: unknown,
  timeoutMs: number,
  bearer: string | null = null,
): Promise<Response> {
  return deps.fetch(`${deps.serverUrl}${API_PREFIX}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** The server's error envelope, reduced to what the form shows (field texts as strings). */
function refusalOf(body: unknown): ServerRefusal | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, code, errors } = body as Record<string, unknown>;
  const refusal: ServerRefusal = {};
  if (typeof message === 'string') refusal.message = message.slice(0, 2000);
  if (typeof code === 'string') refusal.code = code.slice(0, 100);
  if (typeof errors === 'object' && errors !== null) {
    const fields: Record<string, string> = {};
    for (const [field, value] of Object.entries(errors).slice(0, 50)) {
      const text: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
      if (typeof text === 'string') fields[field.slice(0, 100)] = text.slice(0, 2000);
    }
    refusal.errors = fields;
  }
  return refusal;
}

async function refused(response: Response): Promise<SessionAnswer> {
  return {
    status: 'refused',
    httpStatus: response.status,
    error: refusalOf(await response.json().catch(() => null)),
    retryAfter: response.headers.get('retry-after')?.slice(0, 100) ?? null,
  };
}

function unreachable(error: unknown): SessionAnswer {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  return { status: 'unreachable', timedOut };
}

/**
 * The session on the desktop (DESIGN §9.7): both tokens live here. The renderer signs in
 * through the main process and learns only the user; each API call borrows the access token.
 * The refresh token never leaves this process.
 */
export function createSessionHandlers(deps: SessionDeps): SessionHandlers {
  const { store } = deps;
  const timeoutMs = () => deps.refreshTimeoutMs ?? 15_000;
  /** Held in memory only: after a restart the first call renews it from the stored session. */
  let access: string | null = null;
  let refreshing: Promise<{ access: string } | null> | null = null;

  const exchangeRefreshToken = async (): Promise<{ access: string } | null> => {
    const session = await store.load();
    if (!session) return null;
    // A network failure throws on purpose: the renderer stays signed in and works offline.
    const response = await postJson(
      deps,
      authApi.refreshToken.path,
      { refresh: session.refresh },
      timeoutMs(),
    );
    // Logged out (or in as someone else) while the request was in flight: leave that alone.
    const currentIfUnchanged = async () => {
      const current = await store.load();
      return current?.refresh === session.refresh ? current : null;
    };
    const heldNow = () => (access ? { access } : null);

    if (SESSION_ENDED_STATUSES.has(response.status)) {
      if (await currentIfUnchanged()) {
        access = null;
        await store.clear();
        return null;
      }
      return heldNow();
    }
    if (!response.ok)
      throw new Error(`A renovação da sessão falhou (HTTP ${String(response.status)})`);
    const envelope = refreshEnvelopeSchema.safeParse(await response.json().catch(() => null));
    if (!envelope.success) throw new Error('Resposta inesperada do servidor ao renovar a sessão');

    const current = await currentIfUnchanged();
    if (!current) return heldNow();
    await store.save({ user: current.user, refresh: envelope.data.data.refresh });
    access = envelope.data.data.access;
    return { access };
  };

  const refresh = () => {
    // Refresh tokens rotate and reuse ends the session: concurrent callers share one exchange.
    refreshing ??= exchangeRefreshToken().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const accessToken = async (): Promise<{ access: string } | null> => {
    if (refreshing) await refreshing.catch(() => undefined);
    if (access) return { access };
    return (await store.load()) ? refresh() : null;
  };

  /** Keeps a fresh pair: the previous session's access token must not outlive it. */
  const keep = async (user: User, pair: { access: string; refresh: string }) => {
    access = null;
    await store.save({ user, refresh: pair.refresh });
    access = pair.access;
  };

  const changePassword = async (
    body: ChangePasswordBody,
    retried = false,
  ): Promise<SessionAnswer> => {
    const session = await store.load();
    const bearer = session ? await accessToken().catch(() => null) : null;
    if (!session || !bearer)
      return { status: 'refused', httpStatus: 401, error: null, retryAfter: null };
    let response: Response;
    try {
      response = await postJson(
        deps,
        authApi.changePassword.path,
        body,
        timeoutMs(),
        bearer.access,
      );
    } catch (error) {
      return unreachable(error);
    }
    if (response.status === 401 && !retried) {
      await response.body?.cancel().catch(() => undefined);
      // An expired access token: renew it once, as the renderer's client does for its calls.
      if (access === bearer.access) access = null;
      return changePassword(body, true);
    }
    if (!response.ok) return refused(response);
    const envelope = refreshEnvelopeSchema.safeParse(await response.json().catch(() => null));
    if (!envelope.success) return { status: 'invalid-answer', httpStatus: response.status };
    // Other sessions end; this one goes on with the pair issued now (for whoever is signed in).
    const current = (await store.load()) ?? session;
    await keep(current.user, envelope.data.data);
    return { status: 'signed-in', user: current.user };
  };

  return {
    async load() {
      const session = await store.load();
      return session ? { user: session.user } : null;
    },
    async signIn(call) {
      let response: Response;
      try {
        response = await postJson(deps, SIGN_IN_ENDPOINTS[call.kind].path, call.body, timeoutMs());
      } catch (error) {
        return unreachable(error);
      }
      if (!response.ok) return refused(response);
      const envelope = authEnvelopeSchema.safeParse(await response.json().catch(() => null));
      if (!envelope.success) return { status: 'invalid-answer', httpStatus: response.status };
      const { user, token } = envelope.data.data;
      await keep(user, token);
      return { status: 'signed-in', user };
    },
    changePassword: (body) => changePassword(body),
    updateUser: (user) => store.updateUser(user),
    accessToken,
    refresh,
    async clear() {
      access = null;
      const session = await store.load();
      if (session) {
        try {
          await postJson(
            deps,
            authApi.logout.path,
            { refresh: session.refresh },
            deps.logoutTimeoutMs ?? 5_000,
          );
        } catch {
          // Offline or server down: forgetting the token locally is what the user asked for.
        }
      }
      await store.clear();
    },
  };
}
