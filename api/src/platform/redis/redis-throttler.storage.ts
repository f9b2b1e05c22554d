import { Logger } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type Redis from 'ioredis';

// One round trip: count the hit, start the window on the first, block past the limit.
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local windowLeft = redis.call('PTTL', KEYS[1])
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft <= 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blockLeft = tonumber(ARGV[3])
end
return { hits, windowLeft, blockLeft }
`;

/**
 * Rate-limit counters shared by every api replica (fixed window per key). While Redis is
 * unreachable each replica counts on its own, in `local` memory: logins keep working and
 * are still limited, per replica, until Redis is back.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimit');
  private counting: 'shared' | 'local' = 'shared';

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'qrpanel:throttle:',
    private readonly local: ThrottlerStorage = new ThrottlerStorageService(),
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    // Not connected: a command would wait in the offline queue for the reconnection.
    if (this.redis.status !== 'ready')
      return this.countLocally(key, ttl, limit, blockDuration, throttlerName);
    try {
      const record = await this.countShared(key, ttl, limit, blockDuration, throttlerName);
      this.switchTo('shared');
      return record;
    } catch {
      return this.countLocally(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  private countLocally(...args: Parameters<ThrottlerStorage['increment']>): Promise<ThrottlerStorageRecord> {
    this.switchTo('local');
    return this.local.increment(...args);
  }

  private switchTo(counting: 'shared' | 'local'): void {
    if (counting === this.counting) return;
    this.counting = counting;
    if (counting === 'local') this.logger.warn('Redis is unreachable: rate limits are counted per replica');
    else this.logger.log('Redis is back: rate limits are shared again');
  }

  private async countShared(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const base = `${this.prefix}${throttlerName}:${key}`;
    const [hits, windowLeft, blockLeft] = (await this.redis.eval(
      INCREMENT,
      2,
      base,
      `${base}:blocked`,
      ttl,
      limit,
      blockDuration,
    )) as [number, number, number];
    return {
      totalHits: hits,
      timeToExpire: Math.max(0, Math.ceil(windowLeft / 1000)),
      isBlocked: blockLeft > 0,
      timeToBlockExpire: Math.max(0, Math.ceil(blockLeft / 1000)),
    };
  }
}
