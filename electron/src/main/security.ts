import { isAppUrl } from './app-origin';
import { openAllowedExternal, type ExternalOpener } from './external-links';

interface PreventableEvent {
  preventDefault(): void;
}
interface NavigationEvent extends PreventableEvent {
  url: string;
}

/** The parts of Electron's WebContents the guards attach to (a fake in tests). */
export interface GuardedWebContents {
  on(
    event: 'will-frame-navigate' | 'will-redirect',
    listener: (event: NavigationEvent) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/** The parts of Electron's Session whose permission prompts are answered here. */
export interface GuardedSession {
  setPermissionRequestHandler(
    handler: (
      webContents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: { requestingUrl?: string },
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (webContents: unknown, permission: string, requestingOrigin: string) => boolean,
  ): void;
  setDevicePermissionHandler(handler: () => boolean): void;
}

/** 'Copiar link' buttons write to the clipboard; nothing else is ever granted, and never to a foreign page. */
function isGranted(permission: string, requestingUrl: string | undefined): boolean {
  return permission === 'clipboard-sanitized-write' && isAppUrl(requestingUrl);
}

/**
 * Keeps every webContents on the app's own origin. A link the user meant to follow outside
 * (wa.me, mailto) is handed to the system browser instead of being loaded inside the app.
 */
export function guardWebContents(contents: GuardedWebContents, shell: ExternalOpener): void {
  const keepInsideApp = (event: NavigationEvent) => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    openAllowedExternal(shell, event.url);
  };
  contents.on('will-frame-navigate', keepInsideApp);
  contents.on('will-redirect', keepInsideApp);
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openAllowedExternal(shell, url);
    return { action: 'deny' };
  });
}

/** The marketplace needs no camera, location, notification prompt or device: refuse them. */
export function denyPermissions(session: GuardedSession): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isGranted(permission, details.requestingUrl));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isGranted(permission, requestingOrigin),
  );
  session.setDevicePermissionHandler(() => false);
}
