import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's default shade 6 puts white text on colours too light to read (WCAG AA wants
 * 4.5:1): filled parts use shade 8 and pick black or white text by luminance.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});

/**
 * Secondary, error, placeholder and success texts that read at WCAG AA in both schemes: dark
 * shades on white, light ones on the dark background (`--qrp-color-success` is the suite's
 * own). Placeholders too: some inputs (the file picker) draw theirs as text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--qrp-color-success': '#1B5E20',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-3)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--qrp-color-success': 'var(--mantine-color-green-4)',
  },
});
