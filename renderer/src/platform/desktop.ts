import type { DesktopBridge } from '@alinhavo/shared/ipc/channels';
import { deleteDb } from '../data/db';
import type { Platform } from './types';
import { saveWithBrowser } from './save-blob';
import { wipeStorageKeys } from './storage-keys';

declare global {
  interface Window {
    /** Exposed by the Electron preload; only this adapter may use it. */
    desktop?: DesktopBridge;
  }
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
        await deleteDb();
      },
    },
    saveAttachment: saveWithBrowser,
    openExternal(url) {
      void bridge.invoke('shell:open-external', url);
    },
  };
}
