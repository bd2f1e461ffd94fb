import { getThemeColor, useMantineTheme } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import classes from './BarChart.module.css';

// A few bars with an integer axis do not need a chart library: recharts (with redux and d3)
// cost ~125 kB gzip for the admin's two weekly charts.

export interface BarDatum {
  key: string;
  /** Under the bar. */
  label: string;
  value: number;
}

const TOP = 8;
const BOTTOM = 24;
const RIGHT = 8;
/** "02/03" in 12 px Inter plus a gap: narrower bands label every other bar (or fewer), counting
 * back from the last, so the newest one always has its label. */
const LABEL_SPACE = 38;
/** Before the first measurement (and in tests, where nothing has a size). */
const FALLBACK_WIDTH = 480;

/** A count to draw: anything below 0 or not finite draws as 0. */
const safeCount = (v: number) => (Number.isFinite(v) && v > 0 ? v : 0);

/** 0 up to a round step (1, 2 or 5 × 10ⁿ, never below 1) just above `max`, about `count` steps. */
export function niceTicks(max: number, count = 4): number[] {
  const top = Number.isFinite(max) && max > 0 ? Math.ceil(max) : 0;
  if (top === 0) return [0, 1];
  const raw = top / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 1);
  const ticks: number[] = [];
  for (let tick = 0; tick < top + step; tick += step) ticks.push(tick);
  return ticks;
}

/** Where everything goes in a `width` × `height` drawing; counts below 0 or not finite draw as 0. */
export function barLayout(
  values: number[],
  {
    width,
    height,
    maxBarWidth,
    axisWidth,
  }: Record<'width' | 'height' | 'maxBarWidth' | 'axisWidth', number>,
) {
  const safe = values.map(safeCount);
  const ticks = niceTicks(Math.max(0, ...safe));
  const top = ticks[ticks.length - 1] ?? 1;
  const plotHeight = Math.max(0, height - TOP - BOTTOM);
  const plotWidth = Math.max(0, width - axisWidth - RIGHT);
  const band = safe.length ? plotWidth / safe.length : plotWidth;
  const barWidth = Math.min(maxBarWidth, band * 0.7);
  const yOf = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  return {
    plot: { left: axisWidth, right: axisWidth + plotWidth, top: TOP, bottom: TOP + plotHeight },
    ticks: ticks.map((value) => ({ value, y: yOf(value) })),
    bars: safe.map((value, i) => ({
      band: { x: axisWidth + i * band, width: band },
      x: axisWidth + i * band + (band - barWidth) / 2,
      y: yOf(value),
      width: barWidth,
      height: TOP + plotHeight - yOf(value),
    })),
    labelEvery: Math.max(1, Math.ceil(LABEL_SPACE / Math.max(band, 1))),
  };
}

/** The element's width, measured before the first paint and on every resize. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Vertical bars on an integer axis, as wide as its container. A picture only: it is hidden from
 * assistive technology and has nothing to focus, so the caller says the same numbers in text.
 * `describe` is each bar's hover tip.
 */
export function BarChart({
  data,
  color,
  height = 220,
  maxBarWidth = 28,
  formatValue = String,
  describe,
}: {
  data: BarDatum[];
  /** A Mantine colour ('teal.6') or any CSS colour. */
  color: string;
  height?: number;
  maxBarWidth?: number;
  formatValue?: (n: number) => string;
  describe: (datum: BarDatum) => string;
}) {
  const theme = useMantineTheme();
  const [ref, measured] = useWidth();
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const tickLabels = niceTicks(Math.max(0, ...data.map((d) => safeCount(d.value)))).map(
    formatValue,
  );
  // 7 px a character of 12 px digits, plus the gap to the plot.
  const axisWidth = Math.max(32, Math.max(...tickLabels.map((t) => t.length)) * 7 + 12);
  const layout = barLayout(
    data.map((d) => d.value),
    { width, height, maxBarWidth, axisWidth },
  );
  const fill = getThemeColor(color, theme);
  return (
    <div ref={ref} className={classes.root} aria-hidden>
      <svg width="100%" height={height} className={classes.svg}>
        {layout.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={layout.plot.left}
              x2={layout.plot.right}
              y1={tick.y}
              y2={tick.y}
              className={tick.value === 0 ? classes.axis : classes.grid}
            />
            <text x={layout.plot.left - 8} y={tick.y} className={classes.tickY}>
              {formatValue(tick.value)}
            </text>
          </g>
        ))}
        {data.map((datum, i) => {
          const bar = layout.bars[i];
          if (!bar) return null;
          return (
            <g key={datum.key} className={classes.bar} data-testid="bar">
              <title>{describe(datum)}</title>
              {/* The whole band answers the hover, so a short (or zero) bar still has its tip. */}
              <rect
                x={bar.band.x}
                y={layout.plot.top}
                width={bar.band.width}
                height={layout.plot.bottom - layout.plot.top}
                className={classes.hit}
              />
              <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={fill} rx={2} />
              {(data.length - 1 - i) % layout.labelEvery === 0 && (
                <text
                  x={bar.band.x + bar.band.width / 2}
                  y={layout.plot.bottom + 16}
                  className={classes.tickX}
                >
                  {datum.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
