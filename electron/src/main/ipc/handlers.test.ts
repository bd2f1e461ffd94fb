import { describe, expect, it, vi } from 'vitest';
import type { DownloadHandlers } from '../downloads';
import type { SessionHandlers } from '../session';
import { createIpcHandlers } from './handlers';

function deps() {
  const session: SessionHandlers = {
    load: vi.fn(async () => null),
    save: vi.fn(async () => undefined),
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
    expect(d.session.clear).toHaveBeenCalledOnce();
    expect(d.session.refresh).toHaveBeenCalledOnce();
  });

  it('file channels delegate to the downloads', async () => {
    const d = deps();
    const handlers = createIpcHandlers(d);
    const request = { url: 'https://api.alinhavo.com.br/x', name: 'a.pdf', accessToken: null };
    await expect(handlers['file:download'](request)).resolves.toEqual({ status: 'cancelled' });
    await expect(handlers['file:open']('6f1c2a4e-8b9d-4e3f-a1b2-c3d4e5f60718')).resolves.toBe(true);
    expect(d.downloads.download).toHaveBeenCalledWith(request);
    expect(d.downloads.open).toHaveBeenCalledWith('6f1c2a4e-8b9d-4e3f-a1b2-c3d4e5f60718');
  });
});
