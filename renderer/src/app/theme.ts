import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep wine: the colour of the brand (buttons, links, active menu entries). */
const vinho: MantineColorsTuple = [
  '#fcf1f4',
  '#f3dfe5',
  '#e6bcca',
  '#d896ab',
  '#c97490',
  '#b9587a',
  '#a34466',
  '#8c3455',
  '#7a2744',
  '#5f1b33',
];

/** Warm sand neutrals: backgrounds and quiet surfaces, like undyed linen. */
const linho: MantineColorsTuple = [
  '#faf7f2',
  '#f3ede3',
  '#e7dccb',
  '#d9c8ae',
  '#cbb393',
  '#bfa27e',
  '#a88a66',
  '#8a6f51',
  '#6d573f',
  '#4f3f2e',
];

/** Old gold: the PRO badge and small accents. */
const ouro: MantineColorsTuple = [
  '#fdf8e8',
  '#f7edcb',
  '#eedb98',
  '#e5c862',
  '#ddb838',
  '#d8ad1f',
  '#c0960f',
  '#a17d08',
  '#806304',
  '#5e4800',
];

const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif';

export const theme = createTheme({
  primaryColor: 'vinho',
  primaryShade: { light: 8, dark: 5 },
  colors: { vinho, linho, ouro },
  // The self-hosted Inter, then its metric-matched fallback (fonts.css), then the system's.
  fontFamily:
    '"Inter Variable", "Inter Fallback", "Segoe UI", system-ui, -apple-system, Roboto, Arial, sans-serif',
  headings: { fontFamily: serif, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  black: '#2a1f1c',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // A closed dropdown leaves the page: its listbox carries the field's label, and a hidden
    // second element with that label would make label lookups (and screen readers) ambiguous.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
    MultiSelect: { defaultProps: { comboboxProps: { keepMounted: false } } },
  },
});
