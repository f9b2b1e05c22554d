import type { ErrorBody } from '@qrpanel/contracts';
import { i18n } from '../i18n/i18n';

/**
 * A failed call. `serverMessage` is the api's own text (shown as it is); `fields` lists
 * validation failures by field. Network failures have status 0 and no server message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(
      serverMessage ??
        (status ? i18n.t('web:errors.requestFailed', { status }) : i18n.t('web:errors.network')),
    );
    this.name = 'ApiError';
  }

  static fromBody(status: number, body: unknown): ApiError {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Partial<ErrorBody>;
    const message = Array.isArray(b.message) ? b.message.join(' ') : b.message;
    return new ApiError(status, typeof message === 'string' && message ? message : undefined, b.fields);
  }
}

/** The text a screen shows for a failure: the server's message when present, else its fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** The first validation message for each field, as forms show them. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages[0]]),
  );
}
