import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionDto } from '@qrpanel/contracts';
import { fakeApi, renderAt, type FakeReply } from '../testing/render';
import { relativeTime, SessionsSection } from './SessionsSection';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const SESSIONS: SessionDto[] = [
  {
    id: 7,
    browser: 'Firefox',
    os: 'macOS',
    device: 'desktop',
    country: 'DE',
    created_at: minutesAgo(90),
    last_active_at: minutesAgo(0),
    current: true,
  },
  {
    id: 3,
    browser: 'Chrome',
    os: 'Android',
    device: 'mobile',
    country: null,
    created_at: minutesAgo(600),
    last_active_at: minutesAgo(5),
    current: false,
  },
];

const called = (calls: jest.Mock, method: string, path: string) =>
  (calls.mock.calls as [unknown, RequestInit | undefined][]).some(
    ([url, init]) => String(url).endsWith(path) && (init?.method ?? 'GET').toUpperCase() === method,
  );

function render(replies: Record<string, FakeReply>) {
  const calls = fakeApi(replies);
  renderAt('/settings', { '/settings': <SessionsSection /> });
  return calls;
}

describe('sessions in account settings', () => {
  it('lists each session with browser, OS, country and last activity, this device marked', async () => {
    render({ 'GET /api/auth/sessions': { body: SESSIONS } });
    const rows = await screen.findAllByTestId('session');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Firefox on macOS');
    expect(within(rows[0]).getByText('This device')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('DE');
    expect(within(rows[0]).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Chrome on Android');
    expect(rows[1]).toHaveTextContent('Unknown country');
    expect(rows[1]).toHaveTextContent('5 minutes ago');
  });

  it('signs out another session', async () => {
    const calls = render({
      'GET /api/auth/sessions': { body: SESSIONS },
      'DELETE /api/auth/sessions/3': { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Chrome on Android' }));
    expect(await screen.findByText('Session signed out.')).toBeInTheDocument();
    expect(called(calls, 'DELETE', '/api/auth/sessions/3')).toBe(true);
  });

  it('signs out all other sessions only after a confirmation', async () => {
    const calls = render({
      'GET /api/auth/sessions': { body: SESSIONS },
      'DELETE /api/auth/sessions': { body: { revoked: 1 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    expect(called(calls, 'DELETE', '/api/auth/sessions')).toBe(false);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out of all other sessions' }));
    expect(await screen.findByText('All other sessions were signed out.')).toBeInTheDocument();
    expect(called(calls, 'DELETE', '/api/auth/sessions')).toBe(true);
  });

  it('says how long ago in the page’s language', () => {
    const now = Date.parse('2025-01-01T12:00:00Z');
    expect(relativeTime('2025-01-01T11:59:30Z', 'en', now)).toBe('this minute');
    expect(relativeTime('2025-01-01T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(relativeTime('2024-12-31T12:00:00Z', 'de', now)).toBe('gestern');
  });
});
