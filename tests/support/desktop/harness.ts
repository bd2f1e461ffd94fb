import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Route, WebSocketRoute } from '@playwright/test';
import { authApi } from '@alinhavo/shared/api/auth';
import type { BrowserWindowConstructorOptions, SaveDialogOptions } from 'electron';
import { build } from 'esbuild';
import { APP_ORIGIN } from '../../../electron/src/main/app-origin';
import { loadDesktopConfig } from '../../../electron/src/main/config';
import { deepLinkFromArgv } from '../../../electron/src/main/deep-links';
import { startDesktop } from '../../../electron/src/main/desktop';
import type { IpcInvokeEvent } from '../../../electron/src/main/ipc/register';
import { guardWebContents } from '../../../electron/src/main/security';
import { root } from '../../../scripts/renderer-build.mjs';

/**
 * The desktop app without the Electron binary: the project's own main-process code
 * (electron/src/main/desktop.ts and the guards of index.ts) given a Node implementation of the
 * slice of Electron it uses, behind the built renderer in Chromium. See docs/testing.md for what
 * this proves and what only a real Electron would.
 */

type ProtocolHandler = (request: Request) => Promise<Response>;

/** One office PC: its profile folders, the save dialog's folder and the key safeStorage uses. */
export interface DesktopMachine {
  dir: string;
  userData: string;
  downloads: string;
  /** Where the save dialog answers (a folder the person would pick). */
  saveFolder: string;
  key: Buffer;
  /** What the app asked the OS shell to do, launch after launch. */
  shell: ShellCall[];
  /** Every access and refresh token the server issued to this machine's main process. */
  tokens: { access: Set<string>; refresh: Set<string> };
}

export type ShellCall =
  | { kind: 'openExternal'; url: string }
  | { kind: 'openPath'; path: string }
  | { kind: 'showItemInFolder'; path: string };

export function aDesktopMachine(): DesktopMachine {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-desktop-'));
  const folder = (name: string) => {
    const p = path.join(dir, name);
    fs.mkdirSync(p);
    return p;
  };
  return {
    dir,
    userData: folder('userData'),
    downloads: folder('Downloads'),
    saveFolder: folder('Escolhida'),
    key: crypto.randomBytes(32),
    shell: [],
    tokens: { access: new Set(), refresh: new Set() },
  };
}

export function removeMachine(machine: DesktopMachine): void {
  fs.rmSync(machine.dir, { recursive: true, force: true });
}

/**
 * safeStorage with real encryption (AES-256-GCM) under the machine's key: a session file written
 * by one launch is read back by the next, and is unreadable without the key.
 */
