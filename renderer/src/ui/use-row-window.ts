import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';

export interface RowWindow {
  /** The rows to render: from `start` up to, not including, `end`. */
  start: number;
  end: number;
  /** One row's height in px: measured from a rendered row, the estimate until then. */
  rowHeight: number;
  /** Rows that fit in the viewport: a PageUp / PageDown step. */
  perPage: number;
  /** A ref for a rendered row: its height, once laid out, becomes the row height. */
  measure: (row: HTMLElement | null) => void;
  /** Scrolls the viewport by the least that shows row `index` whole. */
  reveal: (index: number) => void;
}

interface View {
  /** The first row at least partly in view. */
  first: number;
  /** How many rows the viewport holds, plus the one cut at the bottom. */
  rows: number;
}

/** Before the viewport is laid out (and in tests, which lay nothing out): the window's height. */
const fallbackHeight = () => (typeof window === 'undefined' ? 800 : window.innerHeight);

/**
 * Where `viewport` stands, in rows, as an external store: the snapshot changes only when the
 * scroll crosses a row boundary or the viewport is resized, and reading it never asks the
 * browser for layout.
 */
function viewStore(viewport: HTMLElement | null, rowHeight: number) {
  const read = (): View => ({
    first: viewport ? Math.floor(viewport.scrollTop / rowHeight) : 0,
    rows: Math.ceil((viewport?.clientHeight || fallbackHeight()) / rowHeight) + 1,
  });
  let view = read();
  let notify = () => {};
  const update = () => {
    const next = read();
    if (next.first === view.first && next.rows === view.rows) return;
    view = next;
    notify();
  };
  return {
    get: () => view,
    /** After a scroll the caller made: the window follows before the scroll event arrives. */
    update,
    subscribe: (listener: () => void) => {
      notify = listener;
      update();
      if (!viewport) return () => {};
      viewport.addEventListener('scroll', update, { passive: true });
      const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
      resized?.observe(viewport);
      return () => {
        notify = () => {};
        viewport.removeEventListener('scroll', update);
        resized?.disconnect();
      };
    },
  };
}

/**
 * Which rows of a long list of equal-height rows to render: those inside the scrolling
 * `viewport` plus `overscan` on each side (200 conversations must not all be laid out
 * again when one moves). The caller places row i at i × rowHeight in a list rowHeight × count
 * tall, so the scrollbar stays the whole list's.
 */
export function useRowWindow(
  viewport: HTMLElement | null,
  count: number,
  { estimate, overscan }: { estimate: number; overscan: number },
): RowWindow {
  const [rowHeight, setRowHeight] = useState(estimate);
  const store = useMemo(() => viewStore(viewport, rowHeight), [viewport, rowHeight]);
  const view = useSyncExternalStore(store.subscribe, store.get, store.get);

  // Watched, not read: a row's height arrives after layout, never forcing one (the row at the
  // window's start changes with every reorder under 100 events a second).
  const [sizer] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(([entry]) => {
          const height = entry?.borderBoxSize[0]?.blockSize ?? 0;
          // Nothing laid out (a hidden list): keep what there is.
          if (height > 0) setRowHeight((h) => (Math.abs(h - height) < 0.5 ? h : height));
        }),
  );
  useEffect(() => () => sizer?.disconnect(), [sizer]);
  const measure = useCallback(
    (row: HTMLElement | null) => {
      if (!row || !sizer) return;
      sizer.disconnect();
      sizer.observe(row);
    },
    [sizer],
  );

  const reveal = useCallback(
    (index: number) => {
      if (!viewport) return;
      const top = index * rowHeight;
      const height = viewport.clientHeight;
      if (top < viewport.scrollTop) viewport.scrollTo({ top });
      else if (height > 0 && top + rowHeight > viewport.scrollTop + height)
        viewport.scrollTo({ top: top + rowHeight - height });
      store.update();
    },
    [viewport, rowHeight, store],
  );

  const first = Math.min(view.first, Math.max(count - 1, 0));
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(count, first + view.rows + overscan),
    rowHeight,
    perPage: Math.max(1, view.rows - 1),
    measure,
    reveal,
  };
}
