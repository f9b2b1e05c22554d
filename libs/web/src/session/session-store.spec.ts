import type { UserDto } from '@qrpanel/contracts';
import {
  clearSession,
  getSession,
  reloadSession,
  setSession,
  subscribeSession,
  TOKEN_KEY,
  updateSessionUser,
  USER_KEY,
} from './session-store';

const user: UserDto = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'user',
  plan_name: 'Free Trial',
  subscription_plan_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  time_zone: 'UTC',
  color_scheme: 'auto',
  language: null,
};

describe('session store', () => {
  afterEach(() => reloadSession());

  it('restores the token and user kept in local storage', () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    reloadSession();
    expect(getSession()).toEqual({ token: 'tok-1', user });
  });

  it('clears a stored user that does not parse', () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    localStorage.setItem(USER_KEY, '{not json');
    reloadSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('clears a half session (a token without a user, or a user without its fields)', () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    reloadSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    localStorage.setItem(TOKEN_KEY, 'tok-1');
    localStorage.setItem(USER_KEY, JSON.stringify({ name: 'no id' }));
    reloadSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('keeps a new session in storage and tells subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeSession(listener);
    setSession({ token: 'tok-2', user });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '')).toEqual(user);
    expect(listener).toHaveBeenCalledTimes(1);

    updateSessionUser({ ...user, name: 'Ada King' });
    expect(getSession()?.user.name).toBe('Ada King');
    expect(getSession()?.token).toBe('tok-2');

    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('follows a logout made in another tab', () => {
    setSession({ token: 'tok-3', user });
    const listener = jest.fn();
    const unsubscribe = subscribeSession(listener);
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    expect(getSession()).toBeNull();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
