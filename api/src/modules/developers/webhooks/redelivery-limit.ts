import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  WEBHOOK_MESSAGES as M,
  WEBHOOK_REDELIVERIES_PER_ENDPOINT,
  WEBHOOK_REDELIVERIES_PER_USER,
} from '@qrpanel/contracts';
import { WindowCounters } from '../../../platform/redis/window-counters';

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
  constructor(private readonly counters: WindowCounters) {}

  /** Counts one redelivery of the user's endpoint; throws RedeliveriesLimited past a limit. */
  async count(userId: number, endpointId: number): Promise<void> {
    const windows: [string, number][] = [
      [`endpoint:${endpointId}`, WEBHOOK_REDELIVERIES_PER_ENDPOINT],
      [`user:${userId}`, WEBHOOK_REDELIVERIES_PER_USER],
    ];
    for (const [key, limit] of windows) {
      const count = await this.counters.hit('redeliver', key, WINDOW_MS, limit);
      if (count.hits > limit) throw new RedeliveriesLimited(count.secondsLeft);
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
