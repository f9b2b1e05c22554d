import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { UserDto } from '@qrpanel/contracts';
import { fakeApi, type FakeReply } from '../../testing/fake-fetch';
import { api, rowsOf } from '../api/api-client';
import { setNavigator } from '../navigation';
import { WebProviders } from '../providers';
import { createQueryClient } from '../query-client';
import { getSession, reloadSession, setSession, TOKEN_KEY } from '../session/session-store';

const user: UserDto = {
  id: 1,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'user',
  plan_name: 'Free Trial',
  subscription_plan_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  time_zone: 'UTC',
  color_scheme: 'auto',
  language: null,
};

const UNAVAILABLE: FakeReply = {
  status: 503,
  body: {
    statusCode: 503,
    message: 'The service is temporarily unavailable. Please try again in a moment.',
    error: 'Service Unavailable',
  },
  headers: { 'Retry-After': '1' },
};

/** A screen reading the user's codes, as the real ones do. */
function Codes() {
  const codes = useQuery({ queryKey: ['codes'], queryFn: () => rowsOf(api.GET('/api/qrcodes/my')) });
  if (codes.isError) return <p>Could not load your codes.</p>;
  return <p>{codes.data ? `${codes.data.length} codes` : 'Loading'}</p>;
}

describe('the api answering 503', () => {
  const navigate = jest.fn();

  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
    setSession({ token: 'tok-abc', user });
  });
  afterEach(() => {
    setNavigator(null);
    localStorage.clear();
    reloadSession();
  });

  it('keeps the session, shows the retrying banner, and clears it with fresh data once the api is back', async () => {
    const replies: Record<string, FakeReply> = {
      'GET /api/qrcodes/my': UNAVAILABLE,
      'GET /api/health': UNAVAILABLE,
    };
    const calls = fakeApi(replies);
    render(
      <WebProviders queryClient={createQueryClient()} env="test">
        <Codes />
      </WebProviders>,
    );

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Service unavailable');
    expect(banner).toHaveTextContent('The service is temporarily unavailable. Retrying…');
    expect(await screen.findByText('Could not load your codes.')).toBeInTheDocument();
    expect(getSession()?.token).toBe('tok-abc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-abc');
    expect(navigate).not.toHaveBeenCalled();

    // Still down on the first retry (after Retry-After): the banner stays and it asks again.
    await waitFor(() => expect(calls.mock.calls.filter(([url]) => url === '/api/health')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(screen.getByRole('status')).toBeInTheDocument();

    replies['GET /api/health'] = { status: 200, body: { status: 'ok', database: 'up' } };
    replies['GET /api/qrcodes/my'] = { status: 200, body: [{ label: 'Menu' }, { label: 'Poster' }] };
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(await screen.findByText('2 codes')).toBeInTheDocument();
    expect(getSession()?.token).toBe('tok-abc');
  });

  it('ends the outage on any answer of the api, not only the retry', async () => {
    const replies: Record<string, FakeReply> = { 'GET /api/qrcodes/my': UNAVAILABLE };
    fakeApi(replies);
    render(
      <WebProviders queryClient={createQueryClient()} env="test">
        <p>Screen</p>
      </WebProviders>,
    );
    await act(() => expect(api.GET('/api/qrcodes/my')).rejects.toMatchObject({ status: 503 }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    replies['GET /api/qrcodes/my'] = { status: 200, body: [] };
    await act(() => api.GET('/api/qrcodes/my'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
