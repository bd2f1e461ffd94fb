import { authApi } from '@alinhavo/shared/api/auth';
import { AUTH_TEXTS } from '@alinhavo/shared/messages/auth';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import type { AuthResult, User } from '@alinhavo/shared/schemas/user';
import { api, ApiError, onSessionExpired } from '../../data/api';
import { claimDbFor } from '../../data/db';
import { platform } from '../../platform';
import { notify } from '../../ui/notify';
import { useSessionStore } from './session-store';

const store = () => useSessionStore.getState();

/** Ends the session everywhere this device knows of; pages then return to the landing. */
export async function signOut(): Promise<void> {
  api.setAccessToken(null);
  try {
    await platform.session.clear();
  } finally {
    store().setAnonymous({ signedOut: true });
  }
}

/** Spec §4 Session: a refused refresh logs out with 'Sessão expirada. Faça login novamente.' */
onSessionExpired(() => {
  if (store().status !== 'authenticated') return;
  notify.error(AUTH_TEXTS.sessionExpired);
  logoutSoon();
});

/** After login or verification: the previous session goes first, then this one is kept. */
export async function signIn(result: AuthResult): Promise<void> {
  api.setAccessToken(null);
  await claimDbFor(result.user.id);
  await platform.session.save({ user: result.user, refresh: result.token.refresh });
  api.setAccessToken(result.token.access);
  store().setAuthenticated(result.user);
}

/** Keep the store and the device copy of the user in step after a profile change. */
export async function replaceUser(user: User): Promise<void> {
  store().setUser(user);
  await platform.session.updateUser(user);
}

function logoutSoon(): void {
  // The spec's short delay lets the stored user's screen settle before leaving it.
  setTimeout(() => void signOut(), LIMITS.logoutDelayMs);
}

/**
 * Spec §4 Session at startup: show the stored user at once, then renew the tokens and the user.
 * An ended session logs out; no answer at all (offline) keeps the stored user.
 */
export async function startSession(): Promise<void> {
  let stored: { user: User } | null;
  try {
    stored = await platform.session.load();
  } catch {
    stored = null;
  }
  if (!stored) {
    store().setAnonymous();
    return;
  }

  await claimDbFor(stored.user.id).catch(() => undefined);
  store().setAuthenticated(stored.user);

  try {
    await api.refreshAccess();
    const fresh = await api.call(authApi.me);
    await replaceUser(fresh);
  } catch (error) {
    const apiError = error instanceof ApiError ? error : null;
    if (apiError?.isNetworkError || (apiError?.status ?? 0) >= 500) return;
    if (apiError?.code === 'SESSION_EXPIRED') return; // the expiry handler already logs out
    logoutSoon();
  }
}
