import '../i18n';
import { ANALYTICS_MESSAGES } from '@qrpanel/contracts';
import { setLanguage } from '@qrpanel/web';
import { customRangeError, paramsOfRange, presetDays, rangeFromParams } from './analytics-range';
import { en } from '../locales/en';
import { presetLabel, previousPeriodText, trendTitle } from './range-texts';

const TODAY = '2026-03-15';
const params = (query: string) => new URLSearchParams(query);

describe('analytics ranges', () => {
  it('counts today in each preset', () => {
    expect(presetDays('7d', TODAY)).toEqual({ from: '2026-03-09', to: TODAY });
    expect(presetDays('30d', TODAY)).toEqual({ from: '2026-02-14', to: TODAY });
    expect(presetDays('90d', TODAY)).toEqual({ from: '2025-12-16', to: TODAY });
    expect(presetDays('12m', TODAY)).toEqual({ from: '2025-03-16', to: TODAY });
    // 29 February has no twin a year before: the 12 months start on 1 March.
    expect(presetDays('12m', '2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });

  it('reads the default 30 days from an address that names no range, or one the api would refuse', () => {
    const thirty = { kind: '30d', from: '2026-02-14', to: TODAY, granularity: 'auto' };
    expect(rangeFromParams(params(''), TODAY)).toEqual(thirty);
    expect(rangeFromParams(params('range=1y&granularity=hour'), TODAY)).toEqual(thirty);
    expect(rangeFromParams(params('range=custom&from=2026-02-30&to=2026-03-01'), TODAY)).toEqual(thirty);
    expect(rangeFromParams(params('range=custom&from=2026-03-02&to=2026-03-01'), TODAY)).toEqual(thirty);
    expect(rangeFromParams(params('range=custom&from=2020-01-01&to=2026-03-01'), TODAY)).toEqual(thirty);
  });

  it('reads presets, chosen days and points from the address, and writes them back', () => {
    const week = rangeFromParams(params('range=7d&granularity=day'), TODAY);
    expect(week).toEqual({ kind: '7d', from: '2026-03-09', to: TODAY, granularity: 'day' });
    expect(paramsOfRange(week)).toEqual({ range: '7d', granularity: 'day' });
    const custom = rangeFromParams(
      params('range=custom&from=2025-01-01&to=2026-12-31&granularity=month'),
      TODAY,
    );
    expect(custom).toEqual({ kind: 'custom', from: '2025-01-01', to: '2026-12-31', granularity: 'month' });
    expect(paramsOfRange(custom)).toEqual({
      range: 'custom',
      from: '2025-01-01',
      to: '2026-12-31',
      granularity: 'month',
    });
    expect(paramsOfRange(rangeFromParams(params(''), TODAY))).toEqual({});
  });

  it('refuses chosen days the api would refuse, in the api’s own English words', () => {
    expect(customRangeError('2026-01-01', '2026-01-01')).toBeNull();
    expect(customRangeError('2024-01-01', '2025-12-31')).toBeNull();
    expect(customRangeError('2024-01-01', '2026-01-01')).toBe('rangeTooLong');
    expect(customRangeError('2026-01-02', '2026-01-01')).toBe('fromAfterTo');
    expect(customRangeError('', '2026-01-01')).toBe('badDate');
    expect(en.analytics.range.errors).toEqual({
      badDate: `Dates ${ANALYTICS_MESSAGES.badDate}`,
      fromAfterTo: ANALYTICS_MESSAGES.fromAfterTo,
      rangeTooLong: ANALYTICS_MESSAGES.rangeTooLong,
    });
    expect(en.analytics.upgrade.message).toBe(ANALYTICS_MESSAGES.notIncluded);
  });

  it('names the trend and the previous period after the range, the 30-day title for the default', () => {
    expect(trendTitle(rangeFromParams(params(''), TODAY))).toBe('Scans Over Last 30 Days');
    expect(trendTitle(rangeFromParams(params('range=12m'), TODAY))).toBe('Scans Over Last 12 Months');
    const january = rangeFromParams(params('range=custom&from=2026-01-01&to=2026-01-31'), TODAY);
    expect(trendTitle(january)).toBe('Scans from Jan 1, 2026 to Jan 31, 2026');
    expect(presetLabel('90d')).toBe('90 days');
    expect(presetLabel('12m')).toBe('12 months');
    expect(previousPeriodText(rangeFromParams(params('range=12m'), TODAY))).toBe('in the previous 12 months');
    expect(previousPeriodText(january)).toBe('in the previous 31 days');
  });

  it('says them in German, with German dates', async () => {
    await setLanguage('de');
    try {
      const january = rangeFromParams(params('range=custom&from=2026-01-01&to=2026-01-31'), TODAY);
      expect(trendTitle(rangeFromParams(params(''), TODAY))).toBe('Scans der letzten 30 Tage');
      expect(trendTitle(january)).toBe('Scans vom 01.01.2026 bis 31.01.2026');
      expect(presetLabel('12m')).toBe('12 Monate');
      expect(previousPeriodText(january)).toBe('in den vorherigen 31 Tagen');
    } finally {
      await setLanguage('en');
    }
  });
});
