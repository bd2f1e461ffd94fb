import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  net,
  protocol,
  safeStorage,
  session,
  shell,
} from 'electron';
import { loadDesktopConfig } from './config';
import { startDesktop } from './desktop';
import { APP_SCHEME_PRIVILEGES } from './protocol';
import { guardWebContents } from './security';

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

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let mainWindow: BrowserWindow | null = null;
  let openWindow: (() => BrowserWindow) | null = null;

  const showWindow = () => {
    if (!openWindow) return;
    if (!mainWindow || mainWindow.isDestroyed()) {
      mainWindow = openWindow();
      return;
    }
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  };

  app.on('second-instance', showWindow);
  app.on('activate', showWindow);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app
    .whenReady()
    .then(() => {
      ({ openWindow } = startDesktop(
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
        },
        config,
        preloadPath,
      ));
      showWindow();
    })
    .catch((error: unknown) => {
      console.error('[alinhavo] falha ao iniciar', error);
      app.exit(1);
    });
}
