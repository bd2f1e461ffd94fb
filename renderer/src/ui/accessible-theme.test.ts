import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme as appTheme } from '../app/theme';
import { contrastSafeColors } from './accessible-theme';

const theme = mergeMantineTheme(DEFAULT_THEME, appTheme);
const overrides = contrastSafeColors(theme).light;

/** A colour variable as the light scheme paints it: the override, or Mantine's own shade. */
function paint(name: string, kind: 'light' | 'light-color' | 'filled' | 'outline'): string {
  const shade = { light: 1, 'light-color': 9, filled: 8, outline: 8 }[kind];
  const value =
    overrides[`--mantine-color-${name}-${kind}`] ?? `var(--mantine-color-${name}-${shade})`;
  const ref = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  return ref ? (theme.colors[ref[1] ?? '']?.[Number(ref[2])] ?? '') : value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** Every colour a Badge (or Alert, or coloured text) is given in the app. */
const IN_USE = ['vinho', 'ouro', 'linho', 'teal', 'red', 'blue', 'gray', 'dark'];
const BRIGHT = ['yellow', 'orange', 'green', 'lime', 'cyan'];
/** The surfaces a badge sits on: white cards, the linen page. */
const SURFACES = ['#ffffff', '#faf7f2', '#f3ede3'];

describe('badge colours in the light scheme (WCAG 2.1 AA, 4.5:1 for 11 px text)', () => {
  it.each([...IN_USE, ...BRIGHT])('%s reads at 4.5:1 as light, filled and outline', (name) => {
    expect(contrast(paint(name, 'light-color'), paint(name, 'light'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', paint(name, 'filled'))).toBeGreaterThanOrEqual(4.5);
    for (const surface of SURFACES)
      expect(contrast(paint(name, 'outline'), surface)).toBeGreaterThanOrEqual(4.5);
  });
});
