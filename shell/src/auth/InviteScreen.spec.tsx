import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chosenWorkspaceId, clearSession, setSession, WORKSPACE_KEY_PREFIX } from '@qrpanel/web';
import { fakeApi, renderAt, sentBody, testUser } from '../testing/render';
import { InviteScreen } from './InviteScreen';
import { LoginScreen } from './LoginScreen';

const TOKEN = 'tok-123';
const routes = {
  '/invite/:token': <InviteScreen />,
  '/login': <LoginScreen />,
  '/register': <LoginScreen />,
  '/dashboard': <h1>Dashboard</h1>,
};
const pending = {
  workspace_name: 'Marketing',
  inviter_name: 'Olga',
  email: 'ann@x.test',
  role: 'editor',
  status: 'pending',
};

describe('the invitation page', () => {
  afterEach(() => clearSession());

  it('says who invited whom to what, and joins when signed in as the invited address', async () => {
    setSession({ token: 't', user: testUser({ email: 'Ann@X.test' }) });
    const calls = fakeApi({
      [`GET /api/invitations/${TOKEN}`]: { body: pending },
      [`POST /api/invitations/${TOKEN}/accept`]: {
        body: {
          id: 7,
          name: 'Marketing',
          role: 'editor',
          members: 2,
          created_at: '2026-11-28T10:00:00.000Z',
        },
      },
    });
    renderAt(`/invite/${TOKEN}`, routes);
    expect(await screen.findByText('Olga invited you to Marketing as an editor.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls.mock.calls.some(([url]) => String(url).endsWith(`/api/invitations/${TOKEN}/accept`))).toBe(
      true,
    );
    // The workspace joined is the one worked in from now on.
    expect(chosenWorkspaceId(1)).toBe(7);
    expect(localStorage.getItem(`${WORKSPACE_KEY_PREFIX}1`)).toBe('7');
  });

  it('lets someone signed out make an account with the invited address, joined at once', async () => {
    const calls = fakeApi({
      [`GET /api/invitations/${TOKEN}`]: { body: pending },
      [`POST /api/invitations/${TOKEN}/register`]: {
        status: 201,
        body: {
          token: 'new',
          user: testUser({ id: 9, email: 'ann@x.test' }),
          workspace: {
            id: 7,
            name: 'Marketing',
            role: 'editor',
            members: 2,
            created_at: '2026-11-28T10:00:00.000Z',
          },
        },
      },
    });
    renderAt(`/invite/${TOKEN}`, routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ann@x.test');
    expect(email).toHaveAttribute('readonly');
    await userEvent.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ann');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Password-1');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('You joined Marketing.')).toBeInTheDocument();
    // One call made the account and joined, whether registration is open or not.
    const sent = calls.mock.calls.findIndex(([url]) =>
      String(url).endsWith(`/api/invitations/${TOKEN}/register`),
    );
    expect(sentBody(calls, sent)).toEqual({ name: 'Ann', password: 'Password-1' });
    expect(calls.mock.calls.some(([url]) => String(url).endsWith('/api/auth/register'))).toBe(false);
    expect(chosenWorkspaceId(9)).toBe(7);
  });

  it('tells someone signed in with another address to sign in with the invited one', async () => {
    setSession({ token: 't', user: testUser({ email: 'bob@x.test' }) });
    fakeApi({ [`GET /api/invitations/${TOKEN}`]: { body: pending } });
    renderAt(`/invite/${TOKEN}`, routes);
    expect(
      await screen.findByText(
        'This invitation is for ann@x.test, and you are signed in as bob@x.test. Sign out, then sign in with the invited address.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it.each([
    ['accepted', 'This invitation has already been used.'],
    ['revoked', 'This invitation has been withdrawn.'],
    ['expired', 'This invitation has expired: ask for a new one.'],
  ])('says plainly when an invitation is %s, offering nothing to click', async (status, text) => {
    fakeApi({ [`GET /api/invitations/${TOKEN}`]: { body: { ...pending, status } } });
    renderAt(`/invite/${TOKEN}`, routes);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /invitation|Sign in|account/ })).not.toBeInTheDocument();
  });

  it("shows the server's message for a link that is not one", async () => {
    fakeApi({
      [`GET /api/invitations/${TOKEN}`]: {
        status: 404,
        body: { statusCode: 404, message: 'Invitation not found.', error: 'Not Found' },
      },
    });
    renderAt(`/invite/${TOKEN}`, routes);
    expect(await screen.findByText('Invitation not found.')).toBeInTheDocument();
  });
});
