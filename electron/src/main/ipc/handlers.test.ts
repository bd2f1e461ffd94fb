import { describe, expect, it, vi } from 'vitest';
import type { DownloadHandlers } from '../downloads';
import type { SessionHandlers } from '../session';
import { createIpcHandlers } from './handlers';

function deps() {
  const session: SessionHandlers = {
    load: vi.fn(async () => null),
    signIn: vi.fn(async () => ({ status: 'unreachable' as const, timedOut: false })),
    changePassword: vi.fn(async () => ({ status: 'unreachable' as const, timedOut: false })),
    accessToken: vi.fn(async () => null),
    updateUser: vi.fn(async () => undefined),
    refresh: vi.fn(async () => null),
    clear: vi.fn(async () => undefined),
  };
  const shell = { openExternal: vi.fn(async () => undefined) };
  const downloads: DownloadHandlers = {
    download: vi.fn(async () => ({ status: 'cancelled' as const })),
    open: vi.fn(async () => true),
  };
  return {
    app: { getVersion: () => '1.2.3' },
    platform: 'win32' as const,
    serverUrl: 'https://api.alinhavo.com.br',
    session,
    shell,
    downloads,
    notifications: { show: vi.fn(async () => true) },
    noticeSettings: {
      load: vi.fn(async () => ({ message: true, lot: false, selection: true, approval: true })),
      save: vi.fn(async () => undefined),
    },
  };
}

describe('createIpcHandlers', () => {
  it('app:info reports version, platform and server', async () => {
    const handlers = createIpcHandlers(deps());
    await expect(handlers['app:info']()).resolves.toEqual({
      version: '1.2.3',
      platform: 'win32',
      serverUrl: 'https://api.alinhavo.com.br',
    });
  });

  it('shell:open-external opens allowlisted URLs only', async () => {
    const d = deps();
    const handlers = createIpcHandlers(d);

    await expect(handlers['shell:open-external']('https://wa.me/5511988887777')).resolves.toBe(
      true,
    );
    await expect(handlers['shell:open-external']('https://evil.example.com/')).resolves.toBe(false);
    await expect(handlers['shell:open-external']('http://wa.me/5511988887777')).resolves.toBe(
      false,
    );
    await expect(handlers['shell:open-external']('file:///etc/passwd')).resolves.toBe(false);
    expect(d.shell.openExternal.mock.calls).toEqual([['https://wa.me/5511988887777']]);
  });

  it('session channels delegate to the session handlers', async () => {
    const d = deps();
    const handlers = createIpcHandlers(d);
    await handlers['session:clear']();
    await handlers['session:refresh']();
    await handlers['session:access-token']();
    const login = { kind: 'login' as const, body: { email: 'a@exemplo.com.br', password: 'x' } };
    await handlers['session:sign-in'](login);
    const change = { current_password: 'velha', new_password: 'nova-senha' };
    await handlers['session:change-password'](change);
    expect(d.session.clear).toHaveBeenCalledOnce();
    expect(d.session.refresh).toHaveBeenCalledOnce();
    expect(d.session.accessToken).toHaveBeenCalledOnce();
    expect(d.session.signIn).toHaveBeenCalledWith(login);
    expect(d.session.changePassword).toHaveBeenCalledWith(change);
  });

  it('file channels delegate to the downloads', async () => {
    const d = deps();
    const handlers = createIpcHandlers(d);
    const request = { url: 'https://api.alinhavo.com.br/x', name: 'a.pdf' };
    await expect(handlers['file:download'](request)).resolves.toEqual({ status: 'cancelled' });
    await expect(handlers['file:open']('6f1c2a4e-8b9d-4e3f-a1b2-c3d4e5f60718')).resolves.toBe(true);
    expect(d.downloads.download).toHaveBeenCalledWith(request);
    expect(d.downloads.open).toHaveBeenCalledWith('6f1c2a4e-8b9d-4e3f-a1b2-c3d4e5f60718');
  });

  it('notify channels delegate to the notifications and their settings', async () => {
    const d = deps();
    const handlers = createIpcHandlers(d);
    const notice = {
      kind: 'message' as const,
      title: 'Nova mensagem',
      body: 'Olá',
      target: { kind: 'conversa' as const, id: '6f1c2a4e-8b9d-4e3f-a1b2-c3d4e5f60718' },
    };
    await expect(handlers['notify:show'](notice)).resolves.toBe(true);
    await expect(handlers['notify:settings']()).resolves.toMatchObject({ lot: false });
    const off = { message: false, lot: false, selection: true, approval: true };
    await handlers['notify:set-settings'](off);
    expect(d.notifications.show).toHaveBeenCalledWith(notice);
    expect(d.noticeSettings.save).toHaveBeenCalledWith(off);
  });
});
