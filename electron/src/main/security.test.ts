import { describe, expect, it, vi } from 'vitest';
import { isAppUrl } from './app-origin';
import { MERCADOPAGO_CSP } from '@alinhavo/shared/mercadopago-csp';
import { contentSecurityPolicy } from './csp';
import {
  denyPermissions,
  guardWebContents,
  type GuardedSession,
  type GuardedWebContents,
} from './security';

type Listener = (event: { url: string; preventDefault(): void }) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  let windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  const contents: GuardedWebContents = {
    on(event: string, listener: Listener) {
      listeners.set(event, listener);
      return contents;
    },
    setWindowOpenHandler(handler) {
      windowOpenHandler = handler;
    },
  };
  const emit = (event: string, url = '') => {
    const preventDefault = vi.fn();
    const listener = listeners.get(event);
    if (!listener) throw new Error(`nenhum listener para ${event}`);
    listener({ url, preventDefault });
    return preventDefault;
  };
  const openWindow = (url: string) => {
    if (!windowOpenHandler) throw new Error('setWindowOpenHandler não foi chamado');
    return windowOpenHandler({ url });
  };
  return { contents, emit, openWindow };
}

function fakeShell() {
  return { openExternal: vi.fn<(url: string) => Promise<void>>(async () => undefined) };
}

describe('isAppUrl', () => {
  it.each([
    ['app://alinhavo/', true],
    ['app://alinhavo/demandas/42?aba=1', true],
    ['app://alinhavo', true],
    ['app://outro/', false],
    ['app://alinhavo:8080/', false],
    ['app://user:pass@alinhavo/', false],
    ['https://alinhavo/', false],
    ['file:///etc/passwd', false],
    ['http://localhost:3000/', false],
    ['não é url', false],
  ])('%s → %s', (url, expected) => {
    expect(isAppUrl(url)).toBe(expected);
  });
});

