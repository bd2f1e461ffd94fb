import type { DesktopBridge, IpcEventPayload } from '@alinhavo/shared/ipc/channels';
import { FILE_DOWNLOAD_FAILED } from '@alinhavo/shared/messages/downloads';
// eslint-disable-next-line no-restricted-imports -- the download toasts are to move behind a notice port that app/ subscribes ui/ to (issue 11); app/ is another owner's
import { notifications } from '@mantine/notifications';
import { ApiError } from '../data/api/errors';
import { deleteCache } from '../data/session-cache';
import type { AttachmentRequest, AttachmentResult, Platform } from './types';
import { wipeStorageKeys } from './storage-keys';

declare global {
  interface Window {
    /** Exposed by the Electron preload; only this adapter may use it. */
    desktop?: DesktopBridge;
  }
}

const OPEN_FAILED = 'Não foi possível abrir o arquivo.';

/** One toast per download while the main process streams it, gone when the download ends. */
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
    const toast = {
      id: toastId(downloadId),
      message: `Baixando ${name}…${percent}`,
      color: 'vinho',
      loading: true,
      autoClose: false,
      withCloseButton: false,
    } as const;
    // show() leaves a toast already on screen alone; update() then brings it to this percent.
    notifications.show(toast);
    notifications.update(toast);
  };

  return {
    listen() {
      if (listening) return;
      bridge.on('file:download-progress', show);
      listening = true;
    },
    end(downloadId: string) {
      ended.add(downloadId);
      notifications.hide(toastId(downloadId));
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

  return async ({ url, name, accessToken }: AttachmentRequest): Promise<AttachmentResult> => {
    toasts.listen();
    const result = await bridge
      .invoke('file:download', { url, name: name.slice(0, 255) || 'arquivo', accessToken })
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
            if (!opened) notifications.show({ message: OPEN_FAILED, color: 'red' });
          });
      },
    };
  };
}

/**
 * Desktop adapter: tokens and the stored user live in the main process (safeStorage), which also
 * performs the refresh and hands back only the access token.
 */
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
      save: (session) => bridge.invoke('session:save', session),
      updateUser: (user) => bridge.invoke('session:update-user', user),
      refresh: () => bridge.invoke('session:refresh'),
      async clear() {
        await bridge.invoke('session:clear');
        wipeStorageKeys();
        await deleteCache();
      },
    },
    saveAttachment: createAttachmentSaver(bridge),
    openExternal(url) {
      void bridge.invoke('shell:open-external', url);
    },
  };
}
