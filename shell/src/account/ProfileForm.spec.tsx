import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '@qrpanel/contracts';
import { currentLanguage, LANGUAGE_STORAGE_KEY, setLanguage } from '@qrpanel/web';
import { fakeApi, renderAt, sentBody, testUser } from '../testing/render';
import { ProfileForm } from './ProfileForm';

const USER = testUser();

const profilePut = (calls: jest.Mock) =>
  calls.mock.calls.findIndex(([url]) => String(url).includes('/api/auth/profile'));

describe('profile form', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('saves the time zone analytics read hours in, with name and email', async () => {
    const calls = fakeApi({ 'PUT /api/auth/profile': { body: { ...USER, time_zone: 'Asia/Tokyo' } } });
    renderAt('/settings', { '/settings': <ProfileForm user={USER} /> });
    const zone = screen.getByRole('combobox', { name: /^Time Zone/ });
    expect(zone).toHaveValue('UTC');
    await userEvent.selectOptions(zone, 'Asia/Tokyo');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(/Profile updated/i)).toBeInTheDocument();
    expect(sentBody(calls, profilePut(calls))).toEqual({
      name: 'Ann',
      email: 'ann@x.test',
      time_zone: 'Asia/Tokyo',
      language: null,
    });
    expect(screen.getByRole('combobox', { name: /^Time Zone/ })).toHaveValue('Asia/Tokyo');
  });

  it('saves the language with the profile, and the page speaks it from then on', async () => {
    const calls = fakeApi({ 'PUT /api/auth/profile': { body: { ...USER, language: 'de' } } });
    renderAt('/settings', { '/settings': <ProfileForm user={USER} /> });
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Browser default' })).toBeInTheDocument();
    await userEvent.selectOptions(language, 'Deutsch');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profil erfolgreich aktualisiert!')).toBeInTheDocument();
    expect(sentBody(calls, profilePut(calls))).toEqual({
      name: 'Ann',
      email: 'ann@x.test',
      time_zone: 'UTC',
      language: 'de',
    });
    expect(screen.getByRole('button', { name: 'Profil speichern' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it("goes back to the browser's language when the profile's is taken back", async () => {
    const german: UserDto = { ...USER, language: 'de' };
    await setLanguage('de');
    const calls = fakeApi({ 'PUT /api/auth/profile': { body: { ...USER, language: null } } });
    renderAt('/settings', { '/settings': <ProfileForm user={german} /> });
    const language = await screen.findByRole('combobox', { name: 'Sprache' });
    expect(language).toHaveValue('de');
    await userEvent.selectOptions(language, 'Wie im Browser');
    await userEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    // jsdom's browser speaks en-US.
    expect(await screen.findByRole('button', { name: 'Save Profile' })).toBeInTheDocument();
    expect((sentBody(calls, profilePut(calls)) as { language: unknown }).language).toBeNull();
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
