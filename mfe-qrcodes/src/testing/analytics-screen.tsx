import { ANALYTICS_MESSAGES, type Role } from '@qrpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveBlob } from '../api/qr-api';
import { summary } from './analytics';
import { fakeApi, renderScreen, user } from './screens';

export interface AnalyticsScreenCase {
  title: string;
  path: string;
  /** Whose scans the screen reads: /api/qrcodes/analytics/{scope}. */
  scope: 'user' | 'admin';
  role: Role;
}

/**
 * The tests of My Analytics and Global Analytics: the same screen on another scope. The spec
 * files mock the charts (ECharts needs a canvas jsdom lacks) and saveBlob (no real download).
 */
export function describeAnalyticsScreen({ title, path, scope, role }: AnalyticsScreenCase) {
  const SUMMARY_PATH = `GET /api/qrcodes/analytics/${scope}`;
  const SERIES_PATH = 'GET /api/qrcodes/analytics/scans-over-time';
  const signedIn = user({ role });
  const card = (name: string) => screen.getByRole('group', { name });

  describe(`${title} (${path})`, () => {
    it('shows the scan figures in cards, Total Visits being the scans', async () => {
      fakeApi({ [SUMMARY_PATH]: { body: summary() }, [SERIES_PATH]: { body: [] } });
      renderScreen(path, signedIn);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText('Loading Analytics...')).toBeInTheDocument();
      expect(await screen.findByText('Total QR Codes')).toBeInTheDocument();
      expect(within(card('Total QR Codes')).getByText('12')).toBeInTheDocument();
      expect(within(card('Total Scans')).getByText('3,456')).toBeInTheDocument();
      expect(within(card('Unique Scans')).getByText('789')).toBeInTheDocument();
      expect(within(card('Total Visits')).getByText('3,456')).toBeInTheDocument();
      expect(await screen.findByText('Scan charts')).toBeInTheDocument();
    });

    it('exports the scans as qr-scans.csv', async () => {
      const calls = fakeApi({
        [SUMMARY_PATH]: { body: summary() },
        [SERIES_PATH]: { body: [] },
        'GET /api/qrcodes/analytics/export.csv': { body: 'a,b' },
      });
      renderScreen(path, signedIn);
      await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'qr-scans.csv'));
      expect(calls.mock.calls.map(([url]) => url)).toContain('/api/qrcodes/analytics/export.csv');
    });

    it("offers the plans when the user's plan has no analytics", async () => {
      fakeApi({
        [SUMMARY_PATH]: { status: 403, body: { statusCode: 403, message: ANALYTICS_MESSAGES.notIncluded } },
        [SERIES_PATH]: { body: [] },
      });
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
      const calls = fakeApi({ [SUMMARY_PATH]: { status: 500 }, [SERIES_PATH]: { body: [] } });
      renderScreen(path, signedIn);
      expect(await screen.findByText('Failed to load analytics data.')).toBeInTheDocument();
      const before = calls.mock.calls.length;
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(calls.mock.calls.length).toBeGreaterThan(before));
    });
  });
}
