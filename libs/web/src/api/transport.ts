import { navigateTo } from '../navigation';
import { currentLanguage } from '../i18n/i18n';
import { clearSession, getSession } from '../session/session-store';
import { chosenWorkspaceId } from '../workspace/active-workspace';
import { markApiAvailable, markApiUnavailable } from './api-availability';
import { ApiError } from './api-error';

/**
 * A call as openapi-fetch describes it. The transport sends it with `fetch(url, init)`, so
 * the browser's Request class is never needed (jsdom, which runs the component tests, has
 * none) and the call leaves exactly as the api client always sent it.
 */
export class ApiCall {
  readonly method: string;
  readonly body: BodyInit | null;
  readonly signal: AbortSignal | null;

  constructor(
    readonly url: string,
    init: RequestInit = {},
  ) {
    this.method = init.method ?? 'GET';
    this.body = init.body ?? null;
    this.signal = init.signal ?? null;
  }
}

/** Screens a logged-out visitor uses: a 401 there is an answer to show, not a reason to move. */
const SIGNED_OUT_PATHS = ['/login', '/register', '/reset-password'];
/** A code's public page: a 401 there answers a wrong password, whoever is signed in. */
const PUBLIC_PAGE = '/qr-redirect/';

/**
 * Sends a call with the session's bearer token and the workspace chosen, and answers the
 * api's Response when it succeeded. A failure throws an ApiError with the server's message
 * and fields (a network failure has status 0). A 401 means the session is no longer valid:
 * it is cleared and the browser goes to /login (unless already on a sign-in screen). A 403
 * is only an error for the screen to show (a plan limit, a role), never a logout. A 503
 * starts the "service unavailable" state; any other answer ends it.
 */
export async function send(call: ApiCall): Promise<Response> {
  // The api answers its messages (and a reset mail) in the page's language.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const session = getSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  // The workspace the caller works in, named as docs/api.md (Workspaces) says the api reads it.
  const workspace = session && chosenWorkspaceId(session.user.id);
  if (workspace) headers['X-Workspace-Id'] = String(workspace);
  if (typeof call.body === 'string') headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers,
      body: call.body ?? undefined,
      signal: call.signal ?? undefined,
    });
  } catch (error) {
    if (call.signal?.aborted) throw error;
    throw new ApiError(0);
  }
  if (response.status === 503) markApiUnavailable(response.headers.get('Retry-After'));
  else markApiAvailable();
  if (response.ok) return response;
  const body = await readBody(response);
  if (response.status === 401 && !window.location.pathname.startsWith(PUBLIC_PAGE)) onUnauthorized();
  throw ApiError.fromBody(response.status, body);
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
