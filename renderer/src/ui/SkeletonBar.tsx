import type { CSSProperties, HTMLAttributes } from 'react';
import classes from './SkeletonBar.module.css';

/**
 * A grey bar standing for a line while it loads, looking like Mantine's Skeleton. For the first
 * screens after sign-in (dashboard, Visão geral), where Skeleton's script (its own chunk) was
 * weight the page did not need.
 */
export function SkeletonBar({
  height,
  width,
  mt,
  ...attributes
}: {
  height: number;
  width?: number | string;
  /** Space above, in px or a Mantine spacing name. */
  mt?: number | 'xs' | 'sm' | 'md';
} & Omit<HTMLAttributes<HTMLSpanElement>, 'style' | 'className'>) {
  const style = {
    '--bar-height': `${height}px`,
    ...(width !== undefined && { '--bar-width': typeof width === 'number' ? `${width}px` : width }),
    ...(mt !== undefined && {
      marginTop: typeof mt === 'number' ? `${mt}px` : `var(--mantine-spacing-${mt})`,
    }),
  } as CSSProperties;
  return <span {...attributes} className={classes.bar} style={style} />;
}
