import { EventEmitter } from 'node:events';
import type { IpcChannel, IpcEvent } from '@alinhavo/shared/ipc/channels';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../test/builders';
import { createDesktopBridge, type IpcInvoker, type IpcRendererLike } from './bridge';

function fakeIpcRenderer(answer: unknown) {
  const emitter = new EventEmitter();
  const ipc = {
    invoke: vi.fn<IpcInvoker['invoke']>(async () => answer),
    on: vi.fn<IpcRendererLike['on']>((channel, listener) => emitter.on(channel, listener)),
    removeListener: vi.fn<IpcRendererLike['removeListener']>((channel, listener) =>
      emitter.removeListener(channel, listener),
    ),
  };
  /** What the main process's webContents.send looks like from the preload. */
  const sendFromMain = (channel: string, payload: unknown) =>
    emitter.emit(channel, { sender: 'ipcRenderer' }, payload);
  return Object.assign(ipc, { emitter, sendFromMain });
}

const DOWNLOAD_ID = '6f1c2a4e-8b9d-4e3f-a1b2-c3d4e5f60718';

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

  it('hands a sign-in answer over without any token a buggy main process added', async () => {
    const user = aUser();
    const desktop = createDesktopBridge(
      fakeIpcRenderer({
        status: 'signed-in',
        user: { ...user, refresh: 'nunca' },
        token: { access: 'a', refresh: 'nunca' },
      }),
    );
    const login = { kind: 'login', body: { email: 'a@exemplo.com.br', password: 'x' } } as const;

    await expect(desktop.invoke('session:sign-in', login)).resolves.toEqual({
      status: 'signed-in',
      user,
    });
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

  it('hands a listener only the checked payload of a known event, until unsubscribed', () => {
    const ipc = fakeIpcRenderer(null);
    const desktop = createDesktopBridge(ipc);
    const listener = vi.fn();

    const stop = desktop.on('file:download-progress', listener);
    const progress = { downloadId: DOWNLOAD_ID, name: 'a.pdf', received: 10, total: 20 };
    ipc.sendFromMain('file:download-progress', { ...progress, extra: 'ignorado' });
    // A payload that breaks the contract never reaches the page.
    ipc.sendFromMain('file:download-progress', { ...progress, received: -1 });
    ipc.sendFromMain('file:download-progress', 'texto');

    expect(listener.mock.calls).toEqual([[progress]]);
    stop();
    ipc.sendFromMain('file:download-progress', progress);
    expect(listener).toHaveBeenCalledOnce();
    expect(ipc.emitter.listenerCount('file:download-progress')).toBe(0);
  });

  it.each(['ipc:secret', 'file:download', '__proto__'])('refuses to listen to %s', (event) => {
    const ipc = fakeIpcRenderer(null);
    const desktop = createDesktopBridge(ipc);

    expect(() => desktop.on(event as IpcEvent, vi.fn())).toThrow('Evento de IPC desconhecido');
    expect(ipc.on).not.toHaveBeenCalled();
  });
});
