import { describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => ({
  exposeInMainWorld: vi.fn(),
  ipcRenderer: {
    invoke: vi.fn(async () => null),
    on: vi.fn(),
    removeListener: vi.fn(),
    send: vi.fn(),
    sendSync: vi.fn(),
  },
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: fake.exposeInMainWorld },
  ipcRenderer: fake.ipcRenderer,
}));

describe('preload/index.ts', () => {
  it('exposes one object, window.desktop, with only invoke and on', async () => {
    await import('./index');

    expect(fake.exposeInMainWorld).toHaveBeenCalledOnce();
    const [name, exposed] = fake.exposeInMainWorld.mock.calls[0] as [string, unknown];
    expect(name).toBe('desktop');
    // Never ipcRenderer itself (send/sendSync would reach any channel of the main process).
    expect(exposed).not.toBe(fake.ipcRenderer);
    expect(Object.keys(exposed as object).sort()).toEqual(['invoke', 'on']);
    for (const value of Object.values(exposed as object)) expect(typeof value).toBe('function');
  });
});
