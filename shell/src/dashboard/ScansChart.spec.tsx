import { screen } from '@testing-library/react';
import { renderAt } from '../testing/render';
import ScansChart from './ScansChart';

// ECharts cannot draw in jsdom (no sizes, no canvas): the mock shows what it was asked to draw.
jest.mock('echarts-for-react/lib/core', () => ({
  __esModule: true,
  default: ({ theme, option }: { theme?: string; option: { backgroundColor?: string } }) => (
    <div
      data-testid="echarts"
      data-theme={theme ?? 'default'}
      data-background={option.backgroundColor ?? ''}
    />
  ),
}));

const POINTS = [
  { date: '2026-03-01', scans: 3 },
  { date: '2026-03-02', scans: 5 },
];

const drawn = async () => {
  const chart = await screen.findByTestId('echarts');
  return { theme: chart.dataset.theme, background: chart.dataset.background };
};

describe('the dashboard’s 30-day chart', () => {
  afterEach(() => localStorage.clear());

  it('is drawn in ECharts’ default theme on a light page', async () => {
    localStorage.setItem('qrpanel-color-scheme', 'light');
    renderAt('/dashboard', { '/dashboard': <ScansChart points={POINTS} /> });
    expect(await drawn()).toEqual({ theme: 'default', background: '' });
  });

  it('is drawn in ECharts’ dark theme, on the block’s background, on a dark page', async () => {
    localStorage.setItem('qrpanel-color-scheme', 'dark');
    renderAt('/dashboard', { '/dashboard': <ScansChart points={POINTS} /> });
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(await drawn()).toEqual({ theme: 'dark', background: 'transparent' });
  });
});
