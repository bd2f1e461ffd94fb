import { APP_SCHEME } from './app-origin';
import type { DesktopConfig } from './config';
import { contentSecurityPolicy } from './csp';
import type { ExternalOpener } from './external-links';
import { createIpcHandlers } from './ipc/handlers';
import { registerIpcHandlers, type IpcMainLike } from './ipc/register';
import { createAppProtocolHandler } from './protocol';
import { denyPermissions, type GuardedSession } from './security';
import { createSessionHandlers, type FetchLike } from './session';
import { createTokenStore, type SafeStorageLike } from './token-store';
import { createMainWindow, type MainWindow, type MainWindowFactory } from './window';

/** The slice of the electron module the app uses once it is ready (a fake in tests). */
export interface ReadyElectron<W extends MainWindow> {
  app: { getVersion(): string; getPath(name: 'userData'): string };
  BrowserWindow: MainWindowFactory<W>;
  ipcMain: IpcMainLike;
  protocol: { handle(scheme: string, handler: (request: Request) => Promise<Response>): void };
  defaultSession: GuardedSession;
  safeStorage: SafeStorageLike;
  shell: ExternalOpener;
  /** Electron's net.fetch: Chromium's network stack honours the office's proxy settings. */
  fetch: FetchLike;
}

/** Wires protocol, permissions, token store and IPC; returns how to open the window. */
export function startDesktop<W extends MainWindow>(
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
  registerIpcHandlers(
    electron.ipcMain,
    createIpcHandlers({
      app: electron.app,
      platform: process.platform,
      serverUrl: config.serverUrl,
      session,
      shell: electron.shell,
    }),
  );
  return { openWindow: () => createMainWindow(electron.BrowserWindow, preloadPath) };
}
