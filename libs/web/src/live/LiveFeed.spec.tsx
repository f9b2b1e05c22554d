import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import {
  ANALYTICS_MESSAGES,
  type AnalyticsScopeName,
  type LiveRecent,
  type LiveScan,
} from '@qrpanel/contracts';
import { FakeEventSource } from '../../testing/fake-event-source';
import { fakeApi, type FakeReply } from '../../testing/fake-fetch';
import { setLanguage } from '../i18n/i18n';
import { WebProviders } from '../providers';
import { createQueryClient } from '../query-client';
import { LiveCounter, LiveFeed } from './LiveFeed';
import { useLiveScans } from './use-live-scans';

const scanOf = (label: string, city: string | null = 'London', country: string | null = 'GB'): LiveScan => ({
  at: '2026-01-05T09:12:44.000Z',
  code: { id: 7, label, key: 'k' },
  country,
  city,
  os: 'iOS',
  device: 'mobile',
});

function Harness({ keep, scope }: { keep: number; scope?: AnalyticsScopeName }) {
  const live = useLiveScans(keep, scope);
  return (
    <LiveFeed
      scans={live.latest}
      status={live.status}
      recent={live.recent}
      aside={<LiveCounter count={live.count} pending={live.recent.isPending} />}
    />
  );
}

const show = (keep = 3) =>
  render(
    <WebProviders queryClient={createQueryClient()} env="test">
      <Harness keep={keep} />
    </WebProviders>,
  );

const rows = () =>
  within(screen.getByRole('table', { name: 'Live Scans' }))
    .getAllByRole('row')
    .slice(1);

describe('live feed', () => {
  beforeEach(() => FakeEventSource.install());

  it('starts from the api’s latest scans and count, then puts each new scan first and counts it', async () => {
    const recent: LiveRecent = { scans: 41, latest: [scanOf('Older'), scanOf('Oldest', null, null)] };
    const calls = fakeApi({
      'GET /api/qrcodes/analytics/live/recent': { body: recent },
      'POST /api/qrcodes/analytics/live/ticket': { status: 201, body: { ticket: 'T1', expires_at: '' } },
    });
    show();
    expect(await screen.findByText('Older')).toBeInTheDocument();
    expect(within(screen.getByTestId('live-counter')).getByText('41')).toBeInTheDocument();
    // When, as English writes a time of day (9:12:44 AM), in the page's time zone.
    expect(rows()[0]).toHaveTextContent(/^\d{1,2}:\d{2}:\d{2}\s?[AP]M/);
    expect(screen.getByText('Unknown location')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.latest.url).toBe('/api/qrcodes/analytics/live?ticket=T1');
    expect(await screen.findByText('Live')).toBeInTheDocument();
    act(() => FakeEventSource.latest.emit('scan', scanOf('Brand new', 'Paris')));
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringContaining('Brand new'),
      expect.stringContaining('Older'),
      expect.stringContaining('Oldest'),
    ]);
    expect(screen.getByText('Paris, GB')).toBeInTheDocument();
    expect(within(screen.getByTestId('live-counter')).getByText('42')).toBeInTheDocument();
    // Only the latest `keep` stay in view.
    act(() => FakeEventSource.latest.emit('scan', scanOf('Newest')));
    expect(rows()).toHaveLength(3);
    expect(rows()[0]).toHaveTextContent('Newest');
    expect(screen.queryByText('Oldest')).not.toBeInTheDocument();
    expect(calls).toHaveBeenCalledWith('/api/qrcodes/analytics/live/ticket', expect.anything());
  });

  it('reopens a broken stream with a new ticket (the spent one would be refused)', async () => {
    const calls = fakeApi({
      'GET /api/qrcodes/analytics/live/recent': { body: { scans: 0, latest: [] } },
      'POST /api/qrcodes/analytics/live/ticket': { status: 201, body: { ticket: 'T', expires_at: '' } },
    });
    show();
    expect(
      await screen.findByText('No scans in the last 30 minutes. New scans appear here as they happen.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => FakeEventSource.latest.fail());
    expect(FakeEventSource.opened[0].closed).toBe(true);
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 3000 });
    expect(calls.mock.calls.filter(([url]) => String(url).endsWith('/live/ticket'))).toHaveLength(2);
    expect(await screen.findByText('Live')).toBeInTheDocument();
  });

  it('says a plan without analytics has none: no retry, no stream, not asked again', async () => {
    jest.useFakeTimers();
    try {
      const recentCalls = (answer: FakeReply) => {
        const calls = fakeApi({ 'GET /api/qrcodes/analytics/live/recent': answer });
        return () => calls.mock.calls.filter(([url]) => String(url).endsWith('/live/recent')).length;
      };
      const forbidden = recentCalls({
        status: 403,
        body: { statusCode: 403, message: ANALYTICS_MESSAGES.notIncluded, error: 'Forbidden' },
      });
      const view = show();
      expect(await screen.findByText(ANALYTICS_MESSAGES.notIncluded)).toBeInTheDocument();
      expect(screen.queryByText('Could not load the latest scans.')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(3 * 60_000));
      expect(forbidden()).toBe(1);
      expect(FakeEventSource.opened).toHaveLength(0);
      view.unmount();
      // A failure, by contrast, is asked again each minute.
      const failing = recentCalls({ status: 500, body: { statusCode: 500 } });
      show();
      expect(await screen.findByText('Could not load the latest scans.')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(3 * 60_000));
      expect(failing()).toBeGreaterThan(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for the scope it is given, the counts and the stream alike', async () => {
    fakeApi({
      'GET /api/qrcodes/analytics/live/recent?scope=own': { body: { scans: 2, latest: [scanOf('Mine')] } },
      'POST /api/qrcodes/analytics/live/ticket': { status: 201, body: { ticket: 'T', expires_at: '' } },
    });
    render(
      <WebProviders queryClient={createQueryClient()} env="test">
        <Harness keep={3} scope="own" />
      </WebProviders>,
    );
    expect(await screen.findByText('Mine')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.latest.url).toBe('/api/qrcodes/analytics/live?ticket=T&scope=own');
  });

  it('shows the failure in the block, with a way to retry', async () => {
    fakeApi({ 'GET /api/qrcodes/analytics/live/recent': { status: 500, body: { statusCode: 500 } } });
    show();
    expect(await screen.findByText('Could not load the latest scans.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  describe('in Spanish', () => {
    beforeEach(() => setLanguage('es'));
    afterEach(async () => {
      // Unmounted first: the feed would otherwise redraw in English outside the test.
      cleanup();
      await setLanguage('en');
    });

    it('says its title, headers, state and counter in Spanish, the count written the Spanish way', async () => {
      fakeApi({
        'GET /api/qrcodes/analytics/live/recent': {
          body: { scans: 12045, latest: [scanOf('Menu', null, null)] },
        },
        'POST /api/qrcodes/analytics/live/ticket': { status: 201, body: { ticket: 'T', expires_at: '' } },
      });
      show();
      const table = await screen.findByRole('table', { name: 'Escaneos en directo' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Hora', 'Código QR', 'Ubicación', 'Dispositivo']);
      expect(within(table).getByText('Ubicación desconocida')).toBeInTheDocument();
      const counter = screen.getByTestId('live-counter');
      expect(counter).toHaveTextContent('Escaneos en los últimos 30 minutos');
      expect(within(counter).getByText('12.045')).toBeInTheDocument();
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
      expect(await screen.findByText('En directo')).toBeInTheDocument();
    });
  });
});
