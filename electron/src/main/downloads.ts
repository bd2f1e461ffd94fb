import { randomUUID } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { FILE_DOWNLOAD_FAILED, type IpcArgs, type IpcResult } from '@alinhavo/shared/ipc/channels';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import type { SaveDialogOptions } from 'electron';
import { createDownloadProgress, type DownloadWindow } from './download-progress';
import { isSafeToOpen, sanitizeFileName } from './file-names';
import { IpcRefusedError } from './ipc/register';
import type { FetchLike } from './session';

export type DownloadRequest = IpcArgs<'file:download'>[0];
export type DownloadResult = IpcResult<'file:download'>;

export interface SaveDialog<W> {
  /** dialog.showSaveDialog, attached to `window` when there is one. */
  showSaveDialog(
    window: W | null,
    options: SaveDialogOptions,
  ): Promise<{ canceled: boolean; filePath?: string }>;
}

/** What 'Abrir' uses of Electron's shell. */
export interface FileOpener {
  /** Resolves with an error message, '' when the file was opened. */
  openPath(filePath: string): Promise<string>;
  showItemInFolder(filePath: string): void;
}

export interface DownloadDeps<W extends DownloadWindow> {
  /** Origin of the API server: the only place the access token is ever sent. */
  serverUrl: string;
  /** app.getPath('downloads'). */
  downloadsDir: () => string;
  dialog: SaveDialog<W>;
  window: () => W | null;
  fetch: FetchLike;
  /** The main process's access token (DESIGN §9.7: the renderer never hands one over). */
  accessToken: () => Promise<string | null>;
  /** The main process's own refresh (session:refresh), for an access token that expired. */
  refreshAccessToken: () => Promise<string | null>;
  files: FileOpener;
  /** A download that receives nothing for this long is given up. */
  idleTimeoutMs?: number;
  log?: (message: string) => void;
}

export interface DownloadHandlers {
  download(request: DownloadRequest): Promise<DownloadResult>;
  open(downloadId: string): Promise<boolean>;
}

class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';
  constructor(readonly status: number) {
    super(`HTTP ${String(status)}`);
  }
}
class NetworkError extends Error {
  override readonly name = 'NetworkError';
}
class StalledError extends Error {
  override readonly name = 'StalledError';
}
/** The body ended before Content-Length bytes (or was cut short by the idle timer). */
class IncompleteError extends Error {
  override readonly name = 'IncompleteError';
}

/** Same scheme, host and port as the server, and no credentials in the URL. */
export function isOnServer(raw: string, serverUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return url.origin === new URL(serverUrl).origin && url.username === '' && url.password === '';
}

/**
 * Mercado Pago's hosts, where a boleto's PDF lives: downloaded like a demand file,
 * but over https only and never with our token (it is not Mercado Pago's to see).
 */
export const PAYMENT_DOCUMENT_HOSTS = ['mercadopago.com.br', 'mercadopago.com'] as const;

/** An https address on one of PAYMENT_DOCUMENT_HOSTS (or a subdomain), without credentials. */
export function isPaymentDocument(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '')
    return false;
  const host = url.hostname.toLowerCase();
  return PAYMENT_DOCUMENT_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
}

/** The size of the body we will read, when the server says it. */
function contentLength(headers: Headers): number | null {
  // A proxy may gzip the answer: the length is then of the compressed bytes, which fetch decodes.
  const encoding = headers.get('content-encoding');
  if (encoding && encoding !== 'identity') return null;
  const value = Number(headers.get('content-length') ?? Number.NaN);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

function failure(error: unknown): { message: string; httpStatus: number | null } {
  if (error instanceof HttpStatusError) {
    const byStatus: Record<number, string> = {
      401: ERRORS.sessionExpired,
      403: ERRORS.forbidden,
      404: ERRORS.notFound,
    };
    return { message: byStatus[error.status] ?? FILE_DOWNLOAD_FAILED, httpStatus: error.status };
  }
  if (error instanceof NetworkError) return { message: ERRORS.network, httpStatus: null };
  if (error instanceof StalledError) return { message: ERRORS.timeout, httpStatus: null };
  return { message: FILE_DOWNLOAD_FAILED, httpStatus: null };
}

/** Enough to diagnose a failure in the log; never a header, so never the token. */
function describe(error: unknown): string {
  if (error instanceof HttpStatusError) return error.message;
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code ? `${error.name} ${code}` : error.name;
  }
  return typeof error;
}

async function copyBody(
  body: ReadableStream<Uint8Array>,
  file: FileHandle,
  signal: AbortSignal,
  onChunk: (received: number) => void,
): Promise<number> {
  const reader = body.getReader();
  // Cancelling ends a read that waits forever on a silent server.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop);
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read().catch((error: unknown) => {
        throw new NetworkError('body', { cause: error });
      });
      if (done) return received;
      await file.write(value);
      received += value.byteLength;
      onChunk(received);
    }
  } finally {
    signal.removeEventListener('abort', stop);
    reader.releaseLock();
  }
}

