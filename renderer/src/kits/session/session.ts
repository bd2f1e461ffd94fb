import { authApi } from '@alinhavo/shared/api/auth';
import { AUTH_TEXTS } from '@alinhavo/shared/messages/auth';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import type { User } from '@alinhavo/shared/schemas/user';
import { api, ApiError, onSessionExpired } from '../../data/api';
import { claimCacheFor } from '../../data/session-cache';
import { platform } from '../../platform';
import { notify } from '../../ui/notify';
import { useSessionStore } from '../../data/session-store';

const store = () => useSessionStore.getState();

/** Set while a suspension signs this device out: the 401s that follow say nothing more. */
let endingSuspended = false;

/**
 * Ends the session everywhere this device knows of; pages then return to the landing, or to the
 * login form, which says why, when the account was suspended.
 */
export async function signOut(options: { suspended?: boolean } = {}): Promise<void> {
  const suspended = options.suspended ?? false;
  api.forgetAccessToken();
  try {
    await platform.session.clear();
  } finally {
    store().setAnonymous({ signedOut: !suspended, suspended });
  }
}

/** Spec §4 Session: a refused refresh logs out with 'Sessão expirada. Faça login novamente.' */
onSessionExpired(() => {
  if (store().status !== 'authenticated' || endingSuspended) return;
  notify.error(AUTH_TEXTS.sessionExpired);
  logoutSoon();
});

/**
 * DESIGN §9.13: an admin suspended this account. The server has ended every session and sends
 * 'session:ended' before closing the socket; sign out at once, and the login form the guard sends
 * the person to says why (ADMIN_TEXTS.accountSuspended, once: no toast beside it). Other reasons
 * are left alone: a password change ends the old session and the same tab goes on with the new.
 */
export async function endSuspendedSession(): Promise<void> {
  if (store().status !== 'authenticated' || endingSuspended) return;
  endingSuspended = true;
  try {
    await signOut({ suspended: true });
  } finally {
    endingSuspended = false;
  }
}

/**
 * The account as the server has it now, into the store and the device copy (an admin approved
 * or rejected this provider, so `is_approved` changes everywhere without a reload).
 */
export async function refreshCurrentUser(): Promise<void> {
  if (store().status !== 'authenticated') return;
  const fresh = await api.call(authApi.me);
  if (store().user?.id === fresh.id) await replaceUser(fresh);
}

/**
 * After `api.signIn` (login or verification, which keeps the tokens where the platform wants
 * them): the device cache becomes this user's, then the user is kept and shown.
 */
export async function signIn(user: User): Promise<void> {
  await claimCacheFor(user.id);
  await platform.session.updateUser(user);
  store().setAuthenticated(user);
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

  await claimCacheFor(stored.user.id).catch(() => undefined);
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
