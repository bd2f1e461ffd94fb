import type { DesktopBridge, SessionAnswer } from '@alinhavo/shared/ipc/channels';
import type { User } from '@alinhavo/shared/schemas/user';
import type { ApiError } from '../data/api/errors';
import {
  invalidResponseError,
  responseError,
  toApiError,
  unreachableError,
} from '../data/api/errors';
import { deleteCache } from '../data/session-cache';
import type { MainProcessTokens, Platform } from './types';
import { wipeStorageKeys } from './storage-keys';

declare global {
  interface Window {
    /** Exposed by the Electron preload; only this adapter may use it. */
    desktop?: DesktopBridge;
  }
}

/** The user a token-issuing call signed in, or the ApiError the web build would have thrown. */
function signedInUser(answer: SessionAnswer): User {
  switch (answer.status) {
    case 'signed-in':
      return answer.user;
    case 'refused':
      return throwError(
        responseError(answer.httpStatus, { status: 'error', ...answer.error }, answer.retryAfter),
      );
    case 'invalid-answer':
      return throwError(invalidResponseError(answer.httpStatus));
    case 'unreachable':
      return throwError(unreachableError(answer.timedOut));
  }
}

function throwError(error: ApiError): never {
  throw error;
}

/**
 * DESIGN §9.7: the main process signs in, keeps both tokens (safeStorage) and refreshes; this
 * page reads a bearer for each call and never sees the refresh token.
 */
function createMainProcessTokens(bridge: DesktopBridge): MainProcessTokens {
  // A refused IPC call (the main process's own checks) reads as the generic failure.
  const send = async (answer: () => Promise<SessionAnswer>) =>
    signedInUser(await answer().catch((error: unknown) => throwError(toApiError(error))));
  return {
    where: 'main-process',
    bearer: () =>
      bridge.invoke('session:access-token').then(
        (token) => token?.access ?? null,
        // Offline renewal: the call goes out without one and its 401 takes the refresh path.
        () => null,
      ),
    refresh: () => bridge.invoke('session:refresh'),
    signIn: (call) => send(() => bridge.invoke('session:sign-in', call)),
    async changePassword(body) {
      await send(() => bridge.invoke('session:change-password', body));
    },
  };
}

/** Desktop adapter: the session and the stored user live in the main process (safeStorage). */
export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  let origin: Promise<string> | null = null;

  return {
    kind: 'desktop',
    serverOrigin() {
      origin ??= bridge.invoke('app:info').then((info) => info.serverUrl.replace(/\/+$/, ''));
      return origin;
    },
    session: {
      load: () => bridge.invoke('session:load'),
      updateUser: (user) => bridge.invoke('session:update-user', user),
      async clear() {
        await bridge.invoke('session:clear');
        wipeStorageKeys();
        await deleteCache();
      },
      tokens: createMainProcessTokens(bridge),
    },
    // Loaded with the first download: the first screen does not carry the download notices.
    saveAttachment: (request) =>
      import('./desktop-attachments').then((m) => m.attachmentSaverFor(bridge)(request)),
    openExternal(url) {
      void bridge.invoke('shell:open-external', url);
    },
    noticeSettings: {
      load: () => bridge.invoke('notify:settings'),
      save: (settings) => bridge.invoke('notify:set-settings', settings),
    },
  };
}
