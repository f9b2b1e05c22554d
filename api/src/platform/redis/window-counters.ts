import type { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { TooManyRequestsException } from '../common/too-many-requests';
import { MemoryWindowStorage } from './memory-window.storage';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/** Where a counter stands after a hit: the hits in its window so far, and the seconds it has left. */
export interface WindowCount {
  hits: number;
  secondsLeft: number;
}

/**
 * Counters of hits in a fixed window opened by the first hit (rate limits on what a user or
 * a key does): in Redis when it is configured, so every replica counts the same window, and
 * in memory otherwise or while Redis is away, alike. Provided by RedisModule.
 */
export class WindowCounters {
  private readonly storage: ThrottlerStorage;

  constructor(redis: Redis | null) {
    const memory = new MemoryWindowStorage();
    this.storage = redis ? new RedisThrottlerStorage(redis, 'qrpanel:window:', memory) : memory;
  }

  /** Counts a hit on `key` of the counter `name`, whose window lasts `windowMs`. */
  async hit(name: string, key: string | number, windowMs: number, limit: number): Promise<WindowCount> {
    // A block of 1 ms: the window's own end is what lets the key through again.
    const record = await this.storage.increment(String(key), windowMs, limit, 1, name);
    return { hits: record.totalHits, secondsLeft: Math.max(1, record.timeToExpire) };
  }

  /** Counts a hit, and refuses one past `limit` in the window: 429 with `message` and Retry-After. */
  async take(
    name: string,
    key: string | number,
    windowMs: number,
    limit: number,
    message: string,
  ): Promise<void> {
    const count = await this.hit(name, key, windowMs, limit);
    if (count.hits > limit) throw new TooManyRequestsException(message, count.secondsLeft);
  }
}
