import { localStorageColorSchemeManager, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import type { ColorScheme } from '@qrpanel/contracts';

/**
 * Where the browser keeps the chosen scheme, signed in or not. MantineProvider marks the page
 * with it (data-mantine-color-scheme) before the first paint.
 */
const STORAGE_KEY = 'qrpanel-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEY });

/** The scheme chosen in this browser (auto: the system's) and a way to change it. */
export function useColorScheme(): { scheme: ColorScheme; setScheme: (scheme: ColorScheme) => void } {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return { scheme: colorScheme, setScheme: setColorScheme };
}

/** Whether the page is drawn dark now (auto resolved against the system), for charts and the like. */
export function useIsDark(): boolean {
  return useComputedColorScheme('light') === 'dark';
}
