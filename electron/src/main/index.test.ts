import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SCHEME_PRIVILEGES } from './protocol';

type Listener = (...args: unknown[]) => void;

/** The electron module as index.ts sees it before `ready` (whenReady never settles here). */
const fake = vi.hoisted(() => {
  const appListeners = new Map<string, Listener[]>();
  return {
    appListeners,
    app: {
      isPackaged: false,
      getAppPath: () => '/repo/electron',
      requestSingleInstanceLock: () => true,
      setAsDefaultProtocolClient: vi.fn((_scheme: string) => true),
      on(event: string, listener: Listener) {
        appListeners.set(event, [...(appListeners.get(event) ?? []), listener]);
      },
      whenReady: () => new Promise<never>(() => undefined),
      quit: () => undefined,
      exit: () => undefined,
    },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    shell: { openExternal: vi.fn(async () => undefined) },
  };
});

vi.mock('electron', () => ({
  app: fake.app,
  protocol: fake.protocol,
  shell: fake.shell,
  BrowserWindow: class {},
  dialog: {},
  ipcMain: {},
  net: {},
  safeStorage: {},
  session: {},
  screen: {},
  Notification: class {},
}));

/** A webContents that records what the guards attach to it. */
function fakeContents() {
  const listeners = new Map<string, Listener>();
  let windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  return {
    listeners,
    windowOpenHandler: () => windowOpenHandler,
    on(event: string, listener: Listener) {
      listeners.set(event, listener);
      return this;
    },
    setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
      windowOpenHandler = handler;
    },
  };
}

function navigation(url: string) {
  return { url, preventDefault: vi.fn() };
}

describe('main/index.ts (the lifecycle wiring)', () => {
  beforeEach(async () => {
    vi.resetModules();
    fake.appListeners.clear();
    fake.protocol.registerSchemesAsPrivileged.mockClear();
    fake.shell.openExternal.mockClear();
    fake.app.setAsDefaultProtocolClient.mockClear();
    await import('./index');
  });
  afterEach(() => {
    vi.resetModules();
  });

  it('registers app:// as privileged before ready', () => {
    expect(fake.protocol.registerSchemesAsPrivileged).toHaveBeenCalledExactlyOnceWith([
      APP_SCHEME_PRIVILEGES,
    ]);
  });

  it('guards every web contents created, not only the main window', () => {
    const created = fake.appListeners.get('web-contents-created') ?? [];
    expect(created).toHaveLength(1);

    for (const contents of [fakeContents(), fakeContents()]) {
      created[0]?.({}, contents);
      expect([...contents.listeners.keys()].sort()).toEqual([
        'will-attach-webview',
        'will-frame-navigate',
        'will-redirect',
      ]);

      const away = navigation('https://evil.example.com/');
      contents.listeners.get('will-frame-navigate')?.(away);
      expect(away.preventDefault).toHaveBeenCalled();
      const redirect = navigation('https://evil.example.com/');
      contents.listeners.get('will-redirect')?.(redirect);
      expect(redirect.preventDefault).toHaveBeenCalled();
      const inside = navigation('app://alinhavo/demandas');
      contents.listeners.get('will-frame-navigate')?.(inside);
      expect(inside.preventDefault).not.toHaveBeenCalled();

      const webview = navigation('app://alinhavo/');
      contents.listeners.get('will-attach-webview')?.(webview);
      expect(webview.preventDefault).toHaveBeenCalled();
      expect(contents.windowOpenHandler()?.({ url: 'https://wa.me/5511999999999' })).toEqual({
        action: 'deny',
      });
    }
    expect(fake.shell.openExternal.mock.calls).toEqual([
      ['https://wa.me/5511999999999'],
      ['https://wa.me/5511999999999'],
    ]);
  });

  it('registers alinhavo:// and listens for links from a second launch and from macOS', () => {
    expect(fake.app.setAsDefaultProtocolClient).toHaveBeenCalledOnce();
    expect(fake.app.setAsDefaultProtocolClient.mock.calls[0]?.[0]).toBe('alinhavo');
    expect(fake.appListeners.get('second-instance')).toHaveLength(1);
    expect(fake.appListeners.get('open-url')).toHaveLength(1);
  });
});