describe('guardWebContents', () => {
  it('lets the app navigate inside its own origin', () => {
    const { contents, emit } = fakeContents();
    guardWebContents(contents, fakeShell());

    expect(emit('will-frame-navigate', 'app://alinhavo/demandas')).not.toHaveBeenCalled();
  });

  it('denies navigation to a foreign origin and does not open it outside either', () => {
    const { contents, emit } = fakeContents();
    const shell = fakeShell();
    guardWebContents(contents, shell);

    expect(emit('will-frame-navigate', 'https://evil.example.com/login')).toHaveBeenCalled();
    expect(emit('will-redirect', 'http://localhost:3000/')).toHaveBeenCalled();
    expect(emit('will-frame-navigate', 'file:///etc/passwd')).toHaveBeenCalled();
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('sends an allowlisted link clicked in the page to the system browser', () => {
    const { contents, emit } = fakeContents();
    const shell = fakeShell();
    guardWebContents(contents, shell);

    expect(emit('will-frame-navigate', 'https://wa.me/5511999999999')).toHaveBeenCalled();
    expect(shell.openExternal).toHaveBeenCalledWith('https://wa.me/5511999999999');
  });

  it('denies every window.open and routes only allowlisted URLs to the shell', () => {
    const { contents, openWindow } = fakeContents();
    const shell = fakeShell();
    guardWebContents(contents, shell);

    expect(openWindow('https://evil.example.com/')).toEqual({ action: 'deny' });
    expect(openWindow('app://alinhavo/popup')).toEqual({ action: 'deny' });
    expect(shell.openExternal).not.toHaveBeenCalled();

    expect(openWindow('https://wa.me/5511999999999?text=Ol%C3%A1')).toEqual({ action: 'deny' });
    expect(openWindow('mailto:contato@alinhavo.com.br')).toEqual({ action: 'deny' });
    expect(shell.openExternal.mock.calls).toEqual([
      ['https://wa.me/5511999999999?text=Ol%C3%A1'],
      ['mailto:contato@alinhavo.com.br'],
    ]);
  });

  it('refuses to attach a webview', () => {
    const { contents, emit } = fakeContents();
    guardWebContents(contents, fakeShell());

    expect(emit('will-attach-webview')).toHaveBeenCalled();
  });

  it('survives a system with no handler for the link', async () => {
    const { contents, openWindow } = fakeContents();
    const shell = { openExternal: vi.fn(async () => Promise.reject(new Error('sem aplicativo'))) };
    guardWebContents(contents, shell);

    expect(openWindow('mailto:contato@alinhavo.com.br')).toEqual({ action: 'deny' });
    expect(shell.openExternal).toHaveBeenCalledOnce();
    // An unhandled rejection here would fail the run.
    await new Promise((resolve) => setImmediate(resolve));
  });
});

describe('denyPermissions', () => {
  function fakeSession() {
    const handlers: {
      request?: Parameters<GuardedSession['setPermissionRequestHandler']>[0];
      check?: Parameters<GuardedSession['setPermissionCheckHandler']>[0];
      device?: Parameters<GuardedSession['setDevicePermissionHandler']>[0];
    } = {};
    const session: GuardedSession = {
      setPermissionRequestHandler: (handler) => (handlers.request = handler),
      setPermissionCheckHandler: (handler) => (handlers.check = handler),
      setDevicePermissionHandler: (handler) => (handlers.device = handler),
    };
    denyPermissions(session);
    const request = (permission: string, requestingUrl: string) => {
      const callback = vi.fn();
      handlers.request?.(null, permission, callback, { requestingUrl });
      return callback;
    };
    return { handlers, request };
  }

  it.each([
    'media',
    'geolocation',
    'notifications',
    'openExternal',
    'display-capture',
    'fullscreen',
    'unknown',
  ])('denies %s even to the app itself', (permission) => {
    const { handlers, request } = fakeSession();
    expect(request(permission, 'app://alinhavo/')).toHaveBeenCalledWith(false);
    expect(handlers.check?.(null, permission, 'app://alinhavo')).toBe(false);
  });

  it('allows only clipboard writes, and only to the app origin', () => {
    const { handlers, request } = fakeSession();
    expect(request('clipboard-sanitized-write', 'app://alinhavo/')).toHaveBeenCalledWith(true);
    expect(request('clipboard-sanitized-write', 'https://evil.example.com/')).toHaveBeenCalledWith(
      false,
    );
    expect(request('clipboard-read', 'app://alinhavo/')).toHaveBeenCalledWith(false);
    expect(handlers.check?.(null, 'clipboard-sanitized-write', 'https://evil.example.com')).toBe(
      false,
    );
  });

  it('denies device access (USB, serial, HID)', () => {
    const { handlers } = fakeSession();
    expect(handlers.device?.()).toBe(false);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({
    serverUrl: 'https://api.alinhavo.com.br',
    serverWsOrigin: 'wss://api.alinhavo.com.br',
  });
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

  it('allows scripts only from the app and Mercado Pago, never inline or eval', () => {
    expect(directives.get('script-src')).toEqual(["'self'", ...MERCADOPAGO_CSP.script]);
    expect(directives.get('script-src')).toContain('https://sdk.mercadopago.com');
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
  });

  it('connects only to the configured server and Mercado Pago', () => {
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://api.alinhavo.com.br',
      'wss://api.alinhavo.com.br',
      ...MERCADOPAGO_CSP.connect,
    ]);
    expect(directives.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.alinhavo.com.br',
      ...MERCADOPAGO_CSP.img,
    ]);
    // Mercado Pago's secure card fields are the only frames.
    expect(directives.get('frame-src')).toEqual([...MERCADOPAGO_CSP.frame]);
    for (const host of [
      ...MERCADOPAGO_CSP.script,
      ...MERCADOPAGO_CSP.connect,
      ...MERCADOPAGO_CSP.frame,
    ]) {
      expect(host).toMatch(/^https:\/\/[a-z0-9-]+\.(mercadopago|mercadolibre|mlstatic)\.com$/);
    }
    expect(directives.get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      ...MERCADOPAGO_CSP.style,
    ]);
    expect(directives.get('font-src')).toEqual(["'self'", 'data:']);
  });
});
