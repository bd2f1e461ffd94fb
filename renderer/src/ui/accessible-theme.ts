import type { CSSVariablesResolver, MantineThemeOverride } from '@mantine/core';

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
