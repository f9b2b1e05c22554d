import type { AnalyticsSummary, ScansOverTimePoint } from '@qrpanel/contracts';

/** SPEC.md §2: a palette of 6 colours for the OS pie. */
export const PIE_PALETTE = ['#228be6', '#40c057', '#fab005', '#7950f2', '#fa5252', '#15aabf'];

/** Entries whose name is empty or 'Unknown' are left out of the charts (SPEC.md §2). */
export function known<T>(entries: readonly T[], name: (entry: T) => string): T[] {
  return entries.filter((e) => {
    const value = name(e)?.trim();
    return Boolean(value) && value.toLowerCase() !== 'unknown';
  });
}

export const osSlices = (summary: AnalyticsSummary) =>
  known(summary.scansByOS, (e) => e.os)
    .filter((e) => e.scans > 0)
    .map((e) => ({ name: e.os, value: e.scans }));

/** A country's name from its ISO code, in English ('GB' → 'United Kingdom'). */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Countries by scans, most scanned at the top of the horizontal bars. */
export const countryBars = (summary: AnalyticsSummary) =>
  known(summary.scansByCountry, (e) => e.country)
    .filter((e) => e.scans > 0)
    .sort((a, b) => a.scans - b.scans)
    .map((e) => ({ name: countryName(e.country), value: e.scans }));

/** A trend needs at least one scan in the window. */
export const hasTrend = (points: readonly ScansOverTimePoint[]) => points.some((p) => p.scans > 0);
