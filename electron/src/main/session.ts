import { authApi } from '@alinhavo/shared/api/auth';
import { API_PREFIX } from '@alinhavo/shared/api/contract';
import { successEnvelope } from '@alinhavo/shared/schemas/envelope';
import { tokenPairSchema, type User } from '@alinhavo/shared/schemas/user';
import type { TokenStore } from './token-store';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface SessionHandlers {
  load: () => Promise<{ user: User } | null>;
  save: (session: { user: User; refresh: string }) => Promise<void>;
  updateUser: (user: User) => Promise<void>;
  refresh: () => Promise<{ access: string } | null>;
  clear: () => Promise<void>;
}

export interface SessionDeps {
  store: TokenStore;
  serverUrl: string;
  fetch: FetchLike;
  /** Refresh may wait on a slow mobile hotspot; logout is only a courtesy to the server. */
  refreshTimeoutMs?: number;
  logoutTimeoutMs?: number;
}

const refreshEnvelopeSchema = successEnvelope(tokenPairSchema);

/** The server's answer when the refresh token is unknown, expired or was already rotated. */
const SESSION_ENDED_STATUSES = new Set([400, 401]);

function postJson(
  deps: SessionDeps,
  path: string,
  body: unknown,
  timeoutMs: number,
): Promise<Response> {
  return deps.fetch(`${deps.serverUrl}${API_PREFIX}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/**
 * The session on the desktop: the refresh token never leaves the main process. The renderer
 * asks for an access token and gets only that.
 */
export function createSessionHandlers(deps: SessionDeps): SessionHandlers {
  const { store } = deps;
  let refreshing: Promise<{ access: string } | null> | null = null;

  const exchangeRefreshToken = async (): Promise<{ access: string } | null> => {
    const session = await store.load();
    if (!session) return null;
    // A network failure throws on purpose: the renderer stays signed in and works offline.
    const response = await postJson(
      deps,
      authApi.refreshToken.path,
      { refresh: session.refresh },
      deps.refreshTimeoutMs ?? 15_000,
    );
    // Logged out (or in as someone else) while the request was in flight: leave that alone.
    const currentIfUnchanged = async () => {
      const current = await store.load();
      return current?.refresh === session.refresh ? current : null;
    };

    if (SESSION_ENDED_STATUSES.has(response.status)) {
      if (await currentIfUnchanged()) await store.clear();
      return null;
    }
    if (!response.ok)
      throw new Error(`A renovação da sessão falhou (HTTP ${String(response.status)})`);
    const envelope = refreshEnvelopeSchema.safeParse(await response.json().catch(() => null));
    if (!envelope.success) throw new Error('Resposta inesperada do servidor ao renovar a sessão');

    const current = await currentIfUnchanged();
    if (!current) return null;
    await store.save({ user: current.user, refresh: envelope.data.data.refresh });
    return { access: envelope.data.data.access };
  };

  return {
    async load() {
      const session = await store.load();
      return session ? { user: session.user } : null;
    },
    save: (session) => store.save(session),
    updateUser: (user) => store.updateUser(user),
    refresh() {
      // Refresh tokens rotate and reuse ends the session: concurrent callers share one exchange.
      refreshing ??= exchangeRefreshToken().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    async clear() {
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
