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
    'session:sign-in': vi.fn(async () => ({ status: 'signed-in' as const, user })),
    'session:change-password': vi.fn(async () => ({ status: 'signed-in' as const, user })),
    'session:access-token': vi.fn(async () => ({ access: 'access' })),
    'session:update-user': vi.fn(async () => undefined),
    'session:refresh': vi.fn(async () => ({ access: 'novo-access' })),
    'session:clear': vi.fn(async () => undefined),
    'shell:open-external': vi.fn(async () => true),
    'file:download': vi.fn(async () => ({ status: 'cancelled' as const })),
    'file:open': vi.fn(async () => true),
    'notify:show': vi.fn(async () => true),
    'notify:settings': vi.fn(async () => ({
      message: true,
      lot: true,
      selection: true,
      approval: true,
    })),
    'notify:set-settings': vi.fn(async () => undefined),
  } satisfies IpcHandlers;
  return { handlers, user };
}

const APP = 'app://alinhavo/demandas';
const DOWNLOAD_ID = '6f1c2a4e-8b9d-4e3f-a1b2-c3d4e5f60718';
const download = {
  url: 'http://localhost:3000/api/v1/demand-files/1/download/',
  name: 'tabela.pdf',
};
const login = { kind: 'login', body: { email: 'confeccao@exemplo.com.br', password: 'segredo' } };

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

    await expect(invoke('session:sign-in', APP, { ...login, extra: 'ignorado' })).resolves.toEqual({
      status: 'signed-in',
      user,
    });
    expect(handlers['session:sign-in']).toHaveBeenCalledWith(login);
    await expect(invoke('session:refresh', APP)).resolves.toEqual({ access: 'novo-access' });
  });

  it('passes a download request without anything the renderer added', async () => {
    const { ipcMain, invoke } = fakeIpcMain();
    const { handlers } = fakeHandlers();
    registerIpcHandlers(ipcMain, handlers);

    await invoke('file:download', APP, { ...download, path: '/etc/passwd' });
    expect(handlers['file:download']).toHaveBeenCalledWith(download);
    // The bearer is the main process's own: one the renderer sends is dropped.
    await invoke('file:download', APP, { ...download, accessToken: 'do-renderer' });
    expect(handlers['file:download']).toHaveBeenLastCalledWith(download);
    await invoke('file:open', APP, DOWNLOAD_ID);
    expect(handlers['file:open']).toHaveBeenCalledWith(DOWNLOAD_ID);
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
    ['session:sign-in', [{ kind: 'login', body: { email: 'não é e-mail', password: 'x' } }]],
    ['session:sign-in', [{ kind: 'token', body: { email: 'a@exemplo.com.br', password: 'x' } }]],
    ['session:sign-in', [{ user: aUser(), refresh: 'r' }]],
    ['session:change-password', [{ current_password: 'velha' }]],
    ['session:access-token', ['extra']],
    ['session:update-user', ['texto']],
    ['session:refresh', ['extra']],
    ['app:info', [1, 2]],
    ['file:download', []],
    ['file:download', [{ ...download, url: 'file:///etc/passwd' }]],
    ['file:download', [{ ...download, url: 'javascript:alert(1)' }]],
    ['file:download', [{ ...download, url: `http://localhost:3000/${'a'.repeat(2100)}` }]],
    ['file:download', [{ ...download, name: '' }]],
    ['file:download', [{ ...download, name: 'a'.repeat(256) }]],
    ['file:download', [download, 'extra']],
    ['file:open', []],
    ['file:open', ['/home/pessoa/Downloads/tabela.pdf']],
    ['file:open', ['../../etc/passwd']],
    ['file:open', [42]],
  ])('refuses bad arguments to %s', async (channel, args) => {
    const { ipcMain, invoke } = fakeIpcMain();
    const { handlers } = fakeHandlers();
    registerIpcHandlers(ipcMain, handlers);

    await expect(invoke(channel, APP, ...args)).rejects.toThrow(/argumentos inválidos/);
    expect(handlers[channel]).not.toHaveBeenCalled();
  });
});
