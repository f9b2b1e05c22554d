import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient, notifications } from '@qrpanel/web';
import { SSO_MESSAGES as M, type SsoIdentityDto, type SsoProviderSummaryDto } from '@qrpanel/contracts';
import { SSO_IDENTITIES_QUERY_KEY } from '../auth/sso-api';
import { fakeApi, renderAt, sentBody, type FakeReply } from '../testing/render';
import { SsoSection } from './SsoSection';

// In StrictMode, as src/bootstrap.tsx mounts the app: effects run twice in development.
configure({ reactStrictMode: true });

const ENABLED = 'GET /api/auth/sso/enabled';
const IDENTITIES = 'GET /api/auth/sso/identities';
const FINISH = 'POST /api/auth/sso/link/finish';
const PROVIDERS: SsoProviderSummaryDto[] = [
  { slug: 'corp', name: 'Corp SSO' },
  { slug: 'staff', name: 'Staff login' },
];
const CORP: SsoIdentityDto = {
  id: 5,
  provider_slug: 'corp',
  provider_name: 'Corp SSO',
  email: 'ann@corp.test',
  created_at: '2025-01-01T12:00:00Z',
  last_used_at: null,
};
const STAFF: SsoIdentityDto = {
  ...CORP,
  id: 8,
  provider_slug: 'staff',
  provider_name: 'Staff login',
  email: null,
  last_used_at: new Date().toISOString(),
};

/** Each call made, as "METHOD path". */
const made = (calls: jest.Mock) =>
  (calls.mock.calls as [string, RequestInit | undefined][]).map(
    ([url, init]) => `${init?.method ?? 'GET'} ${url}`,
  );
const bodyOf = (calls: jest.Mock, call: string) => sentBody(calls, made(calls).indexOf(call));

/** The section in Account Settings, as on the page at `path`. */
function show(path = '/settings') {
  renderAt(path, { '/settings': <SsoSection /> });
}

/** The section on the api's replies (a test may change them as it goes); the calls made. */
function render(replies: Record<string, FakeReply>, path = '/settings') {
  const calls = fakeApi(replies);
  show(path);
  return calls;
}

const section = () => screen.findByRole('region', { name: 'Sign-in providers' });

