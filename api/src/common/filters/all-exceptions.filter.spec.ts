import { ArgumentsHost, Logger, NotFoundException } from '@nestjs/common';
import { AllExceptionsFilter } from './all-exceptions.filter';

function run(exception: unknown): { status: number; body: Record<string, unknown> } {
  const sent: { status: number; body: Record<string, unknown> } = { status: 0, body: {} };
  const reply = {
    sent: false,
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
      getRequest: () => ({ id: 'req-42', method: 'GET', url: '/x' }),
    }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

describe('AllExceptionsFilter', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));

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
    });
  });

  it('passes on client errors raised by the HTTP layer', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(run(tooLarge).body).toEqual({
      statusCode: 413,
      message: 'Request body is too large',
      error: 'Payload Too Large',
    });
  });
});
