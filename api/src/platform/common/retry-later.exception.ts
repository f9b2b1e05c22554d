import { ServiceUnavailableException } from '@nestjs/common';

/**
 * A 503 that knows when to come back: its Retry-After is `retryAfterSeconds` rather than the
 * api's default for 503s, for a refusal whose wait can be told (a full queue, say).
 */
export class RetryLaterException extends ServiceUnavailableException {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
