import {
  Box,
  type ScrollAreaAutosizeProps,
  type ScrollAreaProps,
  type TooltipProps,
} from '@mantine/core';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { componentLoader } from './component-loader';

interface Deferred<P extends object> {
  (props: P): ReactNode;
  /** Starts the download; resolves once later renders use the real component. */
  preload(): Promise<void>;
}

/**
 * A component fetched after the first render instead of with it, standing in with `Fallback`
 * (same layout, no extras) until it arrives. For parts that are never needed to draw the screen:
 * the chunk is requested as soon as one of them mounts, and once it has arrived every later
 * render uses it at once. A failed download leaves the fallback and is tried again on the next
 * mount.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
): Deferred<P> {
  const { preload, loaded } = componentLoader(load);
  function DeferredComponent(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded());
    useEffect(() => {
      if (Component) return;
      let live = true;
      preload().then(
        () => {
          if (live) setComponent(() => loaded());
        },
        () => {
          // Offline or after a redeploy: the fallback keeps working.
        },
      );
      return () => {
        live = false;
      };
    }, [Component]);
    const Shown = Component ?? Fallback;
    return <Shown {...props} />;
  }
  return Object.assign(DeferredComponent, { preload });
}

const floating = () => import('./floating');

/**
 * Mantine's Tooltip. Until it arrives, moments after the screen, the control renders alone and
 * works as usual; only the hint on hover or focus waits.
 */
export const DeferredTooltip = deferred<TooltipProps>(
  () => floating().then((m) => m.Tooltip as ComponentType<TooltipProps>),
  ({ children }) => children,
);

/** Mantine's ScrollArea; until it arrives the content scrolls with the browser's own bar. */
export const DeferredScrollArea = deferred<ScrollAreaProps>(
  () => floating().then((m) => m.ScrollArea as ComponentType<ScrollAreaProps>),
  ({ children, className, style, type: _type, offsetScrollbars: _offset, ...others }) => (
    <Box className={className} style={[{ overflow: 'auto' }, style]} {...others}>
      {children}
    </Box>
  ),
);

/** Mantine's ScrollArea.Autosize (height up to `mah`), with the same stand-in. */
export const DeferredScrollAreaAutosize = deferred<ScrollAreaAutosizeProps>(
  () => floating().then((m) => m.ScrollArea.Autosize as ComponentType<ScrollAreaAutosizeProps>),
  ({ children, className, style, type: _type, offsetScrollbars: _offset, ...others }) => (
    <Box className={className} style={[{ overflow: 'auto' }, style]} {...others}>
      {children}
    </Box>
  ),
);

/** Every deferred part at once: component tests render the real components from the start. */
export async function preloadDeferred(): Promise<void> {
  await Promise.all(
    [DeferredTooltip, DeferredScrollArea, DeferredScrollAreaAutosize].map((c) => c.preload()),
  );
}
