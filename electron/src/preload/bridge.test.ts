import type { IpcChannel } from '@alinhavo/shared/ipc/channels';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../test/builders';
import { createDesktopBridge, type IpcInvoker } from './bridge';

function fakeIpcRenderer(answer: unknown) {
  return { invoke: vi.fn<IpcInvoker['invoke']>(async () => answer) };
}

describe('window.desktop', () => {
  it('forwards a channel of the contract with its arguments', async () => {
    const ipc = fakeIpcRenderer(true);
    const desktop = createDesktopBridge(ipc);

    await expect(
      desktop.invoke('shell:open-external', 'https://wa.me/5511999999999'),
    ).resolves.toBe(true);
    expect(ipc.invoke).toHaveBeenCalledWith('shell:open-external', 'https://wa.me/5511999999999');
  });

  it('returns the parsed result', async () => {
    const user = aUser();
    const desktop = createDesktopBridge(fakeIpcRenderer({ user, refresh: 'nunca deveria vir' }));

    // zod strips unknown keys: even a buggy main process cannot leak the token this way.
    await expect(desktop.invoke('session:load')).resolves.toEqual({ user });
  });

  it.each(['ipc:secret', 'constructor', '__proto__', 'toString'])(
    'refuses channel %s without touching IPC',
    async (channel) => {
      const ipc = fakeIpcRenderer(null);
      const desktop = createDesktopBridge(ipc);

      // The renderer is untrusted: it can pass any string at run time.
      await expect(desktop.invoke(channel as IpcChannel)).rejects.toThrow(
        'Canal de IPC desconhecido',
      );
      expect(ipc.invoke).not.toHaveBeenCalled();
    },
  );

  it('rejects a result that breaks the contract', async () => {
    const desktop = createDesktopBridge(fakeIpcRenderer({ access: 42 }));
    await expect(desktop.invoke('session:refresh')).rejects.toThrow();
  });
});
