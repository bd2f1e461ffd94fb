import { createDesktopPlatform } from './desktop';
import type { Platform } from './types';
import { createWebPlatform } from './web';

export type { Platform } from './types';

/** The platform the app runs on: the Electron preload exposes `window.desktop`, browsers do not. */
export const platform: Platform =
  typeof window !== 'undefined' && window.desktop
    ? createDesktopPlatform(window.desktop)
    : createWebPlatform();
