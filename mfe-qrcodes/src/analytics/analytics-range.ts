import {
  ANALYTICS_GRANULARITIES,
  ANALYTICS_MAX_RANGE_DAYS,
  type AnalyticsGranularity,
} from '@qrpanel/contracts';

/**
 * The ranges offered in the picker, named by how many days or months they span ('30 days');
 * 30 days is the default (docs/product.md, Analytics: the last 30 days).
 */
export const RANGE_PRESETS = [
  { value: '7d', count: 7, unit: 'days', days: 7 },
  { value: '30d', count: 30, unit: 'days', days: 30 },
  { value: '90d', count: 90, unit: 'days', days: 90 },
  // Its days depend on the year: see presetDays.
  { value: '12m', count: 12, unit: 'months', days: 0 },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['value'];
export type RangeKind = RangePreset | 'custom';
export const DEFAULT_RANGE: RangePreset = '30d';

export type GranularityChoice = AnalyticsGranularity | 'auto';
export const GRANULARITY_CHOICES: readonly GranularityChoice[] = ['auto', ...ANALYTICS_GRANULARITIES];

/** What the screen shows: a preset (relative to today, so a shared link stays "the last 7 days") or fixed days. */
export interface AnalyticsRange {
  kind: RangeKind;
  /** UTC days, inclusive, as the api takes them. */
  from: string;
  to: string;
  granularity: GranularityChoice;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) => utcDay(new Date(msOf(day) + days * DAY_MS));
export const daysIn = (from: string, to: string) => Math.round((msOf(to) - msOf(from)) / DAY_MS) + 1;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not). */
export const isDay = (value: string): boolean =>
  !!value && DAY.test(value) && !Number.isNaN(msOf(value)) && utcDay(new Date(msOf(value))) === value;

/** The days a preset covers, today included: 12 months run from the day after this date last year. */
export function presetDays(preset: RangePreset, today: string): { from: string; to: string } {
  if (preset === '12m') {
    const lastYear = `${String(Number(today.slice(0, 4)) - 1)}${today.slice(4)}`;
    // 29 February has no twin last year: start on 1 March.
    return { from: isDay(lastYear) ? addDays(lastYear, 1) : `${lastYear.slice(0, 4)}-03-01`, to: today };
  }
  const days = RANGE_PRESETS.find((p) => p.value === preset)?.days ?? 30;
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Why the api would refuse a custom range (each said in its words by the catalog). */
export type CustomRangeError = 'badDate' | 'fromAfterTo' | 'rangeTooLong';

/** Why a custom range cannot be asked for, or null when it can. */
export function customRangeError(from: string, to: string): CustomRangeError | null {
  if (!isDay(from) || !isDay(to)) return 'badDate';
  if (from > to) return 'fromAfterTo';
  if (daysIn(from, to) > ANALYTICS_MAX_RANGE_DAYS) return 'rangeTooLong';
  return null;
}

const isPreset = (value: string | null): value is RangePreset => RANGE_PRESETS.some((p) => p.value === value);

/**
 * The range the address names (?range=7d, or ?range=custom&from=…&to=…, and ?granularity=),
 * the default 30 days when it names none or a range the api would refuse.
 */
export function rangeFromParams(params: URLSearchParams, today = utcDay(new Date())): AnalyticsRange {
  const granularityParam = params.get('granularity');
  const granularity = GRANULARITY_CHOICES.find((g) => g === granularityParam) ?? 'auto';
  const kind = params.get('range');
  const from = params.get('from');
  const to = params.get('to');
  if (kind === 'custom' && from && to && !customRangeError(from, to)) {
    return { kind: 'custom', from, to, granularity };
  }
  const preset = isPreset(kind) ? kind : DEFAULT_RANGE;
  return { kind: preset, ...presetDays(preset, today), granularity };
}

/** The address' parameters for a range; the default range and granularity are left out. */
export function paramsOfRange(range: Pick<AnalyticsRange, 'kind' | 'from' | 'to' | 'granularity'>) {
  const params: Record<string, string> = {};
  if (range.kind !== DEFAULT_RANGE) params.range = range.kind;
  if (range.kind === 'custom') Object.assign(params, { from: range.from, to: range.to });
  if (range.granularity !== 'auto') params.granularity = range.granularity;
  return params;
}
