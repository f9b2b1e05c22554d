import { ANALYTICS_MESSAGES, type Role } from '@qrpanel/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@qrpanel/web';
import { saveBlob } from '../api/qr-api';
import { daysOf, period, rangeQueries, summary } from './analytics';
import { fakeApi, renderScreen, user, type FakeReply } from './screens';

export interface AnalyticsScreenCase {
  title: string;
  /** Its title in German. */
  germanTitle: string;
  path: string;
  /** Whose scans the screen reads: /api/qrcodes/analytics/{scope}. */
  scope: 'user' | 'admin';
  role: Role;
}

/**
 * The tests of My Analytics and Global Analytics: the same screen on another scope. The spec
 * files mock the charts (ECharts needs a canvas jsdom lacks; the mock shows the trend's title)
 * and saveBlob (no real download).
 */
export function describeAnalyticsScreen({ title, germanTitle, path, scope, role }: AnalyticsScreenCase) {
  const signedIn = user({ role });
  const card = (name: string) => screen.getByRole('group', { name });
  // Every call covers the screen's codes: My Analytics the caller's own, Global Analytics all.
  const scopeName = scope === 'admin' ? 'all' : 'own';
  const urls = (calls: jest.Mock) => calls.mock.calls.map(([url]) => url as string);

  /** The api's answers for a range's days: summary, series and export. */
  function rangeApi(
    days = daysOf(),
    reply: FakeReply = { body: summary({ period: period() }) },
    granularity?: string,
  ) {
    const q = rangeQueries(days, granularity, undefined, scopeName);
    return {
      [`GET /api/qrcodes/analytics/${scope}?${q.summary}`]: reply,
      [`GET /api/qrcodes/analytics/scans-over-time?${q.series}`]: { body: [] },
      [`GET /api/qrcodes/analytics/export.csv?${q.export}`]: { body: 'a,b' },
      // The live panel beside the range's figures: nothing scanned in the last 30 minutes.
      [`GET /api/qrcodes/analytics/live/recent?scope=${scopeName}`]: { body: { scans: 0, latest: [] } },
    };
  }

  describe(`${title} (${path})`, () => {
    it('shows the last 30 days in cards, Total Visits being the scans, each compared with the 30 days before', async () => {
      fakeApi(rangeApi());
      renderScreen(path, signedIn);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText('Loading Analytics...')).toBeInTheDocument();
      expect(await screen.findByText('Total QR Codes')).toBeInTheDocument();
      expect(within(card('Total QR Codes')).getByText('12')).toBeInTheDocument();
      expect(within(card('Total Scans')).getByText('3,456')).toBeInTheDocument();
      expect(
        within(card('Total Scans')).getByText('Up 20% vs 2,880 in the previous 30 days'),
      ).toBeInTheDocument();
      expect(within(card('Unique Scans')).getByText('789')).toBeInTheDocument();
      expect(
        within(card('Unique Scans')).getByText('Down 25% vs 1,052 in the previous 30 days'),
      ).toBeInTheDocument();
      expect(within(card('Total Visits')).getByText('3,456')).toBeInTheDocument();
      expect(
        within(card('Total Visits')).getByText('Up 20% vs 2,880 in the previous 30 days'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '30 days', pressed: true })).toBeInTheDocument();
      expect(await screen.findByText('Scan charts: Scans Over Last 30 Days')).toBeInTheDocument();
    });

    it(`asks for the series and the live scans of the same codes as the cards (scope=${scope === 'admin' ? 'all' : 'own'})`, async () => {
      const calls = fakeApi(rangeApi());
      renderScreen(path, signedIn);
      expect(await screen.findByText('Scan charts: Scans Over Last 30 Days')).toBeInTheDocument();
      expect(urls(calls)).toEqual(
        expect.arrayContaining([
          `/api/qrcodes/analytics/${scope}?${rangeQueries(daysOf()).summary}`,
          `/api/qrcodes/analytics/scans-over-time?${rangeQueries(daysOf(), 'auto', undefined, scopeName).series}`,
          `/api/qrcodes/analytics/live/recent?scope=${scopeName}`,
        ]),
      );
      expect(
        await screen.findByText('No scans in the last 30 minutes. New scans appear here as they happen.'),
      ).toBeInTheDocument();
    });

    it('asks for another range when one is picked, and names the trend after it', async () => {
      const calls = fakeApi({ ...rangeApi(), ...rangeApi(daysOf('7d')), ...rangeApi(daysOf('12m')) });
      renderScreen(path, signedIn);
      await screen.findByText('Total QR Codes');
      await userEvent.click(screen.getByRole('button', { name: '7 days' }));
      expect(await screen.findByText('Scan charts: Scans Over Last 7 Days')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '7 days', pressed: true })).toBeInTheDocument();
      expect(
        await within(await screen.findByRole('group', { name: 'Total Scans' })).findByText(
          'Up 20% vs 2,880 in the previous 7 days',
        ),
      ).toBeInTheDocument();
      expect(urls(calls)).toContain(`/api/qrcodes/analytics/${scope}?${rangeQueries(daysOf('7d')).summary}`);
      await userEvent.click(screen.getByRole('button', { name: '12 months' }));
      expect(await screen.findByText('Scan charts: Scans Over Last 12 Months')).toBeInTheDocument();
      expect(urls(calls)).toContain(
        `/api/qrcodes/analytics/scans-over-time?${rangeQueries(daysOf('12m'), 'auto', undefined, scopeName).series}`,
      );
    });

    it('asks for chosen days and points, and refuses days the api would refuse', async () => {
      const days = { from: '2026-01-01', to: '2026-01-31' };
      const calls = fakeApi({ ...rangeApi(), ...rangeApi(days), ...rangeApi(days, undefined, 'week') });
      renderScreen(path, signedIn);
      await screen.findByText('Total QR Codes');
      await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
      const from = screen.getByLabelText('From');
      const to = screen.getByLabelText('To');
      await userEvent.clear(from);
      await userEvent.type(from, '2026-02-01');
      await userEvent.clear(to);
      await userEvent.type(to, '2026-01-31');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(screen.getByRole('alert')).toHaveTextContent(ANALYTICS_MESSAGES.fromAfterTo);

      await userEvent.clear(from);
      await userEvent.type(from, '2023-01-01');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(screen.getByRole('alert')).toHaveTextContent(ANALYTICS_MESSAGES.rangeTooLong);

      await userEvent.clear(from);
      await userEvent.type(from, '2026-01-01');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(
        await screen.findByText('Scan charts: Scans from Jan 1, 2026 to Jan 31, 2026'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(await screen.findAllByText('Up 20% vs 2,880 in the previous 31 days')).toHaveLength(2);

      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Points' }), 'Week');
      await waitFor(() =>
        expect(urls(calls)).toContain(
          `/api/qrcodes/analytics/scans-over-time?${rangeQueries(days, 'week', undefined, scopeName).series}`,
        ),
      );
    });

    it('reads the range from the address, and exports that range', async () => {
      const days = { from: '2025-11-03', to: '2026-02-01' };
      const calls = fakeApi(rangeApi(days, undefined, 'month'));
      renderScreen(`${path}?range=custom&from=${days.from}&to=${days.to}&granularity=month`, signedIn);
      expect(
        await screen.findByText('Scan charts: Scans from Nov 3, 2025 to Feb 1, 2026'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Custom', pressed: true })).toBeInTheDocument();
      expect(screen.getByLabelText('From')).toHaveValue(days.from);
      expect(screen.getByRole('combobox', { name: 'Points' })).toHaveValue('month');
      await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'qr-scans.csv'));
      expect(urls(calls)).toContain(
        `/api/qrcodes/analytics/export.csv?from=${days.from}&to=${days.to}&scope=${scopeName}`,
      );
    });

    it('says when the previous period had nothing or the same', async () => {
      fakeApi(
        rangeApi(daysOf(), {
          body: summary({
            period: period({
              change: null,
              uniqueChange: 0,
              previous: { from: '2025-12-02', to: '2025-12-31', scans: 0, uniqueScans: 789 },
            }),
          }),
        }),
      );
      renderScreen(path, signedIn);
      expect(
        await within(await screen.findByRole('group', { name: 'Total Scans' })).findByText(
          'Nothing in the previous 30 days',
        ),
      ).toBeInTheDocument();
      expect(
        within(card('Unique Scans')).getByText('No change vs 789 in the previous 30 days'),
      ).toBeInTheDocument();
    });

    it('draws the hours of the week with a label on each cell, and the same figures as a table', async () => {
      fakeApi(
        rangeApi(daysOf(), {
          body: summary({
            period: period(),
            scansByHour: [
              { weekday: 0, hour: 9, scans: 3 },
              { weekday: 6, hour: 23, scans: 1 },
            ],
          }),
        }),
      );
      renderScreen(path, signedIn);
      const heatmap = within(await screen.findByRole('region', { name: 'Scans by Day and Hour' }));
      expect(await heatmap.findByRole('img', { name: 'Monday 09:00: 3 scans' })).toHaveAttribute(
        'title',
        'Monday 09:00: 3 scans',
      );
      expect(heatmap.getByRole('img', { name: 'Sunday 23:00: 1 scan' })).toBeInTheDocument();
      expect(heatmap.getByRole('img', { name: 'Tuesday 09:00: 0 scans' })).toBeInTheDocument();
      expect(heatmap.getAllByRole('img')).toHaveLength(168);
      const monday = within(heatmap.getByRole('rowheader', { name: 'Monday' }).closest('tr') as HTMLElement);
      expect(monday.getAllByRole('cell').map((c) => c.textContent)[9]).toBe('3');
    });

    it('says so in the heatmap block when no scan has an hour', async () => {
      fakeApi(rangeApi());
      renderScreen(path, signedIn);
      const heatmap = within(await screen.findByRole('region', { name: 'Scans by Day and Hour' }));
      expect(await heatmap.findByText('No scans by time of day yet.')).toBeInTheDocument();
      expect(heatmap.queryByRole('img')).not.toBeInTheDocument();
    });

    describe('in German', () => {
      beforeEach(() => setLanguage('de'));
      afterEach(async () => {
        // Unmounted first: the screen would otherwise redraw in English outside the test.
        cleanup();
        await setLanguage('en');
      });

      it('says the cards, comparisons, range and hours in German, numbers and shares written the German way', async () => {
        fakeApi(
          rangeApi(daysOf(), {
            body: summary({ period: period(), scansByHour: [{ weekday: 0, hour: 9, scans: 1204 }] }),
          }),
        );
        renderScreen(path, signedIn);
        expect(await screen.findByRole('heading', { level: 1, name: germanTitle })).toBeInTheDocument();
        expect(await screen.findByText('QR-Codes gesamt')).toBeInTheDocument();
        expect(within(card('Scans gesamt')).getByText('3.456')).toBeInTheDocument();
        expect(
          within(card('Scans gesamt')).getByText('20 % mehr als 2.880 in den vorherigen 30 Tagen'),
        ).toBeInTheDocument();
        expect(
          within(card('Eindeutige Scans')).getByText('25 % weniger als 1.052 in den vorherigen 30 Tagen'),
        ).toBeInTheDocument();
        expect(within(card('Besuche gesamt')).getByText('3.456')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '30 Tage', pressed: true })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeInTheDocument();
        expect(await screen.findByText('Scan charts: Scans der letzten 30 Tage')).toBeInTheDocument();
        const heatmap = within(screen.getByRole('region', { name: 'Scans nach Tag und Uhrzeit' }));
        expect(heatmap.getByRole('img', { name: 'Montag 09:00: 1.204 Scans' })).toBeInTheDocument();
        expect(heatmap.getByRole('img', { name: 'Sonntag 23:00: 0 Scans' })).toBeInTheDocument();
      });
    });

    it("offers the plans when the user's plan has no analytics", async () => {
      fakeApi(
        rangeApi(daysOf(), {
          status: 403,
          body: { statusCode: 403, message: ANALYTICS_MESSAGES.notIncluded },
        }),
      );
      renderScreen(path, signedIn);
      const prompt = await screen.findByTestId('analytics-upgrade');
      expect(prompt).toHaveTextContent('Upgrade Required');
      expect(prompt).toHaveTextContent(ANALYTICS_MESSAGES.notIncluded);
      expect(within(prompt).getByRole('link', { name: 'View Plans & Upgrade' })).toHaveAttribute(
        'href',
        '/pricing',
      );
    });

    it("says 'Failed to load analytics data.' when the figures cannot be read, and tries again", async () => {
      const calls = fakeApi(rangeApi(daysOf(), { status: 500 }));
      renderScreen(path, signedIn);
      expect(await screen.findByText('Failed to load analytics data.')).toBeInTheDocument();
      const before = calls.mock.calls.length;
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(calls.mock.calls.length).toBeGreaterThan(before));
    });
  });
}
