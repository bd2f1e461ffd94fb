import { ipcChannels } from '@alinhavo/shared/ipc/channels';
import { describe, expect, it } from 'vitest';
import { fakeElectron } from '../test/fake-electron';
import type { DesktopConfig } from './config';
import { startDesktop } from './desktop';

const config: DesktopConfig = {
  serverUrl: 'http://localhost:3000',
  serverWsOrigin: 'ws://localhost:3000',
  rendererDir: '/nonexistent-renderer-dist',
  updateFeedUrl: null,
};

describe('startDesktop', () => {
  it('serves app://, answers permission prompts and handles every IPC channel before any window opens', async () => {
    const { electron, listeners, schemes, windows, defaultSession } = fakeElectron();
    const { openWindow } = startDesktop(electron, config, '/out/preload/index.cjs');

    expect(schemes).toEqual(['app']);
    expect(defaultSession.setPermissionRequestHandler).toHaveBeenCalledOnce();
    expect(defaultSession.setPermissionCheckHandler).toHaveBeenCalledOnce();
    expect([...listeners.keys()].sort()).toEqual(Object.keys(ipcChannels).sort());
    expect(windows).toHaveLength(0);

    await openWindow();
    expect(windows).toHaveLength(1);
  });
});
