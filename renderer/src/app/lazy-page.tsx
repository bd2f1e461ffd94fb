import { use, type ComponentType, type ReactNode } from 'react';

export interface LazyPage<P extends object> {
  (props: P): ReactNode;
  /** Starts the download; resolves once the page can render without suspending. */
  preload(): Promise<void>;
}

/**
 * A route's page in its own chunk. Unlike React.lazy, a page that has arrived renders at once
 * (no fallback frame on later visits), `preload` can fetch it ahead of a click, and a failed
 * download is tried again on the next render instead of being remembered as an error.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  function Page(props: P) {
    if (!Loaded) use(preload());
    const Component = Loaded;
    return Component ? <Component {...props} /> : null;
  }
  return Object.assign(Page, { preload });
}
