import { navigateTo } from '../navigation';
import { clearSession, getSession } from '../session/session-store';
import { markApiAvailable, markApiUnavailable } from './api-availability';
import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as it is when FormData (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** 'blob' answers a file (an image, a CSV) as a Blob instead of parsed JSON. */
  responseType?: 'json' | 'blob';
}

let baseUrl = '/api';

/** Where the api lives; `/api` on the page's own origin unless told otherwise. */
export function configureApi(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl.replace(/\/+$/, '');
}

/** Screens a logged-out visitor uses: a 401 there is an answer to show, not a reason to move. */
const SIGNED_OUT_PATHS = ['/login', '/register', '/reset-password'];

/**
 * Calls the api with the session's bearer token and answers the parsed body. A failure
 * throws an ApiError with the server's message and fields. A 401 means the session is no
 * longer valid: it is cleared and the browser goes to /login (unless already on a sign-in
 * screen). A 403 is only an error for the screen to show (a plan limit, a role), never a logout.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, responseType = 'json' } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0);
  }
  if (response.status === 503) markApiUnavailable(response.headers.get('Retry-After'));
  else markApiAvailable();
  if (responseType === 'blob' && response.ok) return (await response.blob()) as T;
  const data = await readBody(response);
  if (response.status === 401) onUnauthorized();
  if (!response.ok) throw ApiError.fromBody(response.status, data);
  return data as T;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function onUnauthorized(): void {
  clearSession();
  if (!SIGNED_OUT_PATHS.includes(window.location.pathname)) navigateTo('/login', { replace: true });
}

/** Shorthands for the usual verbs. */
export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
  /** A file answer (image, CSV), fetched with the token like any call. */
  blob: (path: string) => apiRequest<Blob>(path, { responseType: 'blob' }),
};
