import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarChart, type BarDatum, barLayout, niceTicks } from './BarChart';

const week = (day: string, value: number): BarDatum => ({
  key: `2026-03-${day}`,
  label: `${day}/03`,
  value,
});

function draw(data: BarDatum[]) {
  const { container } = render(
    <MantineProvider>
      <BarChart
        data={data}
        color="teal.6"
        formatValue={(n) => n.toLocaleString('pt-BR')}
        describe={(d) => `Semana de ${d.label}: ${d.value}`}
      />
    </MantineProvider>,
  );
  const bars = [...container.querySelectorAll('[data-testid="bar"]')];
  return {
    container,
    bars,
    heights: bars.map((bar) => Number(bar.querySelector('rect[fill]')?.getAttribute('height'))),
    yTicks: [...container.querySelectorAll('line')].map((line) =>
      Number(line.nextElementSibling?.textContent?.replace('.', '')),
    ),
    xLabels: [...container.querySelectorAll('[data-testid="bar"] text')].map((t) => t.textContent),
  };
}

/** Every number the drawing is made of: none may be NaN or infinite. */
function geometry(container: Element): number[] {
  return [...container.querySelectorAll('svg *')].flatMap((el) =>
    ['x', 'y', 'x1', 'x2', 'y1', 'y2', 'width', 'height']
      .map((name) => el.getAttribute(name))
      .filter((v): v is string => v !== null && v !== '100%')
      .map(Number),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('niceTicks', () => {
  it('counts from 0 in whole, round steps up to the first one at or above the maximum', () => {
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(11)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0.4)).toEqual([0, 1]);
  });

  it('gives 0 and 1 when there is nothing to count', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
    expect(niceTicks(-3)).toEqual([0, 1]);
  });
});

describe('BarChart', () => {
  it('draws bars proportional to their values on an integer axis, each with its hover tip', () => {
    const { container, bars, heights, yTicks } = draw([
      week('02', 4),
      week('09', 8),
      week('16', 0),
      week('23', 2),
    ]);
    expect(bars).toHaveLength(4);
    const [four = 0, eight = 0, zero, two = 0] = heights;
    expect(four).toBeGreaterThan(0);
    expect(eight).toBeCloseTo(2 * four);
    expect(two).toBeCloseTo(four / 2);
    expect(zero).toBe(0);
    expect(yTicks).toEqual([0, 2, 4, 6, 8]);
    // The top tick and the tallest bar reach the same height.
    const topTick = Number(container.querySelectorAll('line')[4]?.getAttribute('y1'));
    const tallest = bars[1]?.querySelector('rect[fill]');
    expect(Number(tallest?.getAttribute('y'))).toBeCloseTo(topTick);
    expect(bars.map((bar) => bar.querySelector('title')?.textContent)).toEqual([
      'Semana de 02/03: 4',
      'Semana de 09/03: 8',
      'Semana de 16/03: 0',
      'Semana de 23/03: 2',
    ]);
    expect(geometry(container).every(Number.isFinite)).toBe(true);
  });

  it('keeps bars at most 28 px wide and is a picture with nothing to focus', () => {
    const { container, bars } = draw([week('02', 1)]);
    expect(Number(bars[0]?.querySelector('rect[fill]')?.getAttribute('width'))).toBe(28);
    expect(container.querySelector('svg')?.parentElement?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('a, button, [tabindex], [focusable="true"]')).toBeNull();
  });

  it('draws weeks of zeros as flat bars on a 0–1 axis', () => {
    const { container, heights, yTicks, xLabels } = draw([week('02', 0), week('09', 0)]);
    expect(heights).toEqual([0, 0]);
    expect(yTicks).toEqual([0, 1]);
    expect(xLabels).toEqual(['02/03', '09/03']);
    expect(geometry(container).every(Number.isFinite)).toBe(true);
  });

  it('draws only the axis when there are no weeks', () => {
    const { container, bars, yTicks } = draw([]);
    expect(bars).toHaveLength(0);
    expect(yTicks).toEqual([0, 1]);
    expect(geometry(container).every(Number.isFinite)).toBe(true);
  });

  it('labels every other week, ending on the newest, on a phone-wide chart', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 300, height: 220 }),
    );
    const days = ['01', '08', '15', '22', '29', '05', '12', '19', '26', '03', '10', '17'];
    const { bars, xLabels } = draw(days.map((d, i) => week(d, i)));
    expect(bars).toHaveLength(12);
    expect(xLabels).toEqual(['08/03', '22/03', '05/03', '19/03', '03/03', '17/03']);
  });
});

describe('barLayout', () => {
  it('fits the bars in the width left of the axis, centred in equal bands', () => {
    const layout = barLayout([5, 10], { width: 248, height: 220, maxBarWidth: 28, axisWidth: 40 });
    expect(layout.plot).toEqual({ left: 40, right: 240, top: 8, bottom: 196 });
    expect(layout.bars.map((b) => [b.x, b.width, b.height])).toEqual([
      [76, 28, 94],
      [176, 28, 188],
    ]);
    expect(layout.ticks.map((t) => [t.value, t.y])).toEqual([
      [0, 196],
      [5, 102],
      [10, 8],
    ]);
  });
});
