import { currentLanguage, formatters, i18n, type Formatters } from '@qrpanel/web';
import { daysIn, RANGE_PRESETS, type AnalyticsRange, type RangePreset } from './analytics-range';

/*
 * How a range reads, in the page's language. Evaluated when shown: the components calling
 * these redraw on a change of language through their own useTranslation.
 */

let cached: Formatters | undefined;
const format = (): Formatters =>
  cached?.locale === currentLanguage() ? cached : (cached = formatters(currentLanguage()));

/** A UTC day (YYYY-MM-DD) as the page's language writes it: 'Jan 31, 2026', '31.01.2026'. */
export const dayText = (day: string): string =>
  format().date(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

const presetOf = (kind: string) => RANGE_PRESETS.find((p) => p.value === kind);

/** A preset as its button says it: '7 days', '12 months'. */
export function presetLabel(preset: RangePreset): string {
  const { unit, count } = presetOf(preset)!;
  return i18n.t(`qrcodes:analytics.range.${unit}`, { count });
}

/** The period before the range, as the comparisons end: 'in the previous 30 days'. */
export function previousPeriodText(range: AnalyticsRange): string {
  const preset = presetOf(range.kind);
  if (preset?.unit === 'months')
    return i18n.t('qrcodes:analytics.comparison.previousMonths', { count: preset.count });
  return i18n.t('qrcodes:analytics.comparison.previousDays', {
    count: preset?.count ?? daysIn(range.from, range.to),
  });
}

/**
 * The trend's title: 'Scans Over Last 30 Days' (docs/product.md, Analytics), and its siblings for the other
 * ranges.
 */
export function trendTitle(range: AnalyticsRange): string {
  const preset = presetOf(range.kind);
  if (!preset) {
    return i18n.t('qrcodes:analytics.trend.between', { from: dayText(range.from), to: dayText(range.to) });
  }
  return preset.unit === 'months'
    ? i18n.t('qrcodes:analytics.trend.lastMonths', { count: preset.count })
    : i18n.t('qrcodes:analytics.trend.lastDays', { count: preset.count });
}
