import type { ThrottlerStorage } from '@nestjs/throttler';
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

/** Rate-limit counters shared by every api replica (fixed window per key). */
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'qrpanel:throttle:',
  ) {}

  async increment(
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
