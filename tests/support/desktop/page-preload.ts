// Bundled for the page (esbuild, IIFE) and run before the app's own scripts: what Electron's
// preload does, over a Playwright binding instead of ipcRenderer. The bridge itself is the app's
// (electron/src/preload/bridge.ts), so its channel allowlist and zod checks run in the page.
import type { DesktopBridge } from '@alinhavo/shared/ipc/channels';
import { z } from 'zod';
import { createDesktopBridge, type IpcRendererLike } from '../../../electron/src/preload/bridge';

type RawListener = (event: unknown, ...args: unknown[]) => void;

declare global {
  interface Window {
    /** What the preload exposes (renderer/src/platform/desktop.ts reads it). */
    desktop?: DesktopBridge;
    /** Exposed by the harness with page.exposeBinding: one call of ipcRenderer.invoke. */
    __alinhavoIpcInvoke?: (channel: string, args: unknown[]) => Promise<unknown>;
    /** Called by the harness for webContents.send. */
    __alinhavoIpcEmit?: (channel: string, payload: unknown) => void;
    /** Called by the harness when the machine's network drops or comes back. */
    __alinhavoSetOnline?: (online: boolean) => void;
    /** Set by the harness before this script when the app starts with the network down. */
    __alinhavoStartOffline?: boolean;
  }
}

// The same setting as electron/src/preload/index.ts (the page's CSP forbids eval).
z.config({ jitless: true });

const listeners = new Map<string, Set<RawListener>>();
const invoke = window.__alinhavoIpcInvoke;

const ipcRenderer: IpcRendererLike = {
  invoke(channel, ...args) {
    if (!invoke) return Promise.reject(new Error('harness: binding de IPC ausente'));
    return invoke(channel, args);
  },
  on(channel, listener) {
    let set = listeners.get(channel);
    if (!set) listeners.set(channel, (set = new Set()));
    set.add(listener);
  },
  removeListener(channel, listener) {
    listeners.get(channel)?.delete(listener);
  },
};

Object.defineProperty(window, '__alinhavoIpcEmit', {
  value: (channel: string, payload: unknown) => {
    for (const listener of listeners.get(channel) ?? [])
      listener({ sender: 'ipcRenderer' }, payload);
  },
});

// navigator.onLine as the machine sees it: the app:// files stay served (as in Electron, where
// they are local) while the server is out of reach.
let online = window.__alinhavoStartOffline !== true;
Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => online });
Object.defineProperty(window, '__alinhavoSetOnline', {
  value: (next: boolean) => {
    if (next === online) return;
    online = next;
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  },
});

// contextBridge.exposeInMainWorld gives the page a frozen copy; this is the closest a page gets.
Object.defineProperty(window, 'desktop', {
  value: Object.freeze(createDesktopBridge(ipcRenderer)),
  enumerable: true,
});
