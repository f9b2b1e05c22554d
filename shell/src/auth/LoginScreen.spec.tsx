import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '../testing/render';
import { LoginScreen } from './LoginScreen';

const routes = { '/login': <LoginScreen />, '/register': <LoginScreen />, '/dashboard': <h1>Dashboard</h1> };

describe('login screen', () => {
  it('refuses mismatched passwords on register without calling the api', async () => {
    const calls = fakeApi({});
    renderAt('/register', routes);
    await userEvent.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ann');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@x.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Password-1');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(calls.mock.calls.filter(([url]) => String(url).includes('/auth/register'))).toHaveLength(0);
  });

  it("shows the server's message for a failed login, and clears it on a mode switch", async () => {
    fakeApi({
      'POST /api/auth/login': {
        status: 401,
        body: { statusCode: 401, message: 'Invalid email or password.', error: 'Unauthorized' },
      },
    });
    window.history.replaceState({}, '', '/login');
    renderAt('/login', routes);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'x@x.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'nope-nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('signs in and goes to the dashboard', async () => {
    const user = {
      id: 1,
      name: 'Ann',
      email: 'ann@x.test',
      role: 'user',
      plan_name: 'Free Trial',
      subscription_plan_id: null,
      created_at: '',
    };
    fakeApi({ 'POST /api/auth/login': { body: { token: 'tok', user } } });
    renderAt('/login', routes);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@x.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('qrpanel.token')).toBe('tok');
  });
});
