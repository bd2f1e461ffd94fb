import type { BrowserWindowConstructorOptions } from 'electron';
import { APP_ENTRY_URL } from './app-origin';

/** The renderer gets no Node, no remote content and only the preload's window.desktop. */
export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    title: 'Alinhavo',
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    // Shown on ready-to-show so the user never sees an empty white frame.
    show: false,
    autoHideMenuBar: true,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  };
}

export interface MainWindow {
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  maximize(): void;
  loadURL(url: string): Promise<void>;
}

/** Where and how the window opens: its remembered place, and the screen a link named. */
export interface WindowOpening {
  bounds?: Partial<Pick<BrowserWindowConstructorOptions, 'x' | 'y' | 'width' | 'height'>>;
  maximized?: boolean;
  url?: string;
}

export type MainWindowFactory<W extends MainWindow> = new (
  options: BrowserWindowConstructorOptions,
) => W;

export function createMainWindow<W extends MainWindow>(
  BrowserWindow: MainWindowFactory<W>,
  preloadPath: string,
  opening: WindowOpening = {},
): W {
  const window = new BrowserWindow({ ...mainWindowOptions(preloadPath), ...opening.bounds });
  window.once('ready-to-show', () => {
    if (opening.maximized) window.maximize();
    window.show();
  });
  window.loadURL(opening.url ?? APP_ENTRY_URL).catch((error: unknown) => {
    console.error('[alinhavo] a interface não carregou', error);
  });
  return window;
}
