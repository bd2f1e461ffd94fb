import type { CSSVariablesResolver, MantineThemeOverride } from '@mantine/core';

/**
 * Badges, alerts and coloured text in the bright colours: a light badge is shade 9 on shade 1,
 * a filled one white on shade 8, an outline shade 8 on the page, and for yellow (2.7, 2.5 and
 * 2.1:1: 'Pendente' in the admin's user list, 11 px bold), orange, lime and green each falls
 * below 4.5:1. Each gets one deeper shade of its own hue, used for the light badge's text, the
 * fill and the outline; it reaches 4.6:1 or more on its shade 1, on white and on linho 1, and
 * gives white text 5.4:1 or more.
 */
const DEEP_SHADES: Record<string, { text: string; hover: string }> = {
  yellow: { text: '#a35400', hover: '#8f4a00' },
  orange: { text: '#bb3e0d', hover: '#a3360b' },
  lime: { text: '#4a760a', hover: '#3f6508' },
  green: { text: '#267937', hover: '#20682f' },
};

const deepened = Object.fromEntries(
  Object.entries(DEEP_SHADES).flatMap(([name, deep]) => [
    [`--mantine-color-${name}-light-color`, deep.text],
    [`--mantine-color-${name}-filled`, deep.text],
    [`--mantine-color-${name}-filled-hover`, deep.hover],
    [`--mantine-color-${name}-outline`, deep.text],
  ]),
);

/**
 * Mantine's light-scheme greys and reds read below WCAG 2.1 AA (4.5:1) on this app's surfaces:
 * dimmed text (gray 6, #868e96) gives 3.3:1 on white and 2.9:1 on the linen background, and error
 * red (red 6, #fa5252) 3.3:1 on white. These are the nearest darker shades that reach 4.5:1 on
 * white, linho 0 and linho 1 (#646c73: 5.3, 5.0 and 4.6; red 9 #c92a2a: 5.5, 5.1 and 4.7), so the
 * look keeps its quiet grey and its red, only a step darker. Checked by axe-core in the e2e
 * journeys.
 */
export const contrastSafeColors: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#646c73',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Teal says "open" and "approved": its light badge (teal 9 on teal 1) gives 4.3:1 and its
    // filled button (white on teal 8) 3.9:1; teal 0 behind and teal 9 as the fill reach 4.7 and 5.0.
    '--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
    '--mantine-color-teal-filled': 'var(--mantine-color-teal-9)',
    '--mantine-color-teal-filled-hover': '#066649',
    // Its outline a touch deeper still: teal 9 gives 4.3:1 on linho 1, #087956 4.65.
    '--mantine-color-teal-outline': '#087956',
    ...deepened,
    // Shade 9 already reads on white and on its shade 1; only the outline (shade 8) fell short.
    '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-outline': 'var(--mantine-color-blue-9)',
    '--mantine-color-cyan-outline': 'var(--mantine-color-cyan-9)',
    '--mantine-color-cyan-filled': 'var(--mantine-color-cyan-9)',
  },
  dark: {},
});

/**
 * Names for the close buttons Mantine draws as a bare ✕ icon (a modal's, a drawer's, a toast's),
 * and tooltips that follow the keyboard.
 */
export const accessibleComponents: MantineThemeOverride = {
  components: {
    // Not just 'Fechar': many modals end with a 'Fechar' button of their own, and two controls
    // with the same name and different places are ambiguous to a screen reader (and to tests).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar janela' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar painel' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar aviso' } } },
    // A hint shows on keyboard focus too, not only under the mouse: an icon-only control names
    // its action to whoever reaches it with Tab (WCAG 1.4.13, 2.1.1). Touch stays off: a tap
    // acts at once.
    Tooltip: { defaultProps: { events: { hover: true, focus: true, touch: false } } },
  },
};
