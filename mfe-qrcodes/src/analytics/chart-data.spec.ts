import '../i18n';
import { formatters, setLanguage } from '@qrpanel/web';
import { summary } from '../testing/analytics';
import {
  browserBars,
  chartNames,
  cityBars,
  countryBars,
  deviceSlices,
  hourGrid,
  hourLabel,
  languageBars,
  osSlices,
  pointLabel,
  regionBars,
  weekdayNames,
} from './chart-data';

const english = chartNames('en');

describe('chart data', () => {
  it('names countries, regions and cities for people, the most scanned on top, Other kept', () => {
    const s = summary({
      scansByCountry: [
        { country: 'GB', scans: 5 },
        { country: 'DE', scans: 7 },
        { country: 'Unknown', scans: 9 },
        { country: 'Other', scans: 1 },
      ],
      scansByRegion: [
        { country: 'US', region: 'Texas', scans: 4 },
        { country: '', region: 'Other', scans: 2 },
      ],
      scansByCity: [
        { country: 'FR', city: 'Lyon', scans: 3 },
        { country: 'US', city: 'Unknown', scans: 8 },
      ],
    });
    // Horizontal bars draw their first entry at the bottom.
    expect(countryBars(s, english)).toEqual([
      { name: 'Other', value: 1 },
      { name: 'United Kingdom', value: 5 },
      { name: 'Germany', value: 7 },
    ]);
    expect(regionBars(s, english)).toEqual([
      { name: 'Other', value: 2 },
      { name: 'Texas, United States', value: 4 },
    ]);
    expect(cityBars(s, english)).toEqual([{ name: 'Lyon, France', value: 3 }]);
  });

  it('names languages and devices, and leaves out what had no scans', () => {
    const s = summary({
      scansByLanguage: [
        { language: 'fr', scans: 2 },
        { language: 'pt-BR', scans: 1 },
        { language: 'zz', scans: 1 },
        { language: 'de', scans: 0 },
      ],
      scansByDevice: [
        { device: 'mobile', scans: 3 },
        { device: 'desktop', scans: 1 },
        { device: 'tablet', scans: 0 },
      ],
      scansByBrowser: [
        { browser: 'Chrome', scans: 1 },
        { browser: '', scans: 4 },
      ],
      scansByOS: [{ os: 'Android', scans: 2 }],
    });
    expect(languageBars(s, english).map((e) => e.name)).toEqual(['Brazilian Portuguese', 'zz', 'French']);
    expect(deviceSlices(s, english)).toEqual([
      { name: 'Mobile', value: 3 },
      { name: 'Desktop', value: 1 },
    ]);
    expect(browserBars(s, english)).toEqual([{ name: 'Chrome', value: 1 }]);
    expect(osSlices(s, english)).toEqual([{ name: 'Android', value: 2 }]);
  });

  it('names countries, languages, devices and Other in the page’s language', async () => {
    await setLanguage('de');
    try {
      const german = chartNames('de');
      const s = summary({
        scansByCountry: [
          { country: 'GB', scans: 5 },
          { country: 'Other', scans: 1 },
        ],
        scansByCity: [{ country: 'AT', city: 'Wien', scans: 3 }],
        scansByLanguage: [{ language: 'fr', scans: 2 }],
        scansByDevice: [
          { device: 'mobile', scans: 3 },
          { device: 'tv', scans: 1 },
        ],
      });
      expect(countryBars(s, german)).toEqual([
        { name: 'Sonstige', value: 1 },
        { name: 'Vereinigtes Königreich', value: 5 },
      ]);
      expect(cityBars(s, german)).toEqual([{ name: 'Wien, Österreich', value: 3 }]);
      expect(languageBars(s, german)).toEqual([{ name: 'Französisch', value: 2 }]);
      expect(deviceSlices(s, german)).toEqual([
        { name: 'Mobilgerät', value: 3 },
        { name: 'Fernseher', value: 1 },
      ]);
    } finally {
      await setLanguage('en');
    }
  });

  it('fills the 7 × 24 hours of the week, ignoring hours out of it', () => {
    const grid = hourGrid(
      summary({
        scansByHour: [
          { weekday: 0, hour: 0, scans: 2 },
          { weekday: 6, hour: 23, scans: 5 },
          { weekday: 7, hour: 1, scans: 9 },
          { weekday: 1, hour: 24, scans: 9 },
        ],
      }),
    );
    expect(grid).toHaveLength(7);
    expect(grid.every((day) => day.length === 24)).toBe(true);
    expect(grid[0][0]).toBe(2);
    expect(grid[6][23]).toBe(5);
    expect(grid.flat().reduce((a, b) => a + b, 0)).toBe(7);
  });

  it('labels points by month, or by day with the year when the range spans years, as the language writes them', () => {
    const en = formatters('en');
    expect(pointLabel('2026-03-01', 'month', true, en)).toBe('Mar 2026');
    expect(pointLabel('2026-03-09', 'week', false, en)).toBe('Mar 9');
    expect(pointLabel('2026-03-09', 'day', true, en)).toBe('Mar 9, 2026');
    const de = formatters('de');
    expect(pointLabel('2026-03-09', 'day', false, de)).toBe('9. März');
    expect(pointLabel('2026-03-09', 'day', true, de)).toBe('09.03.2026');
  });

  it('names weekdays, Monday first, and hours on the 24-hour clock', () => {
    expect(weekdayNames(formatters('en'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayNames(formatters('es'))[0]).toBe('lunes');
    expect(weekdayNames(formatters('de'))[6]).toBe('Sonntag');
    expect(hourLabel(9, formatters('en'))).toBe('09:00');
    expect(hourLabel(23, formatters('de'))).toBe('23:00');
  });
});
