/** Where the panel keeps the colour scheme chosen in this browser (Mantine's key). */
const STORAGE_KEY = 'qrpanel-color-scheme';

/**
 * The scheme chosen in the panel, if any, marks the page (public.css reads data-theme);
 * without one, the device's preference decides through the CSS alone.
 */
export function applyStoredTheme(): void {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') document.documentElement.dataset.theme = stored;
  } catch {
    // storage refused: the device's preference decides
  }
}
