import { FILE_DOWNLOAD_FAILED } from '@alinhavo/shared/messages/downloads';
import type { DesktopBridge, IpcEventPayload, SessionAnswer } from '@alinhavo/shared/ipc/channels';
import type { User } from '@alinhavo/shared/schemas/user';
import {
  ApiError,
  invalidResponseError,
  responseError,
  toApiError,
  unreachableError,
} from '../data/api/errors';
import { deleteCache } from '../data/session-cache';
import { platformNotices } from './notices';
import type { AttachmentRequest, AttachmentResult, MainProcessTokens, Platform } from './types';
import { wipeStorageKeys } from './storage-keys';

declare global {
  interface Window {
    /** Exposed by the Electron preload; only this adapter may use it. */
    desktop?: DesktopBridge;
  }
}

const OPEN_FAILED = 'Não foi possível abrir o arquivo.';

/** One notice per download while the main process streams it, gone when the download ends. */
function createDownloadToasts(bridge: DesktopBridge) {
  const ended = new Set<string>();
  let listening = false;
  const toastId = (downloadId: string) => `download:${downloadId}`;

  const show = ({
    downloadId,
    name,
    received,
    total,
  }: IpcEventPayload<'file:download-progress'>) => {
    // A late event must not bring back the toast of a download that already ended.
    if (ended.has(downloadId)) return;
    const percent = total ? ` ${String(Math.floor((received * 100) / total))}%` : '';
    platformNotices.shownWith?.progress(toastId(downloadId), `Baixando ${name}…${percent}`);
  };

  return {
    listen() {
      if (listening) return;
      bridge.on('file:download-progress', show);
      listening = true;
    },
    end(downloadId: string) {
      ended.add(downloadId);
      platformNotices.shownWith?.hide(toastId(downloadId));
    },
  };
}

/**
 * Desktop attachments (DESIGN §8): the main process asks where, streams the file with the access
 * token and keeps the saved path; the page only ever holds the download's id. The bytes are not
 * read here, so `fetchBlob` is left unused.
 */
function createAttachmentSaver(bridge: DesktopBridge) {
  const toasts = createDownloadToasts(bridge);

  return async ({ url, name }: AttachmentRequest): Promise<AttachmentResult> => {
    toasts.listen();
    const result = await bridge
      .invoke('file:download', { url, name: name.slice(0, 255) || 'arquivo' })
      .catch(() => {
        throw new ApiError({ message: FILE_DOWNLOAD_FAILED });
      });
    if (result.status === 'cancelled') return { status: 'cancelled' };
    toasts.end(result.downloadId);
    if (result.status === 'failed')
      throw new ApiError({ message: result.message, status: result.httpStatus ?? undefined });

    const { downloadId } = result;
    return {
      status: 'saved',
      open() {
        void bridge
          .invoke('file:open', downloadId)
          .catch(() => false)
          .then((opened) => {
            if (!opened) platformNotices.shownWith?.error(OPEN_FAILED);
          });
      },
    };
  };
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
    saveAttachment: createAttachmentSaver(bridge),
    openExternal(url) {
      void bridge.invoke('shell:open-external', url);
    },
    noticeSettings: {
      load: () => bridge.invoke('notify:settings'),
      save: (settings) => bridge.invoke('notify:set-settings', settings),
    },
  };
}
