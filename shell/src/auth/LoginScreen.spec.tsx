import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY, setLanguage } from '@qrpanel/web';
import { TWO_FACTOR_MESSAGES } from '@qrpanel/contracts';
import { fakeApi, renderAt, sentBody, testUser } from '../testing/render';
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
    const user = testUser();
    fakeApi({ 'POST /api/auth/login': { body: { token: 'tok', user } } });
    renderAt('/login', routes);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@x.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('qrpanel.token')).toBe('tok');
  });

  describe('with two-factor sign-in', () => {
    const challenge = { mfa_required: true, mfa_token: 'a.b.c' };
    const verifyCall = (calls: jest.Mock) =>
      calls.mock.calls.findIndex(([url]) => String(url).includes('/auth/2fa/verify'));

    async function signInWithPassword() {
      // A refused second step is a 401: the api client leaves the sign-in page where it is.
      window.history.replaceState({}, '', '/login');
      renderAt('/login', routes);
      await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@x.test');
      await userEvent.type(screen.getByLabelText(/^Password/), 'Password-1');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    }

    it('asks for the code after the password, then signs in', async () => {
      const calls = fakeApi({
        'POST /api/auth/login': { body: challenge },
        'POST /api/auth/2fa/verify': { body: { token: 'tok2', user: testUser() } },
      });
      await signInWithPassword();
      const code = await screen.findByRole('textbox', { name: 'Authentication code' });
      expect(localStorage.getItem('qrpanel.token')).not.toBe('tok2');
      await userEvent.type(code, '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(sentBody(calls, verifyCall(calls))).toEqual({ mfa_token: 'a.b.c', code: '123456' });
      expect(localStorage.getItem('qrpanel.token')).toBe('tok2');
    });

    it('takes a recovery code instead, and shows why a code is refused', async () => {
      const calls = fakeApi({
        'POST /api/auth/login': { body: challenge },
        'POST /api/auth/2fa/verify': {
          status: 401,
          body: { statusCode: 401, message: TWO_FACTOR_MESSAGES.recoveryCodeWrong, error: 'Unauthorized' },
        },
      });
      await signInWithPassword();
      await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'abcde-fghij');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.recoveryCodeWrong);
      expect(sentBody(calls, verifyCall(calls))).toEqual({
        mfa_token: 'a.b.c',
        recovery_code: 'abcde-fghij',
      });
      await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    });
  });

  describe('in another language', () => {
    afterEach(() => act(() => setLanguage('en')));

    it('speaks Spanish once chosen beside the colour scheme, and keeps the choice in this browser', async () => {
      fakeApi({});
      renderAt('/login', routes);
      const language = screen.getByRole('combobox', { name: 'Language' });
      expect(language).toHaveValue('en');
      await userEvent.selectOptions(language, 'Español');
      expect(await screen.findByRole('heading', { name: 'Hola de nuevo' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    });

    it("signs in in the profile's language", async () => {
      const user = testUser({ language: 'de' });
      fakeApi({ 'POST /api/auth/login': { body: { token: 'tok', user } } });
      renderAt('/login', routes);
      await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@x.test');
      await userEvent.type(screen.getByLabelText(/^Password/), 'Password-1');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Erfolgreich angemeldet!')).toBeInTheDocument();
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    });
  });
});
