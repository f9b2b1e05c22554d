import { ANALYTICS_OTHER, ANALYTICS_TOP, ANALYTICS_UNKNOWN, type AnalyticsSummary } from '@qrpanel/contracts';

/** A roll-up's row: scans of one value of one dimension. */
export interface BreakdownRow {
  dimension: string;
  value: string;
  scans: number;
}

const UNKNOWN = new Set(['', ANALYTICS_UNKNOWN]);
const HOURS_IN_WEEK = 168;

type Breakdowns = Pick<
  AnalyticsSummary,
  | 'scansByOS'
  | 'scansByCountry'
  | 'scansByBrowser'
  | 'scansByDevice'
  | 'scansByRegion'
  | 'scansByCity'
  | 'scansByLanguage'
  | 'scansByHour'
>;

/**
 * The summary's breakdowns from roll-up rows (most first): the top 10 of each, the rest as
 * 'Other', then the scans without a value as 'Unknown', so that each adds up to `total`
 * (the roll-ups leave out a scan without a region, city or language rather than count it).
 */
export function breakdownsOf(rows: BreakdownRow[], total: number): Breakdowns {
  const by = (dimension: string) => {
    const known = rows.filter((r) => r.dimension === dimension && !UNKNOWN.has(r.value));
    const unknown = total - known.reduce((sum, r) => sum + r.scans, 0);
    return [...top(known), ...(unknown > 0 ? [{ value: ANALYTICS_UNKNOWN, scans: unknown }] : [])];
  };
  return {
    scansByOS: by('os').map(({ value, scans }) => ({ os: value, scans })),
    scansByCountry: by('country').map(({ value, scans }) => ({ country: value, scans })),
    scansByBrowser: by('browser').map(({ value, scans }) => ({ browser: value, scans })),
    scansByDevice: by('device').map(({ value, scans }) => ({ device: value, scans })),
    scansByRegion: by('region')
      .map(({ value, scans }) => ({ ...place(value), scans }))
      .map(({ country, name, scans }) => ({ country, region: name, scans })),
    scansByCity: by('city')
      .map(({ value, scans }) => ({ ...place(value), scans }))
      .map(({ country, name, scans }) => ({ country, city: name, scans })),
    scansByLanguage: by('language').map(({ value, scans }) => ({ language: value, scans })),
    scansByHour: hoursOf(rows.filter((r) => r.dimension === 'hour')),
  };
}

/** The first ANALYTICS_TOP values, and the rest added up as ANALYTICS_OTHER. */
export function top(rows: { value: string; scans: number }[]): { value: string; scans: number }[] {
  const sorted = [...rows].sort((a, b) => b.scans - a.scans || (a.value < b.value ? -1 : 1));
  if (sorted.length <= ANALYTICS_TOP) return sorted.map(({ value, scans }) => ({ value, scans }));
  const rest = sorted.slice(ANALYTICS_TOP).reduce((sum, r) => sum + r.scans, 0);
  return [
    ...sorted.slice(0, ANALYTICS_TOP).map(({ value, scans }) => ({ value, scans })),
    { value: ANALYTICS_OTHER, scans: rest },
  ];
}

/** 'GB:London' as country and name; 'Other' and 'Unknown' have no country. */
function place(value: string): { country: string; name: string } {
  const colon = value.indexOf(':');
  if (colon < 0) return { country: '', name: value };
  const country = value.slice(0, colon);
  return { country: country === '--' ? '' : country, name: value.slice(colon + 1) };
}

/** Every hour of the week, Monday 00:00 first, zeros included. */
function hoursOf(rows: BreakdownRow[]): AnalyticsSummary['scansByHour'] {
  const counts = new Map(rows.map((r) => [Number(r.value), r.scans]));
  return Array.from({ length: HOURS_IN_WEEK }, (_, i) => ({
    weekday: Math.floor(i / 24),
    hour: i % 24,
    scans: counts.get(i) ?? 0,
  }));
}
