import { screen, within } from '@testing-library/react';
import type { LiveRecent, MonthlyStat, TopCode, UserDto } from '@qrpanel/contracts';
import { setSession } from '@qrpanel/web';
import { FakeEventSource } from '@qrpanel/web/testing/fake-event-source';
import { fakeApi, renderAt, testUser, type FakeReply } from '../testing/render';
import { DashboardScreen } from './DashboardScreen';

const user = (role: UserDto['role']) => testUser({ role });

const DAYS = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-01-${String(i + 1).padStart(2, '0')}`,
  scans: i === 29 ? 4 : 0,
}));
const TOP: TopCode[] = [
  { id: 1, label: 'Menu', scans: 30, previousScans: 20, change: 50 },
  { id: 2, label: 'Flyer', scans: 5, previousScans: 10, change: -50 },
  { id: 3, label: 'Poster', scans: 2, previousScans: 0, change: null },
];
const MONTHS: MonthlyStat[] = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  newUsers: i === 11 ? 7 : 0,
  revenue: i === 11 ? [{ currency: 'USD', amount: 19.98 }] : [],
}));
const RECENT: LiveRecent = { scans: 0, latest: [] };

const show = (role: UserDto['role'], replies: Record<string, FakeReply> = {}) => {
  setSession({ token: 'token', user: user(role) });
  const calls = fakeApi({
    'GET /api/qrcodes/stats/dashboard': {
      body: { totalQRs: 3, totalScans: 37, dynamicQRs: 2, staticQRs: 1 },
    },
    'GET /api/admin/stats/dashboard': {
      body: {
        totalUsers: 8,
        activeSubscriptions: 2,
        totalQRs: 3,
        totalScans: 37,
        dynamicQRs: 2,
        staticQRs: 1,
      },
    },
    'GET /api/qrcodes/analytics/scans-over-time': { body: DAYS },
    'GET /api/qrcodes/analytics/top?limit=5': { body: TOP },
    'GET /api/qrcodes/analytics/live/recent': { body: RECENT },
    'POST /api/qrcodes/analytics/live/ticket': { status: 201, body: { ticket: 'T', expires_at: '' } },
    'GET /api/admin/stats/monthly': { body: MONTHS },
    ...replies,
  });
  renderAt('/dashboard', { '/dashboard': <DashboardScreen /> });
  return calls;
};

const block = (testId: string) => within(screen.getByTestId(testId));

describe('dashboard blocks', () => {
  beforeEach(() => FakeEventSource.install());

  it('shows the 30-day chart, the top codes with their trend and the live feed, besides the four cards', async () => {
    const calls = show('user');
    expect(await screen.findByText('Total QR Codes')).toBeInTheDocument();
    expect(
      await block('dashboard-scans').findByRole('img', { name: 'Scans per day over the last 30 days' }),
    ).toBeInTheDocument();
    const top = await block('dashboard-top').findByRole('table', { name: 'Top QR Codes' });
    const rows = within(top).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Menu30▲ +50%', 'Flyer5▼ -50%', 'Poster2New']);
    expect(await block('live-feed').findByText(/No scans in the last 30 minutes/)).toBeInTheDocument();
    // Users get no admin figures, and are not asked for them.
    expect(screen.queryByTestId('dashboard-months')).not.toBeInTheDocument();
    expect(calls.mock.calls.some(([url]) => String(url).includes('/admin/stats/monthly'))).toBe(false);
  });

  it("meters the workspace's codes and scans against its plan, offering the upgrade near a limit", async () => {
    show('user', {
      'GET /api/qrcodes/stats/usage': {
        body: {
          plan_name: 'Free Trial',
          qr_codes: { used: 3, limit: 3 },
          scans_this_month: { used: 120, limit: 500 },
        },
      },
    });
    const usage = within(await screen.findByTestId('dashboard-usage'));
    expect(usage.getByRole('heading', { name: 'Your plan: Free Trial' })).toBeInTheDocument();
    expect(usage.getByText('3 of 3')).toBeInTheDocument();
    expect(usage.getByText('120 of 500')).toBeInTheDocument();
    expect(usage.getByRole('progressbar', { name: 'QR codes' })).toHaveAttribute('aria-valuenow', '100');
    expect(usage.getByRole('progressbar', { name: 'Scans this month' })).toHaveAttribute(
      'aria-valuenow',
      '24',
    );
    expect(usage.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  });

  it('shows no meters on a plan without limits', async () => {
    show('user', {
      'GET /api/qrcodes/stats/usage': {
        body: { plan_name: 'Pro', qr_codes: { used: 40, limit: 0 }, scans_this_month: { used: 9, limit: 0 } },
      },
    });
    expect(await screen.findByText('Menu')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-usage')).not.toBeInTheDocument();
  });

  it('shows admins new users and revenue by month, newest first', async () => {
    show('admin');
    const table = await block('dashboard-months').findByRole('table', {
      name: 'New users and revenue by month',
    });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('December 2026');
    expect(first).toHaveTextContent('7');
    expect(first).toHaveTextContent('$19.98');
  });

  it('keeps the other blocks when one fails, and says so in that one only', async () => {
    show('super_admin', {
      'GET /api/qrcodes/analytics/top?limit=5': { status: 500, body: { statusCode: 500, message: 'boom' } },
    });
    expect(await block('dashboard-top').findByText('Could not load the top QR codes.')).toBeInTheDocument();
    expect(block('dashboard-top').getByRole('button', { name: /retry/i })).toBeInTheDocument();
    expect(
      await block('dashboard-scans').findByRole('img', { name: 'Scans per day over the last 30 days' }),
    ).toBeInTheDocument();
    expect(await block('dashboard-months').findByRole('table')).toBeInTheDocument();
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    expect(screen.queryByText('Could not load the scans of the last 30 days.')).not.toBeInTheDocument();
  });

  it('shows each block’s empty state when there is nothing yet', async () => {
    show('admin', {
      'GET /api/qrcodes/analytics/scans-over-time': { body: DAYS.map((d) => ({ ...d, scans: 0 })) },
      'GET /api/qrcodes/analytics/top?limit=5': { body: [] },
      'GET /api/admin/stats/monthly': { body: MONTHS.map((m) => ({ ...m, newUsers: 0, revenue: [] })) },
    });
    expect(
      await block('dashboard-scans').findByText('No scans in the last 30 days yet.'),
    ).toBeInTheDocument();
    expect(
      await block('dashboard-top').findByText('No QR code was scanned in the last 30 days.'),
    ).toBeInTheDocument();
    expect(
      await block('dashboard-months').findByText('No new users or revenue in the last 12 months.'),
    ).toBeInTheDocument();
  });
});
