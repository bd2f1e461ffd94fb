import { use, type ComponentType, type ReactNode } from 'react';
import { componentLoader } from '../ui/component-loader';

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
  const { preload, loaded } = componentLoader(load);
  function Page(props: P) {
    if (!loaded()) use(preload());
    const Component = loaded();
    return Component ? <Component {...props} /> : null;
  }
  return Object.assign(Page, { preload });
}
