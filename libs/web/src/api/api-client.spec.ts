import type { QrCodePayload, UserDto } from '@qrpanel/contracts';
import { fakeFetch } from '../../testing/fake-fetch';
import { setNavigator } from '../navigation';
import { getSession, reloadSession, setSession, TOKEN_KEY } from '../session/session-store';
import { chooseWorkspace } from '../workspace/active-workspace';
import { api, dataOf } from './api-client';
import { ApiError, errorMessage, fieldErrors } from './api-error';

const user: UserDto = {
  id: 1,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'user',
  plan_name: 'Free Trial',
  subscription_plan_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  time_zone: 'UTC',
  color_scheme: 'auto',
  language: null,
};

const menuCode: QrCodePayload = {
  label: 'Menu',
  type: 'url',
  generation_type: 'dynamic',
  data: 'https://example.com',
  size: 300,
  foregroundColor: '#000000',
  backgroundColor: '#ffffff',
  frameId: 'none',
};

describe('api client', () => {
  const navigate = jest.fn();

  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
    setSession({ token: 'tok-abc', user });
    window.history.replaceState({}, '', '/my-qrcodes');
  });

  afterEach(() => {
    setNavigator(null);
    reloadSession();
  });

  it('sends the bearer token and a JSON body, and answers the parsed body', async () => {
    const fetchMock = fakeFetch(200, { id: 5 });
    const call = api.POST('/api/contact', { body: { subject: 'Hi', message: 'Hello' } });
    await expect(dataOf(call)).resolves.toEqual({ id: 5 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"subject":"Hi","message":"Hello"}');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok-abc',
      'Content-Type': 'application/json',
    });
  });

  it('sends no Authorization header without a session', async () => {
    localStorage.clear();
    reloadSession();
    const fetchMock = fakeFetch(200, []);
    await api.GET('/api/plans');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('names the workspace chosen in this browser, once one is', async () => {
    const fetchMock = fakeFetch(200, []);
    await api.GET('/api/workspaces');
    expect(fetchMock.mock.calls[0][1]?.headers).not.toHaveProperty('X-Workspace-Id');
    chooseWorkspace(user.id, 42);
    await api.GET('/api/workspaces');
    expect(fetchMock.mock.calls[1][1]?.headers).toMatchObject({ 'X-Workspace-Id': '42' });
    // Another person signed in in this browser works in their own.
    setSession({ token: 'tok-other', user: { ...user, id: 2 } });
    await api.GET('/api/workspaces');
    expect(fetchMock.mock.calls[2][1]?.headers).not.toHaveProperty('X-Workspace-Id');
  });

  it('on 401 clears the session and goes to /login', async () => {
    fakeFetch(401, { statusCode: 401, message: 'Your session has expired.', error: 'Unauthorized' });
    await expect(api.GET('/api/qrcodes/my')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('on 401 while already on /login stays there and keeps the message for the screen', async () => {
    window.history.replaceState({}, '', '/login');
    fakeFetch(401, { statusCode: 401, message: 'Invalid email or password.', error: 'Unauthorized' });
    const error = (await api
      .POST('/api/auth/login', { body: { email: 'grace@example.com', password: 'wrong' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('Invalid email or password.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("on 401 from a protected code's page keeps the session and the page: it was a wrong password", async () => {
    window.history.replaceState({}, '', '/qr-redirect/Xq3vB1nR0cT8yWmZ2aK5dQ');
    const before = getSession();
    fakeFetch(401, { statusCode: 401, message: 'Incorrect password.', error: 'Unauthorized' });
    const error = (await api
      .POST('/api/qrcodes/redirect/{uuid}/unlock', {
        params: { path: { uuid: 'Xq3vB1nR0cT8yWmZ2aK5dQ' } },
        body: { password: 'wrong' },
      })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('Incorrect password.');
    expect(getSession()).toEqual(before);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 403 keeps the session: a plan limit is an error to show, not a logout', async () => {
    fakeFetch(403, {
      statusCode: 403,
      message: 'You have reached the maximum number of QR codes allowed on your current plan.',
      error: 'Forbidden',
    });
    const error = (await api.POST('/api/qrcodes', { body: menuCode }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.message).toBe(
      'You have reached the maximum number of QR codes allowed on your current plan.',
    );
    expect(getSession()?.token).toBe('tok-abc');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("carries the server's message and fields", async () => {
    fakeFetch(400, {
      statusCode: 400,
      message: ['email must be a valid email address'],
      error: 'Bad Request',
      fields: { email: ['email must be a valid email address'] },
    });
    const error = await api
      .PUT('/api/auth/profile', { body: { name: 'Grace', email: 'x' } })
      .catch((e: unknown) => e);
    expect(errorMessage(error, 'Failed to update profile.')).toBe('email must be a valid email address');
    expect(fieldErrors(error)).toEqual({ email: 'email must be a valid email address' });
  });

  it('falls back to the screen text when the server says nothing or cannot be reached', async () => {
    fakeFetch(500);
    const silent = await api.GET('/api/qrcodes/stats/dashboard').catch((e: unknown) => e);
    expect(errorMessage(silent, 'Failed to load dashboard stats.')).toBe('Failed to load dashboard stats.');

    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline = (await api.GET('/api/settings').catch((e: unknown) => e)) as ApiError;
    expect(offline.status).toBe(0);
    expect(errorMessage(offline, 'Failed to load settings.')).toBe('Failed to load settings.');
    expect(getSession()).not.toBeNull();
  });

  it('answers undefined for an empty body (204)', async () => {
    fakeFetch(204);
    await expect(
      dataOf(api.DELETE('/api/qrcodes/{id}', { params: { path: { id: 3 } } })),
    ).resolves.toBeUndefined();
  });

  it('answers a file as a Blob, with the token, and a failed one as an ApiError', async () => {
    const fetchMock = jest.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve({
        ok: true,
        status: 200,
        headers: new Headers(),
        blob: () => Promise.resolve(new Blob(['a,b'], { type: 'text/csv' })),
      } as Response),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const file = await dataOf(api.GET('/api/qrcodes/analytics/export.csv', { parseAs: 'blob' }));
    expect(file.type).toBe('text/csv');
    expect(fetchMock.mock.calls[0][1]?.headers).toMatchObject({ Authorization: 'Bearer tok-abc' });

    fakeFetch(403, { statusCode: 403, message: 'Analytics are not included.', error: 'Forbidden' });
    await expect(api.GET('/api/qrcodes/analytics/export.csv', { parseAs: 'blob' })).rejects.toMatchObject({
      status: 403,
      serverMessage: 'Analytics are not included.',
    });
  });
});
