import {
  ANALYTICS_OTHER,
  type AnalyticsGranularity,
  type AnalyticsSummary,
  type ScansOverTimePoint,
} from '@qrpanel/contracts';
import { i18n, type Formatters } from '@qrpanel/web';

/** docs/product.md, Analytics: a palette of 6 colours for the OS pie. */
export const PIE_PALETTE = ['#228be6', '#40c057', '#fab005', '#7950f2', '#fa5252', '#15aabf'];

/** Entries whose name is empty or 'Unknown' are left out of the charts (docs/product.md, Analytics). */
export function known<T>(entries: readonly T[], name: (entry: T) => string): T[] {
  return entries.filter((e) => {
    const value = name(e)?.trim();
    return Boolean(value) && value.toLowerCase() !== 'unknown';
  });
}

/** A chart's entry: what is counted and how many scans it had. */
export interface Entry {
  name: string;
  value: number;
}

/** How the charts name what the api answers as codes or English words, in one language. */
export interface ChartNames {
  /** The language the names are in ('en', 'de'). */
  locale: string;
  /** The api's ANALYTICS_OTHER, the scans beyond the top entries. */
  other: string;
  /** A device type ('mobile' → 'Mobile'); an unknown one as the api says it. */
  device: (device: string) => string;
}

const DEVICES = ['mobile', 'tablet', 'desktop', 'tv', 'other'] as const;
const isDevice = (device: string): device is (typeof DEVICES)[number] =>
  (DEVICES as readonly string[]).includes(device);

/** The charts' names in `locale`, from the catalog (its texts must be loaded, as they are once shown). */
export function chartNames(locale: string): ChartNames {
  const t = i18n.getFixedT(locale, 'qrcodes');
  return {
    locale,
    other: t('analytics.names.other'),
    device: (device) => (isDevice(device) ? t(`analytics.names.devices.${device}`) : device),
  };
}

/** The known entries with scans, named for people. */
function entriesOf<T extends { scans: number }>(
  rows: readonly T[] | undefined,
  key: (row: T) => string,
  names: ChartNames,
  name: (row: T) => string = key,
): Entry[] {
  return known(rows ?? [], key)
    .filter((r) => r.scans > 0)
    .map((r) => ({ name: key(r) === ANALYTICS_OTHER ? names.other : name(r), value: r.scans }));
}

/** Horizontal bars draw their first entry at the bottom: most scanned at the top. */
const forBars = (entries: Entry[]) => [...entries].sort((a, b) => a.value - b.value);

/* OS and browser names are the products' own (iOS, Chrome): only ANALYTICS_OTHER is translated. */
export const osSlices = (summary: AnalyticsSummary, names: ChartNames) =>
  entriesOf(summary.scansByOS, (e) => e.os, names);

/** A name from Intl.DisplayNames in `locale`, the code itself when it has none. */
function displayName(type: 'region' | 'language', code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type, fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A country's name from its ISO code ('GB' → 'United Kingdom', 'Vereinigtes Königreich'). */
export const countryName = (code: string, locale: string) =>
  displayName('region', code.toUpperCase(), locale);

/** A language's name from its ISO 639 code ('fr' → 'French', 'Französisch'). */
export const languageName = (code: string, locale: string) => displayName('language', code, locale);

/** Countries by scans, most scanned at the top of the horizontal bars. */
export const countryBars = (summary: AnalyticsSummary, names: ChartNames) =>
  forBars(
    entriesOf(
      summary.scansByCountry,
      (e) => e.country,
      names,
      (e) => countryName(e.country, names.locale),
    ),
  );

/** A place with its country, so that two Springfields stay apart: 'Texas, United States'. */
const withCountry = (place: string, country: string, locale: string) =>
  country ? `${place}, ${countryName(country, locale)}` : place;

export const regionBars = (summary: AnalyticsSummary, names: ChartNames) =>
  forBars(
    entriesOf(
      summary.scansByRegion,
      (e) => e.region,
      names,
      (e) => withCountry(e.region, e.country, names.locale),
    ),
  );

export const cityBars = (summary: AnalyticsSummary, names: ChartNames) =>
  forBars(
    entriesOf(
      summary.scansByCity,
      (e) => e.city,
      names,
      (e) => withCountry(e.city, e.country, names.locale),
    ),
  );

export const browserBars = (summary: AnalyticsSummary, names: ChartNames) =>
  forBars(entriesOf(summary.scansByBrowser, (e) => e.browser, names));

export const deviceSlices = (summary: AnalyticsSummary, names: ChartNames) =>
  entriesOf(
    summary.scansByDevice,
    (e) => e.device,
    names,
    (e) => names.device(e.device),
  );

export const languageBars = (summary: AnalyticsSummary, names: ChartNames) =>
  forBars(
    entriesOf(
      summary.scansByLanguage,
      (e) => e.language,
      names,
      (e) => languageName(e.language, names.locale),
    ),
  );

/** A trend needs at least one scan in the window. */
export const hasTrend = (points: readonly ScansOverTimePoint[]) => points.some((p) => p.scans > 0);

/**
 * A point's label on the time axis, as the page's language writes it: its month ('Mar 2026'),
 * or its day ('Mar 9'; 'Mar 9, 2026' when the range spans years). The points are UTC days.
 */
export function pointLabel(
  date: string,
  granularity: AnalyticsGranularity,
  spansYears: boolean,
  format: Formatters,
): string {
  const options: Intl.DateTimeFormatOptions =
    granularity === 'month'
      ? { month: 'short', year: 'numeric' }
      : spansYears
        ? { dateStyle: 'medium' }
        : { month: 'short', day: 'numeric' };
  return format.date(`${date.slice(0, 10)}T00:00:00Z`, { ...options, timeZone: 'UTC' });
}

/** Monday first, as the api numbers weekdays (0 is Monday). */
const WEEK = Array.from({ length: 7 }, (_, weekday) => weekday);
/** A Monday at midnight UTC, from which weekdays and hours are named. */
const A_MONDAY = Date.UTC(2024, 0, 1);

/** The weekdays' names, Monday first, as the page's language writes them ('Monday', 'Montag'). */
export const weekdayNames = (format: Formatters): string[] =>
  WEEK.map((weekday) => format.date(A_MONDAY + weekday * 86_400_000, { weekday: 'long', timeZone: 'UTC' }));

/** An hour of the day on the 24-hour clock ('09:00'), as the page's language writes it. */
export const hourLabel = (hour: number, format: Formatters): string =>
  format.time(A_MONDAY + hour * 3_600_000, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });

/** The 7 × 24 grid of scans by weekday (Monday first) and hour, whatever the api left out. */
export function hourGrid(summary: AnalyticsSummary | undefined): number[][] {
  const grid = WEEK.map(() => Array.from({ length: 24 }, () => 0));
  for (const { weekday, hour, scans } of summary?.scansByHour ?? []) {
    if (grid[weekday] && hour >= 0 && hour < 24) grid[weekday][hour] += scans;
  }
  return grid;
}
