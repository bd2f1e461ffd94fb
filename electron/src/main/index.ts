import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  net,
  Notification,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron';
import { loadDesktopConfig } from './config';
import {
  DEEP_LINK_SCHEME,
  deepLinkFromArgv,
  parseDeepLink,
  type DeepLinkTarget,
} from './deep-links';
import { startDesktop, type RunningDesktop } from './desktop';
import { APP_SCHEME_PRIVILEGES } from './protocol';
import { guardWebContents } from './security';
import { startAutoUpdates } from './updates';

// Lifecycle only: every decision lives in the modules imported above.
const config = loadDesktopConfig(process.env, {
  isPackaged: app.isPackaged,
  appPath: app.getAppPath(),
  resourcesPath: process.resourcesPath,
});
const preloadPath = path.join(import.meta.dirname, '..', 'preload', 'index.cjs');

protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
app.on('web-contents-created', (_event, contents) => {
  guardWebContents(contents, shell);
});

// alinhavo:// links open this app (the installers register it too: electron-builder.yml). An
// unpackaged app registers the Electron binary with the path of this app as its argument.
if (process.defaultApp && process.argv[1])
  app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [
    path.resolve(process.argv[1]),
  ]);
else app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);

if (!app.requestSingleInstanceLock()) {
  // The running app gets this launch's arguments (the link) through 'second-instance'.
  app.quit();
} else {
  let desktop: RunningDesktop<BrowserWindow> | null = null;
  // A link that arrives before the window exists (the first launch, or macOS's open-url).
  let pendingLink: DeepLinkTarget | null = deepLinkFromArgv(process.argv);

  const showWindow = async (link: DeepLinkTarget | null = null) => {
    if (!desktop) {
      pendingLink = link ?? pendingLink;
      return;
    }
    const current = desktop.window();
    if (!current) {
      await desktop.openWindow(link);
      return;
    }
    if (current.isMinimized()) current.restore();
    current.focus();
    if (link) await desktop.openTarget(link);
  };
  const report = (error: unknown) => {
    console.error('[alinhavo] falha ao abrir a janela', error);
  };

  app.on('second-instance', (_event, argv) => {
    showWindow(deepLinkFromArgv(argv)).catch(report);
  });
  app.on('open-url', (event, url) => {
    event.preventDefault();
    showWindow(parseDeepLink(url)).catch(report);
  });
  app.on('activate', () => {
    showWindow().catch(report);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app
    .whenReady()
    .then(async () => {
      desktop = startDesktop(
        {
          app,
          BrowserWindow,
          ipcMain,
          protocol,
          defaultSession: session.defaultSession,
          safeStorage,
          shell,
          dialog: {
            showSaveDialog: (window, options) =>
              window ? dialog.showSaveDialog(window, options) : dialog.showSaveDialog(options),
          },
          fetch: (input, init) => net.fetch(input, init),
          screen,
          Notification,
        },
        config,
        preloadPath,
      );
      const link = pendingLink;
      pendingLink = null;
      await desktop.openWindow(link);
      await startAutoUpdates({
        updateFeedUrl: config.updateFeedUrl,
        isPackaged: app.isPackaged,
        loadUpdater: async () => (await import('electron-updater')).autoUpdater,
      });
    })
    .catch((error: unknown) => {
      console.error('[alinhavo] falha ao iniciar', error);
      app.exit(1);
    });
}
