import { vi } from 'vitest';
import type { ReadyElectron } from '../main/desktop';
import type { IpcInvokeEvent, IpcMainLike } from '../main/ipc/register';
import type { FetchLike } from '../main/session';
import type { MainWindow } from '../main/window';

type Listener = (event: IpcInvokeEvent, ...args: unknown[]) => Promise<unknown>;

class FakeNotification {
  static isSupported() {
    return true;
  }
  on() {
    return this;
  }
  show() {}
}

export interface FakeElectronOptions {
  /** Electron's net.fetch; by default every request answers 500. */
  fetch?: FetchLike;
  /** Both `userData` and `downloads`; by default a folder that does not exist. */
  dataDir?: string;
  /** Where the save dialog puts a download; by default the person cancels it. */
  saveAs?: string;
}

/**
 * The Electron surface `startDesktop` needs, in memory: what it registered (IPC listeners,
 * protocol schemes, permission handlers), the windows it opened and everything it sent to the
 * renderer. Safe storage is unavailable (memory-only session): the session file has its own
 * tests in token-store.test.ts.
 */
export function fakeElectron(options: FakeElectronOptions = {}) {
  const listeners = new Map<string, Listener>();
  const schemes: string[] = [];
  /** The options of each window created. */
  const windows: unknown[] = [];
  /** Everything main sent to the renderer as events. */
  const sent: { channel: string; payload: unknown[] }[] = [];
  class FakeWindow implements MainWindow {
    constructor(readonly options: unknown) {
      windows.push(options);
    }
    readonly webContents = {
      send: (channel: string, ...payload: unknown[]) => void sent.push({ channel, payload }),
    };
    once() {
      return this;
    }
    show() {}
    async loadURL() {}
    isDestroyed() {
      return false;
    }
    setProgressBar() {}
    maximize() {}
    isFocused() {
      return false;
    }
    isMinimized() {
      return false;
    }
    restore() {}
    focus() {}
    on() {
      return this;
    }
    isMaximized() {
      return false;
    }
    getNormalBounds() {
      return { x: 0, y: 0, width: 1280, height: 800 };
    }
  }
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => void listeners.set(channel, listener),
  };
  const defaultSession = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
  };
  const { saveAs } = options;
  const display = { workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
  const electron: ReadyElectron<FakeWindow> = {
    app: { getVersion: () => '0.1.0', getPath: () => options.dataDir ?? '/nonexistent-user-data' },
    BrowserWindow: FakeWindow,
    ipcMain,
    protocol: { handle: (scheme) => void schemes.push(scheme) },
    defaultSession,
    safeStorage: {
      isEncryptionAvailable: () => false,
      encryptString: () => Buffer.alloc(0),
      decryptString: () => '',
    },
    shell: {
      openExternal: vi.fn(async () => undefined),
      openPath: vi.fn(async () => ''),
      showItemInFolder: vi.fn(),
    },
    dialog: {
      showSaveDialog: vi.fn(async () =>
        saveAs === undefined ? { canceled: true } : { canceled: false, filePath: saveAs },
      ),
    },
    fetch: options.fetch ?? vi.fn(async () => new Response(null, { status: 500 })),
    screen: { getAllDisplays: () => [display], getPrimaryDisplay: () => display },
    Notification: FakeNotification,
  };
  return { electron, listeners, schemes, windows, sent, defaultSession };
}
