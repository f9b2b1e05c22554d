import { ANALYTICS_MAX_RANGE_DAYS, ANALYTICS_MESSAGES, type AnalyticsGranularity } from '@qrpanel/contracts';
import { fieldsError } from '../../../platform/common/validation';

const DAY_MS = 86_400_000;

/** A range of UTC days (inclusive), how its series is grouped, and the period before it. */
export interface DateRange {
  from: string;
  to: string;
  granularity: AnalyticsGranularity;
  previous: { from: string; to: string };
}

export interface RangeQuery {
  from?: string;
  to?: string;
  granularity?: AnalyticsGranularity | 'auto';
}

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => toDay(toMs(day) + days * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((toMs(to) - toMs(from)) / DAY_MS) + 1;

/**
 * The range a query asks for, or undefined when it names none (the all-time answers).
 * Either end alone is allowed: to defaults to today, from to 30 days before to.
 */
export function rangeOf(query: RangeQuery, today = new Date()): DateRange | undefined {
  if (!query.from && !query.to) return undefined;
  const to = query.to ?? today.toISOString().slice(0, 10);
  const from = query.from ?? addDays(to, -29);
  if (from > to) throw fieldsError({ from: [ANALYTICS_MESSAGES.fromAfterTo] });
  const days = daysBetween(from, to);
  if (days > ANALYTICS_MAX_RANGE_DAYS) throw fieldsError({ to: [ANALYTICS_MESSAGES.rangeTooLong] });
  const granularity =
    !query.granularity || query.granularity === 'auto' ? automaticGranularity(days) : query.granularity;
  return { from, to, granularity, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

/** A point a day up to three months, a week up to a year, then a month. */
export function automaticGranularity(days: number): AnalyticsGranularity {
  if (days <= 92) return 'day';
  return days <= 366 ? 'week' : 'month';
}

/** The first day of the day's bucket (weeks start on Monday), never before the range's start. */
export function bucketOf(day: string, granularity: AnalyticsGranularity, from: string): string {
  let start = day;
  if (granularity === 'week') {
    const weekday = (new Date(toMs(day)).getUTCDay() + 6) % 7;
    start = addDays(day, -weekday);
  } else if (granularity === 'month') {
    start = `${day.slice(0, 7)}-01`;
  }
  return start < from ? from : start;
}

/** Every bucket of the range, oldest first. */
export function bucketsOf(range: Pick<DateRange, 'from' | 'to' | 'granularity'>): string[] {
  const buckets: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const bucket = bucketOf(day, range.granularity, range.from);
    if (buckets[buckets.length - 1] !== bucket) buckets.push(bucket);
  }
  return buckets;
}

/** The change from the previous period in %, one decimal; null when there was nothing before. */
export function changeFrom(previous: number, current: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
