import { FILE_DOWNLOAD_FAILED } from '@alinhavo/shared/messages/downloads';
import type { DesktopBridge, IpcEventPayload } from '@alinhavo/shared/ipc/channels';
import { ApiError } from '../data/api/errors';
import { platformNotices } from './notices';
import type { AttachmentRequest, AttachmentResult } from './types';

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

const savers = new WeakMap<DesktopBridge, ReturnType<typeof createAttachmentSaver>>();

/** One saver per bridge, so one progress listener however many downloads. */
export function attachmentSaverFor(bridge: DesktopBridge) {
  let saver = savers.get(bridge);
  if (!saver) {
    saver = createAttachmentSaver(bridge);
    savers.set(bridge, saver);
  }
  return saver;
}
