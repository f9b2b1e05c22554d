import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import {
  WEBHOOK_MESSAGES as M,
  WEBHOOK_REDELIVERIES_PER_ENDPOINT,
  WEBHOOK_REDELIVERIES_PER_USER,
} from '@qrpanel/contracts';
import { REDIS_CLIENT } from '../../../platform/redis/redis.module';
import { fixedWindowStorage } from '../../../platform/redis/redis-throttler.storage';

const WINDOW_MS = 60_000;

/** Past a redelivery limit: 429, with the seconds until the window ends (Retry-After). */
export class RedeliveriesLimited extends HttpException {
  constructor(readonly seconds: number) {
    super(M.redeliverLimited(seconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Redeliveries a minute, of one endpoint's deliveries and of all its owner's, in a fixed
 * window opened by the first: each is a request to a receiver and a runner's time, so a burst
 * of them must not become a burst of jobs. Counted in Redis when configured (every replica
 * counts the same window) and in memory otherwise, as the API keys' rate is.
 */
@Injectable()
export class RedeliveryLimit {
  private readonly storage: ThrottlerStorage;

  constructor(@Inject(REDIS_CLIENT) redis: Redis | null) {
    this.storage = fixedWindowStorage(redis, 'qrpanel:redeliveries:');
  }

  /** Counts one redelivery of the user's endpoint; throws RedeliveriesLimited past a limit. */
  async count(userId: number, endpointId: number): Promise<void> {
    const windows: [string, number][] = [
      [`endpoint:${endpointId}`, WEBHOOK_REDELIVERIES_PER_ENDPOINT],
      [`user:${userId}`, WEBHOOK_REDELIVERIES_PER_USER],
    ];
    for (const [key, limit] of windows) {
      const record = await this.storage.increment(key, WINDOW_MS, limit, 1, 'redeliver');
      if (record.totalHits > limit) throw new RedeliveriesLimited(Math.max(1, record.timeToExpire));
    }
  }
}

/** `work`'s answer; past a redelivery limit, the 429 goes out with Retry-After. */
export async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (e instanceof RedeliveriesLimited) void reply.header('Retry-After', e.seconds);
    throw e;
  }
}
