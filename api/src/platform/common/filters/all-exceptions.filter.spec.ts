import { ArgumentsHost, Logger, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { MESSAGES } from '@qrpanel/contracts';
import { I18nService } from '../../i18n/i18n.service';
import { RetryLaterException } from '../retry-later.exception';
import { fieldsError } from '../validation';
import { AllExceptionsFilter } from './all-exceptions.filter';

interface Sent {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, unknown>;
}

function run(exception: unknown, headers: Record<string, string> = {}): Sent {
  const sent: Sent = { status: 0, body: {}, headers: {} };
  const reply = {
    sent: false,
    header(name: string, value: unknown) {
      sent.headers[name] = value;
      return this;
    },
    hasHeader: (name: string) => name in sent.headers,
    status(code: number) {
      sent.status = code;
      return this;
    },
    send(body: Record<string, unknown>) {
      sent.body = body;
      return this;
    },
  };
  const host = {
    switchToHttp: () => ({
      getResponse: () => reply,
      getRequest: () => ({ id: 'req-42', method: 'GET', url: '/x', headers }),
    }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter(new I18nService()).catch(exception, host);
  return sent;
}

describe('AllExceptionsFilter', () => {
  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  it('answers an unknown error with a generic 500 and the request id, never the stack', () => {
    const { status, body } = run(new Error('secret table users is corrupt'));
    expect(status).toBe(500);
    expect(body).toEqual({
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again later.',
      error: 'Internal Server Error',
      requestId: 'req-42',
    });
    expect(JSON.stringify(body)).not.toContain('corrupt');
  });

  it('keeps the status and message of an HTTP exception', () => {
    expect(run(new NotFoundException('QR code not found.'))).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'QR code not found.', error: 'Not Found' },
      headers: {},
    });
  });

  it.each([
    [
      'MariaDB refusing connections',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['a dropped connection', Object.assign(new Error('Connection lost'), { fatal: true })],
    [
      'SQLite locked past its busy timeout',
      new QueryFailedError(
        'INSERT',
        [],
        Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
      ),
    ],
  ])('answers 503 with Retry-After for %s', (_, exception) => {
    expect(run(exception)).toEqual({
      status: 503,
      body: {
        statusCode: 503,
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        error: 'Service Unavailable',
      },
      headers: { 'Retry-After': 5 },
    });
  });

  it('answers a 503 that knows its wait with that Retry-After, and the default without one', () => {
    expect(run(new RetryLaterException('Too busy.', 12))).toEqual({
      status: 503,
      body: { statusCode: 503, message: 'Too busy.', error: 'Service Unavailable' },
      headers: { 'Retry-After': 12 },
    });
    expect(run(new RetryLaterException('Too busy.')).headers).toEqual({ 'Retry-After': 5 });
  });

  it('keeps a failing query that is not an outage a 500', () => {
    const wrong = new QueryFailedError(
      'SELECT',
      [],
      Object.assign(new Error('no such table'), { code: 'SQLITE_ERROR' }),
    );
    expect(run(wrong).status).toBe(500);
  });

  it('passes on client errors raised by the HTTP layer', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(run(tooLarge).body).toEqual({
      statusCode: 413,
      message: 'Request body is too large',
      error: 'Payload Too Large',
    });
  });

  it("answers in the request's language, the field messages too", () => {
    const invalid = fieldsError({ email: ['email must be a valid email address'] });
    expect(run(invalid, { 'accept-language': 'de-AT,de;q=0.9' }).body).toEqual({
      statusCode: 400,
      message: ['email muss eine gültige E-Mail-Adresse sein'],
      error: 'Bad Request',
      fields: { email: ['email muss eine gültige E-Mail-Adresse sein'] },
    });
    expect(run(new Error('boom'), { 'accept-language': 'es' }).body.message).toBe(
      'Algo ha fallado por nuestra parte. Vuelve a intentarlo más tarde.',
    );
    expect(run(new Error('boom'), { 'accept-language': 'fr' }).body.message).toBe(MESSAGES.internalError);
  });
});
