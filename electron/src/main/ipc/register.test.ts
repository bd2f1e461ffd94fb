import { ipcChannels, type IpcChannel } from '@alinhavo/shared/ipc/channels';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/builders';
import {
  registerIpcHandlers,
  type IpcHandlers,
  type IpcInvokeEvent,
  type IpcMainLike,
} from './register';

type Listener = (event: IpcInvokeEvent, ...args: unknown[]) => Promise<unknown>;

function fakeIpcMain() {
  const listeners = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle(channel, listener) {
      if (listeners.has(channel)) throw new Error(`canal registrado duas vezes: ${channel}`);
      listeners.set(channel, listener);
    },
  };
  const invoke = (channel: string, senderUrl: string | null, ...args: unknown[]) => {
    const listener = listeners.get(channel);
    if (!listener) throw new Error(`canal sem handler: ${channel}`);
    return listener({ senderFrame: senderUrl === null ? null : { url: senderUrl } }, ...args);
  };
  return { ipcMain, listeners, invoke };
}

function fakeHandlers() {
  const user = aUser();
  const handlers = {
    'app:info': vi.fn(async () => ({
      version: '0.1.0',
      platform: 'linux',
      serverUrl: 'http://localhost:3000',
    })),
    'session:load': vi.fn(async () => ({ user })),
    'session:save': vi.fn(async () => undefined),
    'session:update-user': vi.fn(async () => undefined),
    'session:refresh': vi.fn(async () => ({ access: 'novo-access' })),
    'session:clear': vi.fn(async () => undefined),
    'shell:open-external': vi.fn(async () => true),
  } satisfies IpcHandlers;
  return { handlers, user };
}

const APP = 'app://alinhavo/demandas';

describe('registerIpcHandlers', () => {
  it('registers every channel of the shared contract', () => {
    const { ipcMain, listeners } = fakeIpcMain();
    registerIpcHandlers(ipcMain, fakeHandlers().handlers);
    expect([...listeners.keys()].sort()).toEqual(Object.keys(ipcChannels).sort());
  });

  it('calls the handler with parsed arguments for the app origin', async () => {
    const { ipcMain, invoke } = fakeIpcMain();
    const { handlers, user } = fakeHandlers();
    registerIpcHandlers(ipcMain, handlers);

    await expect(
      invoke('session:save', APP, { user, refresh: 'r1', extra: 'ignorado' }),
    ).resolves.toBeUndefined();
    expect(handlers['session:save']).toHaveBeenCalledWith({ user, refresh: 'r1' });
    await expect(invoke('session:refresh', APP)).resolves.toEqual({ access: 'novo-access' });
  });

  it.each([
    ['a foreign https page', 'https://evil.example.com/'],
    ['the server origin', 'http://localhost:3000/'],
    ['a local file', 'file:///tmp/x.html'],
    ['another app:// host', 'app://outro/'],
    ['a destroyed frame', null],
  ])('refuses %s and never reaches the handler', async (_label, senderUrl) => {
    const { ipcMain, invoke } = fakeIpcMain();
    const { handlers } = fakeHandlers();
    registerIpcHandlers(ipcMain, handlers);

    for (const channel of Object.keys(ipcChannels) as IpcChannel[]) {
      await expect(invoke(channel, senderUrl)).rejects.toThrow(/remetente não autorizado/);
    }
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
  });

  it.each<[IpcChannel, unknown[]]>([
    ['shell:open-external', ['não é url']],
    ['shell:open-external', []],
    ['shell:open-external', [`https://wa.me/${'9'.repeat(3000)}`]],
    ['session:save', [{ user: { id: 'x' }, refresh: 'r' }]],
    ['session:save', [{ user: aUser(), refresh: '' }]],
    ['session:update-user', ['texto']],
    ['session:refresh', ['extra']],
    ['app:info', [1, 2]],
  ])('refuses bad arguments to %s', async (channel, args) => {
    const { ipcMain, invoke } = fakeIpcMain();
    const { handlers } = fakeHandlers();
    registerIpcHandlers(ipcMain, handlers);

    await expect(invoke(channel, APP, ...args)).rejects.toThrow(/argumentos inválidos/);
    expect(handlers[channel]).not.toHaveBeenCalled();
  });
});
