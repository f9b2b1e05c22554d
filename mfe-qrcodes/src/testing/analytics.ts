import type { AnalyticsPeriod, AnalyticsSummary } from '@qrpanel/contracts';
import { presetDays, utcDay, type RangePreset } from '../analytics/analytics-range';

export function summary(overrides: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  return {
    totalQRCodes: 12,
    totalScans: 3456,
    totalUniqueScans: 789,
    scansByOS: [{ os: 'iOS', scans: 2000 }],
    scansByCountry: [{ country: 'GB', scans: 1500 }],
    scansByBrowser: [{ browser: 'Safari', scans: 2000 }],
    scansByDevice: [{ device: 'mobile', scans: 3000 }],
    scansByDestination: [],
    scansByRegion: [],
    scansByCity: [],
    scansByLanguage: [],
    scansByHour: [],
    ...overrides,
  };
}

/** A range's period as the api answers it beside the totals. */
export function period(overrides: Partial<AnalyticsPeriod> = {}): AnalyticsPeriod {
  return {
    from: '2026-01-01',
    to: '2026-01-30',
    granularity: 'day',
    scans: 3456,
    uniqueScans: 789,
    previous: { from: '2025-12-02', to: '2025-12-31', scans: 2880, uniqueScans: 1052 },
    change: 20,
    uniqueChange: -25,
    ...overrides,
  };
}

/** The days of a preset as of today, as the screen asks the api for them. */
export const daysOf = (preset: RangePreset = '30d') => presetDays(preset, utcDay(new Date()));

/**
 * The query strings the screen sends for a range: the summary's days, the export's days and
 * scope, and the series' days, scope and granularity. With qrId: one code's.
 */
export function rangeQueries(
  days: { from: string; to: string },
  granularity = 'auto',
  qrId?: number,
  scope: 'own' | 'all' = 'own',
): { summary: string; series: string; export: string } {
  const code = qrId === undefined ? '' : `qrId=${String(qrId)}&`;
  const summaryQuery = `${code}from=${days.from}&to=${days.to}`;
  return {
    summary: summaryQuery,
    series: `${summaryQuery}&scope=${scope}&granularity=${granularity}`,
    export: `${summaryQuery}&scope=${scope}`,
  };
}
