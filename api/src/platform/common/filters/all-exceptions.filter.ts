import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { MESSAGES, type ErrorBody } from '@qrpanel/contracts';
import { isDatabaseUnavailable } from '../../database/database-unavailable';
import { I18nService, requestLanguage } from '../../i18n/i18n.service';
import { RetryLaterException } from '../retry-later.exception';
import { TooManyRequestsException } from '../too-many-requests';

/** What a 503 asks the client to wait before trying again, unless it says: the pool reconnects by then. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Every failure answers one body: { statusCode, message, error }. An unreachable database is
 * a 503 with Retry-After (the client keeps its session and tries again). Unknown errors
 * become a 500 with a generic message and the request id; the stack goes to the log only.
 * The messages go out in the request's language (Accept-Language).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly i18n: I18nService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const body = this.i18n.translateBody(this.toBody(exception, request), requestLanguage(request.headers));
    if (reply.sent) return;
    const seconds =
      exception instanceof RetryLaterException || exception instanceof TooManyRequestsException
        ? exception.retryAfterSeconds
        : undefined;
    if (seconds !== undefined) void reply.header('Retry-After', seconds);
    // A 503 that knows its own wait (a busy queue) may have said it on the reply already.
    else if (body.statusCode === Number(HttpStatus.SERVICE_UNAVAILABLE) && !reply.hasHeader('retry-after'))
      void reply.header('Retry-After', RETRY_AFTER_SECONDS);
    void reply.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): ErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const error = STATUS_CODES[statusCode] ?? 'Error';
      if (typeof response === 'string') return { statusCode, message: response, error };
      const r = response as Partial<ErrorBody>;
      return {
        statusCode,
        message: r.message ?? exception.message,
        error: typeof r.error === 'string' ? r.error : error,
        ...(r.fields ? { fields: r.fields } : {}),
      };
    }
    // Errors raised by Fastify itself (body too large, bad JSON, unsupported media type).
    const fastifyStatus = (exception as { statusCode?: unknown })?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      return {
        statusCode: fastifyStatus,
        message: (exception as Error).message,
        error: STATUS_CODES[fastifyStatus] ?? 'Error',
      };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(
        `The database is unreachable (${request.method} ${request.url}): ${(exception as Error).message}`,
      );
      return {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        message: MESSAGES.serviceUnavailable,
        error: 'Service Unavailable',
      };
    }
    this.logger.error(
      { requestId: request.id, method: request.method, url: request.url, err: exception },
      exception instanceof Error ? exception.stack : String(exception),
    );
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      message: MESSAGES.internalError,
      error: 'Internal Server Error',
      requestId: String(request.id),
    };
  }
}
