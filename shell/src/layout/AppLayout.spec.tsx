import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getSession, reloadSession, TOKEN_KEY, USER_KEY } from '@qrpanel/web';
import { fakeApi, renderAt, testUser } from '../testing/render';
import { AppLayout } from './AppLayout';

const FREE = testUser({ plan_name: 'Free Trial', subscription_plan_id: null });
const PAID = testUser({ plan_name: 'Pro', subscription_plan_id: 3 });

/** A page load with the session kept in this browser since sign-in. */
function loadWithStoredSession() {
  localStorage.setItem(TOKEN_KEY, 'token');
  localStorage.setItem(USER_KEY, JSON.stringify(FREE));
  reloadSession();
  renderAt('/dashboard', { '/dashboard': <AppLayout />, '/login': <h1>Sign in</h1> });
}

const upgradeLinks = () =>
  within(screen.getByRole('banner')).queryAllByRole('link', { name: 'Upgrade Plan' });

describe('the signed-in frame', () => {
  afterEach(() => act(() => clearSession()));

  it('reads the user from the api on load: a plan approved since sign-in drops Upgrade Plan', async () => {
    const calls = fakeApi({ 'GET /api/auth/me': { body: PAID } });
    loadWithStoredSession();
    expect(await screen.findByText('Welcome, Ann')).toBeInTheDocument();
    await waitFor(() => expect(upgradeLinks()).toHaveLength(0));
    expect(calls.mock.calls.map(([url]) => url)).toContain('/api/auth/me');
    expect(getSession()?.user).toMatchObject({ plan_name: 'Pro', subscription_plan_id: 3 });
    // Kept for the next load too.
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toMatchObject({ plan_name: 'Pro' });
  });

  it('keeps the stored user, and Upgrade Plan, when the api cannot answer', async () => {
    const calls = fakeApi({ 'GET /api/auth/me': { status: 500, body: { statusCode: 500 } } });
    loadWithStoredSession();
    expect(await screen.findByText('Welcome, Ann')).toBeInTheDocument();
    await waitFor(() => expect(calls.mock.calls.map(([url]) => url)).toContain('/api/auth/me'));
    expect(upgradeLinks()).not.toHaveLength(0);
    expect(getSession()?.user.plan_name).toBe('Free Trial');
  });

  it("meters the workspace's plan in the sidebar on every screen, with Upgrade Plan near a limit", async () => {
    fakeApi({
      'GET /api/auth/me': { body: FREE },
      'GET /api/qrcodes/stats/usage': {
        body: {
          plan_name: 'Free Trial',
          qr_codes: { used: 2, limit: 3 },
          scans_this_month: { used: 410, limit: 500 },
          features: { custom_logos: false, analytics: true },
        },
      },
    });
    loadWithStoredSession();
    const plan = within(await screen.findByRole('group', { name: 'Your plan: Free Trial' }));
    expect(plan.getByText('2 of 3')).toBeInTheDocument();
    expect(plan.getByText('410 of 500')).toBeInTheDocument();
    expect(plan.getByRole('progressbar', { name: 'Scans this month' })).toHaveAttribute(
      'aria-valuenow',
      '82',
    );
    expect(plan.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  });

  it('ends the session on the server when Logout is pressed, then here', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': { body: FREE },
      'DELETE /api/auth/sessions/current': { status: 204 },
    });
    loadWithStoredSession();
    const logout = await within(screen.getByRole('navigation')).findByRole('button', { name: 'Logout' });
    await userEvent.click(logout);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const ended = calls.mock.calls.find(([url]) => url === '/api/auth/sessions/current');
    expect(ended?.[1]).toMatchObject({ method: 'DELETE', headers: { Authorization: 'Bearer token' } });
    expect(getSession()).toBeNull();
  });
});
