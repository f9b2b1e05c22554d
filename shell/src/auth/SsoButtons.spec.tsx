import { act, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '@qrpanel/web';
import type { QueryClient } from '@tanstack/react-query';
import type { SsoProviderSummaryDto } from '@qrpanel/contracts';
import { fakeApi, renderAt, type FakeReply } from '../testing/render';
import { LoginScreen } from './LoginScreen';

const ENABLED = 'GET /api/auth/sso/enabled';
const PROVIDERS: SsoProviderSummaryDto[] = [
  { slug: 'corp', name: 'Corp SSO' },
  { slug: 'staff-login', name: 'Staff login' },
];

/** The login screen on the api's replies; the query cache it reads. */
function openLogin(replies: Record<string, FakeReply>) {
  fakeApi(replies);
  const queryClient = createQueryClient();
  renderAt('/login', { '/login': <LoginScreen />, '/register': <LoginScreen /> }, queryClient);
  return queryClient;
}

/** Until the list of providers is answered (or refused), and the screen told. */
async function listSettled(queryClient: QueryClient) {
  await waitFor(() =>
    expect(['success', 'error']).toContain(queryClient.getQueryState(['settings', 'sso-providers'])?.status),
  );
  // The query cache tells its screens on a timer of its own.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('the login screen’s sign-in providers', () => {
  it('offers to continue with each enabled provider, by a link to its start', async () => {
    openLogin({ [ENABLED]: { body: PROVIDERS } });
    const corp = await screen.findByRole('link', { name: 'Continue with Corp SSO' });
    expect(corp).toHaveAttribute('href', '/api/auth/sso/corp/start');
    expect(screen.getByRole('link', { name: 'Continue with Staff login' })).toHaveAttribute(
      'href',
      '/api/auth/sso/staff-login/start',
    );
    expect(screen.getByText('or')).toBeInTheDocument();
    // The password form stays beside them.
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it.each([
    ['none is enabled', { body: [] }],
    ['the api does not answer the list', { status: 500, body: { statusCode: 500 } }],
  ])('offers none when %s', async (_case, reply: FakeReply) => {
    await listSettled(openLogin({ [ENABLED]: reply }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Continue with/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });
});
