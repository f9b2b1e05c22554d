import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { ErrorBody, ProblemDetails } from '@qrpanel/contracts';
import { I18nService, requestLanguage } from '../i18n/i18n.service';

export const PROBLEM_JSON = 'application/problem+json';

/** The one error body of the api as an RFC 9457 problem; `translate` gives the title in the request's language. */
export function toProblem(
  body: ErrorBody,
  instance?: string,
  translate: (text: string) => string = (text) => text,
): ProblemDetails {
  const detail = Array.isArray(body.message) ? body.message.join(' ') : body.message;
  return {
    type: 'about:blank',
    title: translate(STATUS_CODES[body.statusCode] ?? body.error),
    status: body.statusCode,
    detail,
    ...(body.fields ? { errors: body.fields } : {}),
    ...(instance ? { instance } : {}),
    ...(body.requestId ? { request_id: body.requestId } : {}),
  };
}

/**
 * An onSend hook: under `prefix`, every error answer (whoever raised it: a guard, the
 * validation pipe, Fastify's body parser, an unknown route) leaves as application/problem+json,
 * its title, detail and errors in the request's language.
 */
export function problemDetailsUnder(prefix: string, i18n: I18nService) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (reply.statusCode < 400 || !request.url.startsWith(prefix) || typeof payload !== 'string')
      return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    let body: ErrorBody;
    try {
      body = JSON.parse(payload) as ErrorBody;
    } catch {
      return payload;
    }
    if (typeof body?.statusCode !== 'number') return payload;
    void reply.header('content-type', `${PROBLEM_JSON}; charset=utf-8`);
    const language = requestLanguage(request.headers);
    const translated = i18n.translateBody(body, language);
    const problem = toProblem(translated, request.url.split('?')[0], (text) =>
      i18n.translate(text, language),
    );
    return JSON.stringify(problem);
  };
}
