import type { ComponentType } from 'react';

/**
 * A component fetched once: `preload` starts (or joins) the download, `loaded` is the component
 * once it arrived. A failed download is forgotten, so the next call tries again.
 */
export function componentLoader<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  return {
    preload: (): Promise<void> =>
      (pending ??= load().then(
        (component) => {
          loaded = component;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}
