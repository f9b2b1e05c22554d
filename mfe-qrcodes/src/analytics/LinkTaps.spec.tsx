import type { AnalyticsSummary, QrCodeDto } from '@qrpanel/contracts';
import { setLanguage } from '@qrpanel/web';
import { cleanup, screen, within } from '@testing-library/react';
import { daysOf, rangeQueries, summary } from '../testing/analytics';
import { fakeApi, qrCode, renderScreen } from '../testing/screens';

// ECharts needs a canvas, which jsdom lacks; the charts have their own place in the e2e journeys.
jest.mock('./Charts', () => ({ __esModule: true, default: () => 'Scan charts' }));

const linksPage = qrCode({
  type: 'links',
  data: { title: 'Ana', links: [{ label: 'Shop', url: 'https://example.com/shop' }] },
  current_destination: null,
});

const LONG_ADDRESS = 'https://www.example.com/catalogue/2026/spring/women/shoes-and-bags?utm_source=qr';

/** The details screen of code 7, its analytics (the last 30 days) answered with `answer`. */
async function showCode(code: QrCodeDto, answer: Partial<AnalyticsSummary>) {
  const range = rangeQueries(daysOf(), 'auto', 7);
  fakeApi({
    'GET /api/qrcodes/7': { body: code },
    'GET /api/qrcodes/7/history': { body: [] },
    [`GET /api/qrcodes/analytics/user?${range.summary}`]: { body: summary(answer) },
    [`GET /api/qrcodes/analytics/scans-over-time?${range.series}`]: { body: [] },
  });
  renderScreen('/show-qrcode/7');
  // The answer is in once its cards are.
  await screen.findAllByTestId('stat-card');
  return screen;
}

/** A table's rows as the texts of their cells, its header first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));

describe("A hosted page's taps in its analytics", () => {
  it('lists its links in the answer’s order with their taps, long addresses shortened', async () => {
    const analytics = await showCode(linksPage, {
      linkClicks: [
        { label: 'Shop', url: 'https://example.com/shop', clicks: 1234 },
        { label: 'Spring catalogue', url: LONG_ADDRESS, clicks: 56 },
        { label: 'Old blog', url: 'https://blog.example.com', clicks: 0 },
      ],
      tapThroughRate: 42.5,
    });
    const card = within(analytics.getByRole('region', { name: 'Taps per link' }));
    const table = card.getByRole('table', { name: 'Taps per link' });
    expect(rowsOf(table)).toEqual([
      ['Link', 'Address', 'Taps'],
      ['Shop', 'example.com/shop', '1,234'],
      ['Spring catalogue', 'example.com/catalogue/2026/spring/women…', '56'],
      ['Old blog', 'blog.example.com', '0'],
    ]);
    expect(
      within(table).getByRole('cell', { name: 'example.com/catalogue/2026/spring/women…' }),
    ).toHaveAttribute('title', LONG_ADDRESS);
    expect(card.queryByText('No taps yet.')).not.toBeInTheDocument();
    const rate = within(analytics.getByRole('group', { name: 'Tap-through rate' }));
    expect(rate.getByText('42.5%')).toBeInTheDocument();
    expect(rate.getByText("Taps on the page's links per 100 scans")).toBeInTheDocument();
  });

  it('says "No taps yet." when no link was tapped, and a dash for the rate before any scan', async () => {
    const analytics = await showCode(linksPage, {
      linkClicks: [{ label: 'Shop', url: 'https://example.com/shop', clicks: 0 }],
      tapThroughRate: null,
    });
    const card = within(analytics.getByRole('region', { name: 'Taps per link' }));
    expect(card.getByText('No taps yet.')).toBeInTheDocument();
    expect(card.queryByRole('table')).not.toBeInTheDocument();
    const rate = within(analytics.getByRole('group', { name: 'Tap-through rate' }));
    expect(rate.getByText('—')).toBeInTheDocument();
  });

  it('says "No taps yet." for a page without links, its rate written with one decimal', async () => {
    const analytics = await showCode(linksPage, { linkClicks: [], tapThroughRate: 0 });
    expect(
      within(analytics.getByRole('region', { name: 'Taps per link' })).getByText('No taps yet.'),
    ).toBeInTheDocument();
    expect(
      within(analytics.getByRole('group', { name: 'Tap-through rate' })).getByText('0.0%'),
    ).toBeInTheDocument();
  });

  it('shows neither for a url code, whose answer has no taps', async () => {
    const analytics = await showCode(qrCode(), {});
    expect(analytics.getByRole('group', { name: 'Total Visits' })).toBeInTheDocument();
    expect(analytics.queryByRole('region', { name: 'Taps per link' })).not.toBeInTheDocument();
    expect(analytics.queryByRole('group', { name: 'Tap-through rate' })).not.toBeInTheDocument();
    expect(screen.queryByText('Taps per link')).not.toBeInTheDocument();
  });

  describe('in German', () => {
    beforeEach(() => setLanguage('de'));
    afterEach(async () => {
      // Unmounted first: the screen would otherwise redraw in English outside the test.
      cleanup();
      await setLanguage('en');
    });

    it('says the card and the rate in German, numbers written the German way', async () => {
      const analytics = await showCode(linksPage, {
        linkClicks: [{ label: 'Shop', url: 'https://example.com/shop', clicks: 1234 }],
        tapThroughRate: 42.5,
      });
      const table = within(analytics.getByRole('region', { name: 'Klicks pro Link' })).getByRole('table', {
        name: 'Klicks pro Link',
      });
      expect(rowsOf(table)).toEqual([
        ['Link', 'Adresse', 'Klicks'],
        ['Shop', 'example.com/shop', '1.234'],
      ]);
      const rate = within(analytics.getByRole('group', { name: 'Klickrate' }));
      expect(rate.getByText('42,5 %')).toBeInTheDocument();
      expect(rate.getByText('Klicks auf die Links der Seite pro 100 Scans')).toBeInTheDocument();
    });
  });
});
