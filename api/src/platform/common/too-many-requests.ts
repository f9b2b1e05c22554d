import { HttpException, HttpStatus } from '@nestjs/common';

/** 429, and how many seconds to wait: the exception filter sends them as Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