describe('sign-in providers in account settings', () => {
  afterEach(() => {
    cleanup(); // unmounted first: clearing the toasts of a mounted page updates it outside act
    notifications.clean();
    notifications.cleanQueue();
  });

  it('lists the linked identities, and offers to link only the providers not linked yet', async () => {
    render({ [ENABLED]: { body: PROVIDERS }, [IDENTITIES]: { body: [CORP] } });
    const rows = await within(await section()).findAllByTestId('sso-identity');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Corp SSO');
    expect(rows[0]).toHaveTextContent('ann@corp.test · last used never');
    expect(screen.getByRole('button', { name: 'Link Staff login' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Link Corp SSO' })).not.toBeInTheDocument();
  });

  it('shows an identity whose provider is no longer offered, with when it was last used', async () => {
    render({ [ENABLED]: { body: [] }, [IDENTITIES]: { body: [STAFF] } });
    const row = await within(await section()).findByTestId('sso-identity');
    expect(row).toHaveTextContent('Staff login');
    expect(row).toHaveTextContent('— · last used this minute');
    expect(screen.queryByRole('button', { name: /^Link / })).not.toBeInTheDocument();
  });

  it('says so when none is linked', async () => {
    render({ [ENABLED]: { body: PROVIDERS }, [IDENTITIES]: { body: [] } });
    expect(
      await within(await section()).findByText('No sign-in provider is linked to your account.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Link Corp SSO' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link Staff login' })).toBeInTheDocument();
  });

  it('is not shown when no provider is offered and none is linked', async () => {
    fakeApi({ [ENABLED]: { body: [] }, [IDENTITIES]: { body: [] } });
    const queryClient = createQueryClient();
    renderAt('/settings', { '/settings': <SsoSection /> }, queryClient);
    // Both answers are in: what shows next is what the section shows with them.
    await waitFor(() =>
      expect(
        [['settings', 'sso-providers'], SSO_IDENTITIES_QUERY_KEY].map(
          (key) => queryClient.getQueryState(key)?.status,
        ),
      ).toEqual(['success', 'success']),
    );
    // The query cache tells its screens on a timer of its own.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('region', { name: 'Sign-in providers' })).not.toBeInTheDocument();
  });

  it('sends the browser to the provider the api names to link it', async () => {
    // jsdom moves only within the page: the fake provider's address is one in it.
    const atProvider = `${window.location.origin}/#sign-in-at-staff`;
    const calls = render({
      [ENABLED]: { body: PROVIDERS },
      [IDENTITIES]: { body: [CORP] },
      'POST /api/auth/sso/staff/link': { body: { url: atProvider } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Link Staff login' }));
    await waitFor(() => expect(window.location.href).toBe(atProvider));
    expect(made(calls).filter((call) => call.startsWith('POST'))).toEqual(['POST /api/auth/sso/staff/link']);
    expect(screen.getByRole('button', { name: 'Link Staff login' })).toBeDisabled();
  });

  it('says why a link could not start, and lets the person try again', async () => {
    render({
      [ENABLED]: { body: PROVIDERS },
      [IDENTITIES]: { body: [] },
      'POST /api/auth/sso/corp/link': {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: M.unavailable },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Link Corp SSO' }));
    expect(await screen.findByText(M.unavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link Corp SSO' })).toBeEnabled();
  });

  it('finishes a link on the way back from the provider, once, and lists it', async () => {
    const replies: Record<string, FakeReply> = {
      [ENABLED]: { body: PROVIDERS },
      [IDENTITIES]: { body: [] },
      [FINISH]: { body: CORP },
    };
    const calls = fakeApi(replies);
    // The api answers the finish once the list has shown: the identity is linked from then on.
    const answer = globalThis.fetch;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      if (`${init?.method ?? 'GET'} ${url}` === FINISH) await held;
      return answer(url, init);
    }) as typeof fetch;
    show('/settings?sso=the-one-time-code');
    expect(await screen.findByText('No sign-in provider is linked to your account.')).toBeVisible();
    replies[IDENTITIES] = { body: [CORP] };
    release();

    expect(await screen.findByText('Corp SSO is linked to your account.')).toBeInTheDocument();
    expect(bodyOf(calls, FINISH)).toEqual({ code: 'the-one-time-code' });
    expect(await screen.findByTestId('sso-identity')).toHaveTextContent('Corp SSO');
    expect(made(calls).filter((call) => call === IDENTITIES)).toHaveLength(2);
    expect(made(calls).filter((call) => call.startsWith('POST'))).toEqual([FINISH]);
  });

  it('says why a link could not be finished', async () => {
    render(
      {
        [ENABLED]: { body: PROVIDERS },
        [IDENTITIES]: { body: [] },
        [FINISH]: {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: M.linkedElsewhere },
        },
      },
      '/settings?sso=taken-code',
    );
    expect(await screen.findByText(M.linkedElsewhere)).toBeInTheDocument();
    expect(await screen.findByText('No sign-in provider is linked to your account.')).toBeInTheDocument();
  });

  it('unlinks an identity only after a confirmation', async () => {
    const replies: Record<string, FakeReply> = {
      [ENABLED]: { body: PROVIDERS },
      [IDENTITIES]: { body: [CORP] },
      'DELETE /api/auth/sso/identities/5': { status: 204 },
    };
    const calls = render(replies);
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink Corp SSO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink this sign-in provider?' });
    expect(dialog).toHaveTextContent('You will no longer sign in with Corp SSO.');
    expect(made(calls)).not.toContain('DELETE /api/auth/sso/identities/5');
    replies[IDENTITIES] = { body: [] };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Corp SSO is no longer linked.')).toBeInTheDocument();
    expect(made(calls)).toContain('DELETE /api/auth/sso/identities/5');
    expect(await screen.findByText('No sign-in provider is linked to your account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link Corp SSO' })).toBeInTheDocument();
  });

  it("keeps the account's last way to sign in, and says why", async () => {
    const calls = render({
      [ENABLED]: { body: PROVIDERS },
      [IDENTITIES]: { body: [CORP] },
      'DELETE /api/auth/sso/identities/5': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: M.lastWayToSignIn },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink Corp SSO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink this sign-in provider?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText(M.lastWayToSignIn)).toBeInTheDocument();
    expect(made(calls)).toContain('DELETE /api/auth/sso/identities/5');
    expect(screen.getByTestId('sso-identity')).toHaveTextContent('Corp SSO');
    expect(screen.queryByText('Corp SSO is no longer linked.')).not.toBeInTheDocument();
  });
});
