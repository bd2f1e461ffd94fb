import { ipcChannels } from '@alinhavo/shared/ipc/channels';
import { describe, expect, it, vi } from 'vitest';
import type { DesktopConfig } from './config';
import { startDesktop, type ReadyElectron } from './desktop';
import type { IpcMainLike } from './ipc/register';
import type { MainWindow } from './window';

const config: DesktopConfig = {
  serverUrl: 'http://localhost:3000',
  serverWsOrigin: 'ws://localhost:3000',
  rendererDir: '/nonexistent-renderer-dist',
  updateFeedUrl: null,
};

class FakeNotification {
  static isSupported() {
    return true;
  }
  on() {
    return this;
  }
  show() {}
}

function fakeElectron() {
  const channels: string[] = [];
  const schemes: string[] = [];
  const windows: unknown[] = [];
  class FakeWindow implements MainWindow {
    constructor(readonly options: unknown) {
      windows.push(options);
    }
    readonly webContents = { send: vi.fn() };
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
  const ipcMain: IpcMainLike = { handle: (channel) => void channels.push(channel) };
  const defaultSession = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
  };
  const electron: ReadyElectron<FakeWindow> = {
    app: { getVersion: () => '0.1.0', getPath: () => '/nonexistent-user-data' },
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
    dialog: { showSaveDialog: vi.fn(async () => ({ canceled: true })) },
    fetch: vi.fn(async () => new Response(null, { status: 500 })),
    screen: {
      getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }],
      getPrimaryDisplay: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }),
    },
    Notification: FakeNotification,
  };
  return { electron, channels, schemes, windows, defaultSession };
}

describe('startDesktop', () => {
  it('serves app://, answers permission prompts and handles every IPC channel before any window opens', async () => {
    const { electron, channels, schemes, windows, defaultSession } = fakeElectron();
    const { openWindow } = startDesktop(electron, config, '/out/preload/index.cjs');

    expect(schemes).toEqual(['app']);
    expect(defaultSession.setPermissionRequestHandler).toHaveBeenCalledOnce();
    expect(defaultSession.setPermissionCheckHandler).toHaveBeenCalledOnce();
    expect(channels.sort()).toEqual(Object.keys(ipcChannels).sort());
    expect(windows).toHaveLength(0);

    await openWindow();
    expect(windows).toHaveLength(1);
  });
});
