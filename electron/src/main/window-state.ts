import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Electron's Display, reduced to the part a window may use. */
export interface DisplayArea {
  workArea: Rectangle;
}

const rectangleSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
const windowStateSchema = z.object({ bounds: rectangleSchema, maximized: z.boolean() });
export type WindowState = z.infer<typeof windowStateSchema>;

export const WINDOW_STATE_FILE = 'window-state.json';

/** How much of the title bar must be on a screen for the person to grab it. */
const GRAB_WIDTH = 100;
const GRAB_HEIGHT = 40;

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** The top strip of the window (its title bar) can be grabbed on some screen. */
function isReachable(bounds: Rectangle, displays: readonly DisplayArea[]): boolean {
  const titleBar = { x: bounds.x, y: bounds.y, width: bounds.width, height: GRAB_HEIGHT };
  return displays.some(({ workArea }) => {
    const o = overlap(titleBar, workArea);
    return o.width >= Math.min(GRAB_WIDTH, bounds.width) && o.height >= GRAB_HEIGHT / 2;
  });
}

/**
 * Where the window opens: as it was left when that place is still on a screen; otherwise (the
 * monitor it was on is gone, or the resolution shrank) the same size, no larger than the primary
 * screen, centred on it. The first launch takes the default size, centred by the OS.
 */
export function restoredWindow(
  saved: WindowState | null,
  displays: readonly DisplayArea[],
  primary: DisplayArea,
  defaults: { width: number; height: number },
): { bounds: Partial<Rectangle> & { width: number; height: number }; maximized: boolean } {
  if (!saved) return { bounds: { ...defaults }, maximized: false };
  if (isReachable(saved.bounds, displays))
    return { bounds: saved.bounds, maximized: saved.maximized };
  const area = primary.workArea;
  const width = Math.min(saved.bounds.width, area.width);
  const height = Math.min(saved.bounds.height, area.height);
  return {
    bounds: {
      x: area.x + Math.round((area.width - width) / 2),
      y: area.y + Math.round((area.height - height) / 2),
      width,
      height,
    },
    maximized: saved.maximized,
  };
}

export interface WindowStateStore {
  load(): WindowState | null;
  save(state: WindowState): void;
}

/** window-state.json in userData; read once as the window opens, written as it closes. */
export function createWindowStateStore(userDataDir: string): WindowStateStore {
  const filePath = path.join(userDataDir, WINDOW_STATE_FILE);
  return {
    load() {
      try {
        const parsed = windowStateSchema.safeParse(JSON.parse(readFileSync(filePath, 'utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    save(state) {
      try {
        mkdirSync(userDataDir, { recursive: true });
        writeFileSync(`${filePath}.tmp`, JSON.stringify(windowStateSchema.parse(state)));
        renameSync(`${filePath}.tmp`, filePath);
      } catch (error) {
        // Losing the window's place is not worth failing the quit over.
        console.warn('[alinhavo] não foi possível guardar a posição da janela', error);
      }
    },
  };
}

/** The parts of a BrowserWindow whose place is remembered (a fake in tests). */
export interface TrackedWindow {
  on(event: 'close', listener: () => void): unknown;
  isMaximized(): boolean;
  /** The bounds the window has when not maximized (what to restore to). */
  getNormalBounds(): Rectangle;
}

/** Remembers size, position and maximized state when the window closes. */
export function rememberWindowState(window: TrackedWindow, store: WindowStateStore): void {
  window.on('close', () => {
    store.save({ bounds: window.getNormalBounds(), maximized: window.isMaximized() });
  });
}
