import { APP_SCHEME } from './app-origin';
import type { DesktopConfig } from './config';
import { contentSecurityPolicy } from './csp';
import type { DownloadWindow } from './download-progress';
import { createDownloads, type FileOpener, type SaveDialog } from './downloads';
import type { ExternalOpener } from './external-links';
import { createIpcHandlers } from './ipc/handlers';
import { registerIpcHandlers, type IpcMainLike } from './ipc/register';
import { createAppProtocolHandler } from './protocol';
import { denyPermissions, type GuardedSession } from './security';
import { createSessionHandlers, type FetchLike } from './session';
import { createTokenStore, type SafeStorageLike } from './token-store';
import { createMainWindow, type MainWindow, type MainWindowFactory } from './window';

/** The slice of the electron module the app uses once it is ready (a fake in tests). */
export interface ReadyElectron<W extends MainWindow & DownloadWindow> {
  app: { getVersion(): string; getPath(name: 'userData' | 'downloads'): string };
  BrowserWindow: MainWindowFactory<W>;
  ipcMain: IpcMainLike;
  protocol: { handle(scheme: string, handler: (request: Request) => Promise<Response>): void };
  defaultSession: GuardedSession;
  safeStorage: SafeStorageLike;
  shell: ExternalOpener & FileOpener;
  dialog: SaveDialog<W>;
  /** Electron's net.fetch: Chromium's network stack honours the office's proxy settings. */
  fetch: FetchLike;
}

/** Wires protocol, permissions, token store, downloads and IPC; returns how to open the window. */
export function startDesktop<W extends MainWindow & DownloadWindow>(
  electron: ReadyElectron<W>,
  config: DesktopConfig,
  preloadPath: string,
): { openWindow: () => W } {
  denyPermissions(electron.defaultSession);
  electron.protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      rendererDir: config.rendererDir,
      contentSecurityPolicy: contentSecurityPolicy(config),
    }),
  );
  const store = createTokenStore(electron.safeStorage, electron.app.getPath('userData'));
  const session = createSessionHandlers({
    store,
    serverUrl: config.serverUrl,
    fetch: electron.fetch,
  });
  let window: W | null = null;
  const downloads = createDownloads({
    serverUrl: config.serverUrl,
    downloadsDir: () => electron.app.getPath('downloads'),
    dialog: electron.dialog,
    window: () => window,
    fetch: electron.fetch,
    accessToken: async () => (await session.accessToken())?.access ?? null,
    refreshAccessToken: async () => (await session.refresh())?.access ?? null,
    files: electron.shell,
  });
  registerIpcHandlers(
    electron.ipcMain,
    createIpcHandlers({
      app: electron.app,
      platform: process.platform,
      serverUrl: config.serverUrl,
      session,
      shell: electron.shell,
      downloads,
    }),
  );
  return {
    openWindow: () => {
      // The one window (DESIGN §8): the save dialog, progress events and taskbar bar go to it.
      window = createMainWindow(electron.BrowserWindow, preloadPath);
      return window;
    },
  };
}
