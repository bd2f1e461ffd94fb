import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL } from './app-origin';
import { createMainWindow, mainWindowOptions } from './window';

describe('mainWindowOptions', () => {
  const options = mainWindowOptions('/app/out/preload/index.cjs');

  it('isolates the renderer from Node and keeps web security on', () => {
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/app/out/preload/index.cjs',
    });
  });

  it('is titled Alinhavo, has a minimum size and waits to be shown', () => {
    expect(options.title).toBe('Alinhavo');
    expect(options.minWidth).toBeGreaterThan(0);
    expect(options.minHeight).toBeGreaterThan(0);
    expect(options.show).toBe(false);
  });
});

describe('createMainWindow', () => {
  class FakeWindow {
    static created: FakeWindow[] = [];
    readonly listeners = new Map<string, () => void>();
    loadedUrl: string | null = null;
    shown = false;
    maximized = false;
    constructor(readonly options: BrowserWindowConstructorOptions) {
      FakeWindow.created.push(this);
    }
    once(event: 'ready-to-show', listener: () => void) {
      this.listeners.set(event, listener);
      return this;
    }
    show() {
      this.shown = true;
    }
    maximize() {
      this.maximized = !this.shown;
    }
    async loadURL(url: string) {
      this.loadedUrl = url;
    }
  }

  it('loads the app origin and shows the window only when ready', () => {
    const window = createMainWindow(FakeWindow, '/preload.cjs');

    expect(window.options.webPreferences?.sandbox).toBe(true);
    expect(window.loadedUrl).toBe(APP_ENTRY_URL);
    expect(window.shown).toBe(false);
    window.listeners.get('ready-to-show')?.();
    expect(window.shown).toBe(true);
  });

  it('opens where it was left, maximized before it shows, on the screen a link named', () => {
    const window = createMainWindow(FakeWindow, '/preload.cjs', {
      bounds: { x: 1930, y: 40, width: 1100, height: 700 },
      maximized: true,
      url: 'app://alinhavo/app/mensagens?conversa=1',
    });

    expect(window.options).toMatchObject({ x: 1930, y: 40, width: 1100, height: 700 });
    expect(window.options.minWidth).toBe(960);
    expect(window.loadedUrl).toBe('app://alinhavo/app/mensagens?conversa=1');
    window.listeners.get('ready-to-show')?.();
    expect(window.maximized).toBe(true);
    expect(window.shown).toBe(true);
  });
});
