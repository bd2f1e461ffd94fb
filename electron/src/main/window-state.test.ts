import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  WINDOW_STATE_FILE,
  createWindowStateStore,
  rememberWindowState,
  restoredWindow,
  type DisplayArea,
} from './window-state';

const DEFAULTS = { width: 1280, height: 800 };
const laptop: DisplayArea = { workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
/** A second monitor to the right of the laptop's screen. */
const monitor: DisplayArea = { workArea: { x: 1920, y: 0, width: 2560, height: 1400 } };

describe('restoredWindow', () => {
  it('opens at the default size the first time', () => {
    expect(restoredWindow(null, [laptop], laptop, DEFAULTS)).toEqual({
      bounds: DEFAULTS,
      maximized: false,
    });
  });

  it('comes back where it was left, maximized or not', () => {
    const saved = { bounds: { x: 2100, y: 80, width: 1500, height: 900 }, maximized: true };
    expect(restoredWindow(saved, [laptop, monitor], laptop, DEFAULTS)).toEqual(saved);
  });

  it('comes back on the primary screen, centred and no larger, when its monitor was removed', () => {
    const saved = { bounds: { x: 2100, y: 80, width: 2400, height: 1300 }, maximized: false };
    expect(restoredWindow(saved, [laptop], laptop, DEFAULTS)).toEqual({
      bounds: { x: 0, y: 0, width: 1920, height: 1040 },
      maximized: false,
    });
    const small = { bounds: { x: 2100, y: 80, width: 1000, height: 600 }, maximized: true };
    expect(restoredWindow(small, [laptop], laptop, DEFAULTS)).toEqual({
      bounds: { x: 460, y: 220, width: 1000, height: 600 },
      maximized: true,
    });
  });

  it('moves a window whose title bar is off every screen, even if a corner still shows', () => {
    // Only the bottom-left corner is on the laptop: nothing to grab it by.
    const saved = { bounds: { x: -1200, y: -700, width: 1280, height: 800 }, maximized: false };
    expect(restoredWindow(saved, [laptop], laptop, DEFAULTS).bounds).toEqual({
      x: 320,
      y: 120,
      width: 1280,
      height: 800,
    });
  });

  it('keeps a window that only reaches partly onto a screen, as long as its title bar does', () => {
    const saved = { bounds: { x: 1700, y: 10, width: 1280, height: 800 }, maximized: false };
    expect(restoredWindow(saved, [laptop], laptop, DEFAULTS).bounds).toEqual(saved.bounds);
  });
});

describe('window-state.json', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'alinhavo-window-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is written as the window closes and read at the next launch', async () => {
    let onClose: (() => void) | undefined;
    const window = {
      on: (_event: 'close', listener: () => void) => (onClose = listener),
      isMaximized: () => true,
      getNormalBounds: () => ({ x: 2100, y: 80, width: 1500, height: 900 }),
    };
    rememberWindowState(window, createWindowStateStore(dir));
    onClose?.();

    expect(createWindowStateStore(dir).load()).toEqual({
      bounds: { x: 2100, y: 80, width: 1500, height: 900 },
      maximized: true,
    });
    expect(JSON.parse(await readFile(path.join(dir, WINDOW_STATE_FILE), 'utf8'))).toMatchObject({
      maximized: true,
    });
  });

  it('reads a missing or broken file as a first launch', async () => {
    expect(createWindowStateStore(dir).load()).toBeNull();
    await writeFile(path.join(dir, WINDOW_STATE_FILE), '{"bounds":{"x":"a"}}');
    expect(createWindowStateStore(dir).load()).toBeNull();
    await writeFile(path.join(dir, WINDOW_STATE_FILE), 'não é json');
    expect(createWindowStateStore(dir).load()).toBeNull();
  });
});