function safeStorageOf(machine: DesktopMachine) {
  return {
    isEncryptionAvailable: () => true,
    getSelectedStorageBackend: () => 'gnome_libsecret',
    encryptString(plainText: string): Buffer {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', machine.key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decryptString(encrypted: Buffer): string {
      const decipher = crypto.createDecipheriv(
        'aes-256-gcm',
        machine.key,
        encrypted.subarray(0, 12),
      );
      decipher.setAuthTag(encrypted.subarray(12, 28));
      return Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * Where `protocol.handle('app', …)` is mounted: a local HTTP server that turns each request into
 * the app:// request the handler would get in Electron, and sends back its answer (CSP included).
 * One per worker so the page's origin (and with it localStorage and IndexedDB) outlives a launch.
 */
export interface AppHost {
  origin: string;
  mount(handler: ProtocolHandler | null): void;
  /** http://127.0.0.1:port/x → app://alinhavo/x; any other URL unchanged. */
  toAppUrl(url: string): string;
  /** app://alinhavo/x → http://127.0.0.1:port/x. */
  toHostUrl(url: string): string;
  close(): Promise<void>;
}

export async function startAppHost(): Promise<AppHost> {
  let handler: ProtocolHandler | null = null;
  const server = http.createServer((req, res) => {
    void (async () => {
      if (!handler) {
        res.writeHead(503).end('o app não está aberto');
        return;
      }
      const answer = await handler(
        new Request(`${APP_ORIGIN}${req.url ?? '/'}`, { method: req.method ?? 'GET' }),
      );
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        headers[name] = value;
      });
      res.writeHead(answer.status, headers);
      res.end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => {
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${String(port)}`;
  return {
    origin,
    mount: (next) => {
      handler = next;
    },
    toAppUrl(url) {
      const parsed = new URL(url);
      return parsed.origin === origin ? `${APP_ORIGIN}${parsed.pathname}${parsed.search}` : url;
    },
    toHostUrl(url) {
      const parsed = new URL(url);
      return `${origin}${parsed.pathname}${parsed.search}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let preloadBundle: Promise<string> | null = null;

/** The page's preload: electron/src/preload/bridge.ts over the harness binding, one script. */
function bundledPreload(): Promise<string> {
  preloadBundle ??= build({
    entryPoints: [path.join(root, 'tests', 'support', 'desktop', 'page-preload.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return preloadBundle;
}

/** What the main process sent the page: an answer, a refusal or an event. */
export interface IpcMessage {
  kind: 'answer' | 'error' | 'event';
  channel: string;
  value: unknown;
}

export interface LaunchOptions {
  context: BrowserContext;
  host: AppHost;
  machine: DesktopMachine;
  serverUrl: string;
  /** The server's JWT secret, to turn a held access token into an expired one. */
  jwtSecret: string;
  /** The machine has no network when the app starts. */
  offline?: boolean;
}

export interface DesktopApp {
  page: Page;
  /** Every IPC answer, refusal and event the main process sent this page. */
  messages: IpcMessage[];
  /** The options the main process opened its window with. */
  windowOptions: () => BrowserWindowConstructorOptions | null;
  /** Each value the main process gave the taskbar progress bar. */
  taskbarProgress: number[];
  saveDialogs: SaveDialogOptions[];
  /** The native notifications the main process showed; `click` is the person clicking one. */
  notifications: { title: string; body: string; click: () => void }[];
  /** Whether the window has the focus (the person is looking at it); false by default. */
  setFocused(focused: boolean): void;
  /** A second launch with these arguments (a deep link clicked elsewhere), as index.ts routes it. */
  secondInstance(argv: string[]): Promise<void>;
  /** How many realtime (Socket.IO) connections the server has accepted for this page. */
  realtimeConnects(): number;
  /** How many times the main process asked the server for a new access token. */
  refreshes: () => number;
  /** The window loads this address of the app (webContents.loadURL), e.g. '/app/mensagens'. */
  open(appPath: string): Promise<void>;
  setOffline(offline: boolean): Promise<void>;
  /** The next downloads stop after their first bytes until `release` is called. */
  holdDownloads(): { release: () => void };
  /** The next download is sent with its access token as the server would see it once expired. */
  expireAccessTokenOnce(): void;
  quit(): Promise<void>;
}

function b64urlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The same HS256 token with `exp` in the past, signed with the server's secret. */
function expired(token: string, secret: string): string {
  const [header = '', payload = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
  };
  const past = Math.floor(Date.now() / 1000) - 60;
  const body = `${header}.${b64urlJson({ ...claims, iat: past - 900, exp: past })}`;
  const signature = crypto.createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/** Every string under an `access` or `refresh` key of a JSON answer. */
function collectTokens(value: unknown, into: DesktopMachine['tokens']): void {
  if (!value || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string' && (key === 'access' || key === 'refresh')) into[key].add(inner);
    else collectTokens(inner, into);
  }
}

const DOWNLOAD_PATH = /\/demand-files\/[^/]+\/download\/$/;

/** A body that stops after `after` bytes until `gate` resolves. */
function heldBody(response: Response, gate: Promise<void>, after: number): Response {
  const reader = response.body!.getReader();
  let sent = 0;
  let waited = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= after && !waited) {
        waited = true;
        await gate;
      }
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      sent += value.byteLength;
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** Starts the app as Electron would: main-process wiring first, then the window and its page. */
export async function launchDesktop(options: LaunchOptions): Promise<DesktopApp> {
  const { context, host, machine, serverUrl, jwtSecret } = options;
  const server = new URL(serverUrl);
  let offline = options.offline ?? false;
  let refreshes = 0;
  let expireNext = false;
  let hold: Promise<void> | null = null;
  const messages: IpcMessage[] = [];
  const taskbarProgress: number[] = [];
  const saveDialogs: SaveDialogOptions[] = [];
  const handlers = new Map<
    string,
    (event: IpcInvokeEvent, ...args: unknown[]) => Promise<unknown>
  >();
  const navigationGuards: ((event: { url: string; preventDefault(): void }) => void)[] = [];
  const record = (call: ShellCall) => machine.shell.push(call);
  const shell = {
    openExternal: (url: string) => {
      record({ kind: 'openExternal', url });
      return Promise.resolve();
    },
    openPath: (filePath: string) => {
      record({ kind: 'openPath', path: filePath });
      return Promise.resolve('');
    },
    showItemInFolder: (filePath: string) => {
      record({ kind: 'showItemInFolder', path: filePath });
    },
  };

  // Node's fetch as Electron's net.fetch: the network can drop, and what the server issues to
  // the main process is noted so the page can be searched for it.
  const mainFetch = async (input: string, init: RequestInit): Promise<Response> => {
    if (offline) throw new TypeError('fetch failed');
    const url = new URL(input);
    const ours = url.origin === server.origin;
    let sent = init;
    if (ours && url.pathname.endsWith(authApi.refreshToken.path)) refreshes += 1;
    const downloading = ours && DOWNLOAD_PATH.test(url.pathname);
    if (downloading && expireNext) {
      const headers = new Headers(init.headers);
      const bearer = headers.get('authorization')?.replace(/^Bearer /, '');
      if (bearer) {
        expireNext = false;
        headers.set('authorization', `Bearer ${expired(bearer, jwtSecret)}`);
        sent = { ...init, headers };
      }
    }
    const response = await fetch(input, sent);
    if (ours && response.headers.get('content-type')?.includes('application/json'))
      collectTokens(
        await response
          .clone()
          .json()
          .catch(() => null),
        machine.tokens,
      );
    if (downloading && hold && response.ok && response.body)
      return heldBody(response, hold, 64 * 1024);
    return response;
  };

  const page = await context.newPage();
  let windowOptions: BrowserWindowConstructorOptions | null = null;
  let loaded: Promise<void> = Promise.resolve();
  const emit = (channel: string, payload: unknown) => {
    messages.push({ kind: 'event', channel, value: payload });
    if (page.isClosed()) return;
    page
      .evaluate(([c, p]) => window.__alinhavoIpcEmit?.(c, p), [channel, payload] as const)
      .catch(() => undefined);
  };

  let focused = false;
  const notifications: DesktopApp['notifications'] = [];
  class HarnessNotification {
    private clickListeners: (() => void)[] = [];
    constructor(private readonly options: { title: string; body: string }) {}
    static isSupported() {
      return true;
    }
    on(event: 'click' | 'close', listener: () => void) {
      if (event === 'click') this.clickListeners.push(listener);
      return this;
    }
    show() {
      notifications.push({
        ...this.options,
        click: () => {
          for (const listener of this.clickListeners) listener();
        },
      });
    }
  }

  class HarnessWindow {
    private readyListeners: (() => void)[] = [];
    readonly webContents = { send: (channel: string, payload: unknown) => emit(channel, payload) };
    constructor(options: BrowserWindowConstructorOptions) {
      windowOptions = options;
    }
    once(event: 'ready-to-show', listener: () => void) {
      if (event === 'ready-to-show') this.readyListeners.push(listener);
      return this;
    }
    show() {}
    maximize() {}
    isMaximized() {
      return false;
    }
    isFocused() {
      return focused;
    }
    isMinimized() {
      return false;
    }
    restore() {}
    focus() {
      focused = true;
    }
    on() {
      return this;
    }
    getNormalBounds() {
      return { x: 0, y: 0, width: 1280, height: 800 };
    }
    isDestroyed() {
      return page.isClosed();
    }
    setProgressBar(progress: number) {
      taskbarProgress.push(progress);
    }
    loadURL(url: string) {
      loaded = page.goto(host.toHostUrl(url)).then(() => {
        for (const listener of this.readyListeners.splice(0)) listener();
      });
      return loaded;
    }
  }

  const noop = () => undefined;
  const config = loadDesktopConfig(
    { ALINHAVO_SERVER_URL: serverUrl },
    { isPackaged: false, appPath: path.join(root, 'electron'), resourcesPath: '' },
  );
  const display = { workArea: { x: 0, y: 0, width: 1280, height: 800 } };
  const desktop = startDesktop(
    {
      app: {
        getVersion: () => '0.1.0',
        getPath: (name) => (name === 'userData' ? machine.userData : machine.downloads),
      },
      BrowserWindow: HarnessWindow,
      ipcMain: { handle: (channel, listener) => void handlers.set(channel, listener) },
      protocol: { handle: (_scheme, handler) => host.mount(handler) },
      defaultSession: {
        setPermissionRequestHandler: noop,
        setPermissionCheckHandler: noop,
        setDevicePermissionHandler: noop,
      },
      safeStorage: safeStorageOf(machine),
      shell,
      dialog: {
        showSaveDialog: (_window, dialogOptions) => {
          saveDialogs.push(dialogOptions);
          const name = path.basename(dialogOptions.defaultPath ?? 'arquivo');
          return Promise.resolve({
            canceled: false,
            filePath: path.join(machine.saveFolder, name),
          });
        },
      },
      fetch: mainFetch,
      screen: { getAllDisplays: () => [display], getPrimaryDisplay: () => display },
      Notification: HarnessNotification,
    },
    config,
    path.join(root, 'electron', 'out', 'preload', 'index.cjs'),
  );

  // index.ts guards every webContents: navigation, redirects, webviews, new windows.
  guardWebContents(
    {
      on: (event: string, listener: (event: never) => void) => {
        if (event === 'will-frame-navigate' || event === 'will-redirect')
          navigationGuards.push(listener as (typeof navigationGuards)[number]);
      },
      setWindowOpenHandler: noop,
    },
    shell,
  );

  // ipcRenderer.invoke: the sender frame is the page's frame, seen at its app:// address.
  await page.exposeBinding(
    '__alinhavoIpcInvoke',
    async (source, channel: string, args: unknown[]) => {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`No handler registered for '${channel}'`);
      try {
        const value = await handler(
          { senderFrame: { url: host.toAppUrl(source.frame.url()) } },
          ...args,
        );
        messages.push({ kind: 'answer', channel, value });
        return value;
      } catch (error) {
        messages.push({ kind: 'error', channel, value: String(error) });
        throw error;
      }
    },
  );
  await page.addInitScript({ content: `window.__alinhavoStartOffline = ${String(offline)};` });
  await page.addInitScript({ content: await bundledPreload() });

  await page.route(
    () => true,
    async (route: Route) => {
      const request = route.request();
      if (request.isNavigationRequest()) {
        let prevented = false;
        const url = host.toAppUrl(request.url());
        for (const guard of navigationGuards)
          guard({
            url,
            preventDefault: () => {
              prevented = true;
            },
          });
        if (prevented) return route.abort('aborted');
      }
      if (offline && new URL(request.url()).origin === server.origin)
        return route.abort('internetdisconnected');
      return route.fallback();
    },
  );
  const sockets = new Set<WebSocketRoute>();
  let realtimeConnects = 0;
  await page.routeWebSocket(
    (url) => url.host === server.host,
    (ws) => {
      if (offline) {
        void ws.close();
        return;
      }
      sockets.add(ws);
      const toServer = ws.connectToServer();
      // Socket.IO's CONNECT answer ('40…'): the server has authenticated the socket.
      toServer.onMessage((message) => {
        if (typeof message === 'string' && message.startsWith('40')) realtimeConnects += 1;
        ws.send(message);
      });
      ws.onClose(() => sockets.delete(ws));
    },
  );

  await desktop.openWindow();
  await loaded;

  return {
    page,
    messages,
    windowOptions: () => windowOptions,
    taskbarProgress,
    saveDialogs,
    notifications,
    setFocused(next) {
      focused = next;
    },
    async secondInstance(argv) {
      // index.ts: 'second-instance' brings the window back and opens the link it carries.
      focused = true;
      const link = deepLinkFromArgv(argv);
      if (link) await desktop.openTarget(link);
    },
    refreshes: () => refreshes,
    realtimeConnects: () => realtimeConnects,
    async open(appPath) {
      await page.goto(host.toHostUrl(`${APP_ORIGIN}${appPath}`));
    },
    async setOffline(next) {
      offline = next;
      if (next) for (const ws of sockets) await ws.close();
      await page.evaluate((online) => window.__alinhavoSetOnline?.(online), !next);
    },
    holdDownloads() {
      let release = noop;
      hold = new Promise<void>((resolve) => {
        release = () => {
          hold = null;
          resolve();
        };
      });
      return { release: () => release() };
    },
    expireAccessTokenOnce() {
      expireNext = true;
    },
    async quit() {
      host.mount(null);
      if (!page.isClosed()) await page.close();
    },
  };
}
