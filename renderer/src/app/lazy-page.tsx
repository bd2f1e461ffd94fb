import {
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { componentLoader, type LoaderOptions } from '../ui/component-loader';
import { PartLoadError } from './PartLoadError';

export interface LazyPage<P extends object> {
  (props: P): ReactNode;
  /** Starts the download; resolves once the page can render without suspending. */
  preload(): Promise<void>;
}

/**
 * A route's page in its own chunk. Unlike React.lazy, a page that has arrived renders at once
 * (no fallback frame on later visits), and `preload` can fetch it ahead of a click. A failed
 * download is tried again a few times (componentLoader), then the page's place says so with
 * 'Tentar novamente'; renders in between never ask the network again.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LoaderOptions & {
    /** On failure render nothing (a part the screen works without, like the toast host). */
    quiet?: boolean;
  } = {},
): LazyPage<P> {
  const loader = componentLoader(load, options);
  function Page(props: P) {
    const state = useSyncExternalStore(loader.subscribe, loader.state, loader.state);
    if (state === 'failed')
      return options.quiet ? null : <PartLoadError onRetry={() => void loader.retry()} />;
    // Thrown, not `use`d: a component test renders without awaiting act, where a `use` suspension
    // is never retried; a thrown promise is, like React.lazy's.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's contract
    if (!loader.loaded()) throw loader.settled();
    const Component = loader.loaded();
    return Component ? <Component {...props} /> : null;
  }
  return Object.assign(Page, { preload: loader.preload });
}

/**
 * React.lazy's signature (a module with a default export) with lazyPage's behaviour: tries with
 * backoff, then 'Tentar novamente' in the part's place. React.lazy remembers a failed download
 * as an error for good, which took the whole screen to the error boundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyPage<ComponentProps<T>> {
  return lazyPage(() =>
    load().then((m) => m.default as unknown as ComponentType<ComponentProps<T>>),
  );
}
