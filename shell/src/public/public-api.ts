import type { ErrorBody, RedirectResult } from '@qrpanel/contracts';
import { currentLanguage } from '@qrpanel/web/dist/i18n/i18n';
import type { CodeAddress } from './redirect-result';

/** A call the api refused: its own message (in the page's language), or none. */
export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The two calls of the public page, with fetch alone: the page carries no api client and
 * no session (a signed-in visitor's token is never sent from here).
 */
async function call(path: string, init: RequestInit = {}): Promise<RedirectResult> {
  const response = await fetch(path, {
    ...init,
    headers: {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  const body = (await response.json().catch(() => ({}))) as unknown;
  if (response.ok) return body as RedirectResult;
  const message = (body as Partial<ErrorBody>).message;
  throw new PublicApiError(
    response.status,
    Array.isArray(message) ? message.join(' ') : (message ?? response.statusText),
  );
}

/** The api's address of the code: by uuid, or by short key. */
const pathOf = (code: CodeAddress) =>
  'uuid' in code
    ? `/api/qrcodes/redirect/${encodeURIComponent(code.uuid)}`
    : `/api/qrcodes/short/${encodeURIComponent(code.key)}`;

export function readCode(code: CodeAddress): Promise<RedirectResult> {
  return call(pathOf(code));
}

export function unlockCode(code: CodeAddress, password: string): Promise<RedirectResult> {
  return call(`${pathOf(code)}/unlock`, {
    method: 'POST',
    body: JSON.stringify({ password }),
  });
}
