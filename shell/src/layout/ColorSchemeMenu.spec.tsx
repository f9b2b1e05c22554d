import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@qrpanel/web';
import { fakeApi, renderAt, sentBody, testUser } from '../testing/render';
import { ColorSchemeMenu, ColorSchemeSelect } from './ColorSchemeMenu';

const USER = testUser({ color_scheme: 'auto' });

const pageScheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

async function choose(label: string) {
  await userEvent.click(await screen.findByRole('button', { name: /^Color scheme:/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: label }));
}

describe('colour scheme menu', () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
  });

  it('switches the page before login and keeps the choice in this browser only', async () => {
    const calls = fakeApi({});
    renderAt('/login', { '/login': <ColorSchemeMenu /> });
    expect(
      await screen.findByRole('button', { name: 'Color scheme: Follow the system' }),
    ).toBeInTheDocument();
    await choose('Dark');
    expect(pageScheme()).toBe('dark');
    expect(await screen.findByRole('button', { name: 'Color scheme: Dark' })).toBeInTheDocument();
    expect(Object.values(localStorage).some((value) => value === 'dark')).toBe(true);
    expect(calls.mock.calls.some(([url]) => String(url).includes('/api/auth/profile'))).toBe(false);
  });

  it('saves a signed-in choice with the profile, name and email unchanged', async () => {
    setSession({ token: 'token', user: USER });
    const calls = fakeApi({ 'PUT /api/auth/profile': { body: { ...USER, color_scheme: 'light' } } });
    renderAt('/dashboard', { '/dashboard': <ColorSchemeMenu /> });
    await choose('Light');
    expect(pageScheme()).toBe('light');
    await waitFor(() =>
      expect(calls.mock.calls.some(([url]) => String(url).includes('/api/auth/profile'))).toBe(true),
    );
    const put = calls.mock.calls.findIndex(([url]) => String(url).includes('/api/auth/profile'));
    expect(sentBody(calls, put)).toEqual({ name: 'Ann', email: 'ann@x.test', color_scheme: 'light' });
  });

  it('keeps the page switched and says so when the profile cannot be saved', async () => {
    setSession({ token: 'token', user: USER });
    fakeApi({
      'PUT /api/auth/profile': { status: 503, body: { statusCode: 503, message: 'Down', error: 'x' } },
    });
    renderAt('/dashboard', { '/dashboard': <ColorSchemeMenu /> });
    await choose('Dark');
    expect(pageScheme()).toBe('dark');
    expect(await screen.findByText('Down')).toBeInTheDocument();
  });

  it('offers the same choice as a plain select on the sign-in screens', async () => {
    fakeApi({});
    renderAt('/login', { '/login': <ColorSchemeSelect /> });
    const select = screen.getByRole('combobox', { name: 'Color scheme' });
    expect(select).toHaveValue('auto');
    await userEvent.selectOptions(select, 'Dark');
    expect(pageScheme()).toBe('dark');
    expect(select).toHaveValue('dark');
  });
});
