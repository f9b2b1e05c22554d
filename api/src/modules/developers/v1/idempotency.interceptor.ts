import {
  BadRequestException,
  CallHandler,
  ConflictException,
  ExecutionContext,
  Inject,
  Injectable,
  Logger,
  NestInterceptor,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { catchError, from, mergeMap, of, throwError, type Observable } from 'rxjs';
import { API_KEY_MESSAGES } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { SecretBox } from '../../settings';
import type { ApiKeyRequest } from './api-key.guard';
import { IdempotentRequestsRepository } from './idempotent-requests.repository';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** The field kept answers are sealed under, with their API key's id. */
const RESPONSE_FIELD = 'api_idempotent_requests.response';

/**
 * Idempotency-Key on POST: the first request with a key runs and its answer is kept; the same
 * key (for the same API key) within 24 hours answers that again, with Idempotent-Replayed:
 * true, and makes nothing. A failed request keeps nothing, so it may be retried with its key.
 * Kept answers are sealed with APP_SECRET: one may hold a secret shown once (a webhook's).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');
  private readonly box: SecretBox;

  constructor(
    private readonly requests: IdempotentRequestsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.box = new SecretBox(config.appSecret);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<ApiKeyRequest>();
    const header = request.headers['idempotency-key'];
    if (request.method !== 'POST' || header === undefined || !request.apiKey) return next.handle();
    if (typeof header !== 'string' || !KEY_PATTERN.test(header))
      throw new BadRequestException(API_KEY_MESSAGES.idempotencyKeyInvalid);
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const keyId = request.apiKey.id;
    const claim = await this.requests.claim(keyId, header, fingerprint);
    if (claim.kind === 'conflict')
      throw new UnprocessableEntityException(API_KEY_MESSAGES.idempotencyKeyReused);
    if (claim.kind === 'busy') throw new ConflictException(API_KEY_MESSAGES.idempotencyInProgress);
    if (claim.kind === 'replay') {
      void context.switchToHttp().getResponse<FastifyReply>().header('Idempotent-Replayed', 'true');
      return of(JSON.parse(this.box.open(claim.response, `${RESPONSE_FIELD}:${keyId}`)) as unknown);
    }
    return next.handle().pipe(
      mergeMap((result) => from(this.keep(claim.id, keyId, result))),
      catchError((error: unknown) =>
        from(this.requests.release(claim.id)).pipe(mergeMap(() => throwError(() => error))),
      ),
    );
  }

  /** Keeps the answer; if it cannot be kept, forgets the key rather than answer a retry wrongly. */
  private async keep(id: number, keyId: number, result: unknown): Promise<unknown> {
    try {
      await this.requests.complete(id, this.box.seal(JSON.stringify(result), `${RESPONSE_FIELD}:${keyId}`));
    } catch (error) {
      this.logger.warn(`An answer was not kept for its Idempotency-Key: ${(error as Error).message}`);
      await this.requests.release(id).catch(() => undefined);
    }
    return result;
  }
}
