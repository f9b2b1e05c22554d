import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY, setLanguage } from '@qrpanel/web';
import { fakeApi, renderAt, testUser } from '../testing/render';
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
