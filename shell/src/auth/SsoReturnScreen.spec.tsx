import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@qrpanel/web';
import { SSO_MESSAGES as M } from '@qrpanel/contracts';
import type { ReactElement } from 'react';
import { fakeApi, renderAt, sentBody, testUser, type FakeReply } from '../testing/render';
import { NavigatorBridge } from '../app/NavigatorBridge';
import { LoginScreen } from './LoginScreen';
import { SsoReturnScreen } from './SsoReturnScreen';

// In StrictMode, as src/bootstrap.tsx mounts the app: effects run twice in development.
configure({ reactStrictMode: true });

const EXCHANGE = 'POST /api/auth/sso/exchange';
const VERIFY = 'POST /api/auth/2fa/verify';

const routed = (screen: ReactElement) => (
  <>
    <NavigatorBridge />
    {screen}
  </>
);

/** The browser back from the provider at /login/sso with its one-time code; the calls made. */
function arrive(replies: Record<string, FakeReply>) {
  const calls = fakeApi(replies);
  const path = '/login/sso?code=one-time-code';
  window.history.replaceState({}, '', path);
  renderAt(path, {
    '/login/sso': routed(<SsoReturnScreen />),
    '/login': routed(<LoginScreen />),
    '/dashboard': <h1>Dashboard</h1>,
    '/settings': <h1>Settings</h1>,
  });
  return calls;
}

/** Each call made, as "METHOD path". */
const made = (calls: jest.Mock) =>
  (calls.mock.calls as [string, RequestInit | undefined][]).map(
    ([url, init]) => `${init?.method ?? 'GET'} ${url}`,
  );
const bodyOf = (calls: jest.Mock, call: string) => sentBody(calls, made(calls).indexOf(call));

const refusal = (status: number, message?: string): FakeReply => ({
  status,
  body: { statusCode: status, ...(message ? { message } : {}) },
});

describe('back from a sign-in provider', () => {
  afterEach(() => {
    cleanup(); // unmounted first: clearing the toasts of a mounted page updates it outside act
    notifications.clean();
    notifications.cleanQueue();
  });

  it('says it is finishing the sign-in while the code is exchanged', async () => {
    const calls = arrive({});
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Finishing your sign-in...')).toBeInTheDocument();
    // Refused (the fake answers nothing else), it goes back to the login screen.
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(made(calls)).toContain(EXCHANGE);
  });

  it('exchanges the code, once, and signs in to the dashboard', async () => {
    const calls = arrive({ [EXCHANGE]: { body: { token: 'sso-token', user: testUser() } } });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(localStorage.getItem('qrpanel.token')).toBe('sso-token');
    expect(made(calls).filter((call) => call === EXCHANGE)).toHaveLength(1);
    expect(bodyOf(calls, EXCHANGE)).toEqual({ code: 'one-time-code' });
  });

  it('asks for the second step when two-factor sign-in is on, then signs in', async () => {
    const calls = arrive({
      [EXCHANGE]: { body: { mfa_required: true, mfa_token: 'a.b.c' } },
      [VERIFY]: { body: { token: 'after-2fa', user: testUser() } },
    });
    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    expect(localStorage.getItem('qrpanel.token')).toBeNull();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(bodyOf(calls, VERIFY)).toEqual({ mfa_token: 'a.b.c', code: '123456' });
    expect(localStorage.getItem('qrpanel.token')).toBe('after-2fa');
  });

  it('sends an administrator who must set up two-factor sign-in to their settings', async () => {
    arrive({
      [EXCHANGE]: {
        body: { token: 'admin-token', user: testUser({ role: 'admin' }), mfa_enrollment_required: true },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Signed in. Two-factor authentication is required for your account: set it up below.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['a full workspace', refusal(403, M.workspaceFull), M.workspaceFull],
    ['an email no account has', refusal(401, M.noAccount), M.noAccount],
    ['a used code', refusal(400, M.stateInvalid), M.stateInvalid],
    ['a failure without a reason', refusal(500), 'Signing in with the provider did not work.'],
  ])('goes back to the login screen saying why, for %s', async (_case, reply, shown) => {
    const calls = arrive({ [EXCHANGE]: reply });
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('qrpanel.token')).toBeNull();
    expect(made(calls).filter((call) => call === EXCHANGE)).toHaveLength(1);
  });
});
