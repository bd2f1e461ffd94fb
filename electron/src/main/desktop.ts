import type { DesktopTarget } from '@alinhavo/shared/ipc/channels';
import { APP_ORIGIN, APP_SCHEME } from './app-origin';
import type { DesktopConfig } from './config';
import { contentSecurityPolicy } from './csp';
import { deepLinkPath } from './deep-links';
import type { DownloadWindow } from './download-progress';
import { createDownloads, type FileOpener, type SaveDialog } from './downloads';
import type { ExternalOpener } from './external-links';
import { createIpcHandlers } from './ipc/handlers';
import { registerIpcHandlers, type IpcMainLike } from './ipc/register';
import {
  createNoticeSettingsStore,
  createNotifications,
  type NotificationFactory,
  type NotifiedWindow,
} from './notifications';
import { createAppProtocolHandler } from './protocol';
import { denyPermissions, type GuardedSession } from './security';
import { createSessionHandlers, type FetchLike } from './session';
import { createTokenStore, type SafeStorageLike } from './token-store';
import {
  createMainWindow,
  mainWindowOptions,
  type MainWindow,
  type MainWindowFactory,
} from './window';
import {
  createWindowStateStore,
  rememberWindowState,
  restoredWindow,
  type DisplayArea,
  type TrackedWindow,
} from './window-state';

export type AppWindow = MainWindow & DownloadWindow & NotifiedWindow & TrackedWindow;

/** The slice of the electron module the app uses once it is ready (a fake in tests). */
export interface ReadyElectron<W extends AppWindow> {
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
  screen: { getAllDisplays(): DisplayArea[]; getPrimaryDisplay(): DisplayArea };
  Notification: NotificationFactory;
}

export interface RunningDesktop<W> {
  /** Opens the one window, on `target` when a link started the app. */
  openWindow(target?: DesktopTarget | null): Promise<W>;
  /** The window (if any) goes to the screen a deep link or a notification names. */
  openTarget(target: DesktopTarget): Promise<void>;
  window(): W | null;
}

/** Wires protocol, permissions, token store, downloads, notifications and IPC. */
export function startDesktop<W extends AppWindow>(
  electron: ReadyElectron<W>,
  config: DesktopConfig,
  preloadPath: string,
): RunningDesktop<W> {
  denyPermissions(electron.defaultSession);
  electron.protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      rendererDir: config.rendererDir,
      contentSecurityPolicy: contentSecurityPolicy(config),
    }),
  );
  const userData = electron.app.getPath('userData');
  const store = createTokenStore(electron.safeStorage, userData);
  const session = createSessionHandlers({
    store,
    serverUrl: config.serverUrl,
    fetch: electron.fetch,
  });
  let window: W | null = null;
  const liveWindow = () => (window && !window.isDestroyed() ? window : null);
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

  const urlOf = async (target: DesktopTarget) =>
    `${APP_ORIGIN}${deepLinkPath(target, (await store.load())?.user ?? null)}`;
  const openTarget = async (target: DesktopTarget) => {
    const current = liveWindow();
    if (current) await current.loadURL(await urlOf(target));
  };

  const noticeSettings = createNoticeSettingsStore(userData);
  const notifications = createNotifications({
    Notification: electron.Notification,
    window: liveWindow,
    settings: noticeSettings,
    open: (target) => void openTarget(target),
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
      notifications,
      noticeSettings,
    }),
  );

  const windowState = createWindowStateStore(userData);
  return {
    async openWindow(target) {
      const defaults = mainWindowOptions(preloadPath);
      const place = restoredWindow(
        windowState.load(),
        electron.screen.getAllDisplays(),
        electron.screen.getPrimaryDisplay(),
        { width: defaults.width ?? 1280, height: defaults.height ?? 800 },
      );
      // The one window (DESIGN §8): the save dialog, progress events and taskbar bar go to it.
      window = createMainWindow(electron.BrowserWindow, preloadPath, {
        bounds: place.bounds,
        maximized: place.maximized,
        ...(target ? { url: await urlOf(target) } : {}),
      });
      rememberWindowState(window, windowState);
      return window;
    },
    openTarget,
    window: liveWindow,
  };
}
