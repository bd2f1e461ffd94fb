import { sendIpcEvent, type IpcEventTarget } from '../ipc-contract';

/** The parts of the BrowserWindow a download reports to (a fake in tests). */
export interface DownloadWindow {
  isDestroyed(): boolean;
  /** 0–1 fills the taskbar button, above 1 is indeterminate, below 0 removes it. */
  setProgressBar(progress: number): void;
  webContents: IpcEventTarget;
}

interface Transfer {
  name: string;
  received: number;
  total: number | null;
  /** What the renderer was last told: a percent, or a count of MiB when the size is unknown. */
  lastStep: number;
}

const UNKNOWN_SIZE_STEP = 1024 * 1024;
const INDETERMINATE = 2;
const REMOVE = -1;

function step(received: number, total: number | null): number {
  if (total === null) return Math.floor(received / UNKNOWN_SIZE_STEP);
  return total === 0 ? 100 : Math.floor((received * 100) / total);
}

/**
 * Progress of every download in flight: 'file:download-progress' to the renderer once per
 * percent (not once per network chunk), and one bar on the taskbar button for all of them.
 */
export function createDownloadProgress(window: () => DownloadWindow | null) {
  const transfers = new Map<string, Transfer>();

  const liveWindow = () => {
    const current = window();
    return current && !current.isDestroyed() ? current : null;
  };

  const updateTaskbar = () => {
    const current = liveWindow();
    if (!current) return;
    if (transfers.size === 0) return current.setProgressBar(REMOVE);
    let received = 0;
    let total = 0;
    for (const transfer of transfers.values()) {
      if (!transfer.total) return current.setProgressBar(INDETERMINATE);
      received += transfer.received;
      total += transfer.total;
    }
    current.setProgressBar(Math.min(1, received / total));
  };

  const send = (downloadId: string, transfer: Transfer) => {
    const current = liveWindow();
    if (!current) return;
    sendIpcEvent(current.webContents, 'file:download-progress', {
      downloadId,
      name: transfer.name,
      received: transfer.received,
      total: transfer.total,
    });
  };

  return {
    start(downloadId: string, name: string, total: number | null): void {
      const transfer = { name, received: 0, total, lastStep: 0 };
      transfers.set(downloadId, transfer);
      send(downloadId, transfer);
      updateTaskbar();
    },
    advance(downloadId: string, received: number): void {
      const transfer = transfers.get(downloadId);
      if (!transfer) return;
      transfer.received = received;
      const now = step(received, transfer.total);
      if (now === transfer.lastStep) return;
      transfer.lastStep = now;
      send(downloadId, transfer);
      updateTaskbar();
    },
    /** The last word on a download (complete or not): the taskbar forgets it. */
    finish(downloadId: string): void {
      if (transfers.delete(downloadId)) updateTaskbar();
    },
  };
}

export type DownloadProgress = ReturnType<typeof createDownloadProgress>;
