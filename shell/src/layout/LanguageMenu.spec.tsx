import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, currentLanguage, getSession, setLanguage, setSession } from '@qrpanel/web';
import { fakeApi, renderAt, sentBody, testUser } from '../testing/render';
import { AppLayout } from './AppLayout';
import { LanguageMenu } from './LanguageMenu';

const USER = testUser({ language: null });

/** The indexes of the calls made to the profile. */
const profileCalls = (calls: jest.Mock): number[] =>
  calls.mock.calls.flatMap(([url], index) => (String(url).includes('/api/auth/profile') ? [index] : []));

describe('language menu', () => {
  afterEach(() =>
    act(async () => {
      clearSession();
      await setLanguage('en');
    }),
  );

  it("speaks the profile's language to a signed-in user, in the header too", async () => {
    setSession({ token: 'token', user: { ...USER, language: 'de' } });
    fakeApi({});
    renderAt('/dashboard', { '/dashboard': <AppLayout />, '/login': <h1>Sign in</h1> });
    expect(await screen.findByText('Willkommen, Ann')).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(header.getAllByRole('link', { name: 'Tarif upgraden' })).not.toHaveLength(0);
    expect(await header.findByRole('button', { name: 'Sprache: Deutsch' })).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Farbschema: Wie im System' })).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Kontomenü' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('switches the page and saves a signed-in choice with the profile, name and email unchanged', async () => {
    setSession({ token: 'token', user: USER });
    const calls = fakeApi({ 'PUT /api/auth/profile': { body: { ...USER, language: 'es' } } });
    renderAt('/dashboard', { '/dashboard': <LanguageMenu /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
    expect(await screen.findByRole('button', { name: 'Idioma: Español' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('es');
    await waitFor(() => expect(profileCalls(calls)).toHaveLength(1));
    expect(sentBody(calls, profileCalls(calls)[0])).toEqual({
      name: 'Ann',
      email: 'ann@x.test',
      language: 'es',
    });
    await waitFor(() => expect(getSession()?.user.language).toBe('es'));
  });

  it('keeps a choice made before login in this browser only', async () => {
    const calls = fakeApi({});
    renderAt('/login', { '/login': <LanguageMenu /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('button', { name: 'Sprache: Deutsch' })).toBeInTheDocument();
    expect(profileCalls(calls)).toHaveLength(0);
  });
});
