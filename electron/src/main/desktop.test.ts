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
};

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
  };
  return { electron, channels, schemes, windows, defaultSession };
}

describe('startDesktop', () => {
  it('serves app://, answers permission prompts and handles every IPC channel before any window opens', () => {
    const { electron, channels, schemes, windows, defaultSession } = fakeElectron();
    const { openWindow } = startDesktop(electron, config, '/out/preload/index.cjs');

    expect(schemes).toEqual(['app']);
    expect(defaultSession.setPermissionRequestHandler).toHaveBeenCalledOnce();
    expect(defaultSession.setPermissionCheckHandler).toHaveBeenCalledOnce();
    expect(channels.sort()).toEqual(Object.keys(ipcChannels).sort());
    expect(windows).toHaveLength(0);

    openWindow();
    expect(windows).toHaveLength(1);
  });
});