/**
 * Attachments on the desktop (DESIGN §8): save dialog, the file streamed from the server with
 * the person's access token, progress, then 'Abrir'. The bytes go to a temporary file next to
 * the chosen one and are renamed only once complete, so a failure never leaves half a file.
 */
export function createDownloads<W extends DownloadWindow>(deps: DownloadDeps<W>): DownloadHandlers {
  const saved = new Map<string, string>();
  const progress = createDownloadProgress(deps.window);
  const log = deps.log ?? ((message: string) => console.warn(message));
  const idleTimeoutMs = deps.idleTimeoutMs ?? 60_000;

  const defaultPath = (name: string) => {
    try {
      return path.join(deps.downloadsDir(), name);
    } catch {
      return name;
    }
  };

  const askWhere = async (name: string): Promise<string | null> => {
    const current = deps.window();
    const answer = await deps.dialog.showSaveDialog(
      current && !current.isDestroyed() ? current : null,
      {
        title: 'Salvar anexo',
        buttonLabel: 'Salvar',
        defaultPath: defaultPath(name),
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      },
    );
    return answer.canceled || !answer.filePath ? null : answer.filePath;
  };

  const get = async (url: string, accessToken: string | null, signal: AbortSignal) => {
    try {
      return await deps.fetch(url, {
        method: 'GET',
        headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
        // A redirect could carry the token elsewhere: the server never redirects downloads.
        redirect: 'error',
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new NetworkError('fetch', { cause: error });
    }
  };

  const fetchFile = async (request: DownloadRequest, signal: AbortSignal) => {
    // Only our own server ever sees the token (and is asked again with a fresh one).
    const ours = isOnServer(request.url, deps.serverUrl);
    const bearer = ours
      ? await deps.accessToken().catch((error: unknown) => {
          throw new NetworkError('refresh', { cause: error });
        })
      : null;
    let response = await get(request.url, bearer, signal);
    if (ours && response.status === 401) {
      await response.body?.cancel().catch(() => undefined);
      const fresh = await deps.refreshAccessToken().catch((error: unknown) => {
        throw new NetworkError('refresh', { cause: error });
      });
      if (fresh) response = await get(request.url, fresh, signal);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new HttpStatusError(response.status);
    }
    return { body: response.body, total: contentLength(response.headers) };
  };

  const transfer = async (
    downloadId: string,
    request: DownloadRequest,
    name: string,
    target: string,
  ) => {
    const controller = new AbortController();
    let idle: NodeJS.Timeout | undefined;
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => controller.abort(new StalledError()), idleTimeoutMs);
    };
    touch();
    const temp = path.join(path.dirname(target), `.${downloadId}.alinhavo-download`);
    try {
      const { body, total } = await fetchFile(request, controller.signal);
      touch();
      progress.start(downloadId, name, total);
      const file = await open(temp, 'wx');
      let received: number;
      try {
        received = await copyBody(body, file, controller.signal, (count) => {
          touch();
          progress.advance(downloadId, count);
        });
      } finally {
        await file.close();
      }
      if (controller.signal.aborted || (total !== null && received !== total))
        throw new IncompleteError(`${String(received)}/${String(total)}`);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      // Only the idle timer aborts: whatever the abort broke on the way, the cause is the stall.
      throw controller.signal.aborted ? new StalledError('idle', { cause: error }) : error;
    } finally {
      clearTimeout(idle);
    }
  };

  return {
    async download(request) {
      if (!isOnServer(request.url, deps.serverUrl) && !isPaymentDocument(request.url))
        throw new IpcRefusedError('file:download: URL fora do servidor');
      const downloadId = randomUUID();
      const name = sanitizeFileName(request.name);
      try {
        const target = await askWhere(name);
        if (!target) return { status: 'cancelled' };
        await transfer(downloadId, request, name, target);
        saved.set(downloadId, target);
        return { status: 'saved', downloadId };
      } catch (error) {
        log(`[alinhavo] download ${downloadId} falhou: ${describe(error)}`);
        return { status: 'failed', downloadId, ...failure(error) };
      } finally {
        progress.finish(downloadId);
      }
    },

    async open(downloadId) {
      const filePath = saved.get(downloadId);
      if (!filePath) return false;
      if (!isSafeToOpen(filePath)) {
        deps.files.showItemInFolder(filePath);
        return true;
      }
      const error = await deps.files.openPath(filePath);
      if (error) log(`[alinhavo] não foi possível abrir ${downloadId}: ${error}`);
      return error === '';
    },
  };
}
