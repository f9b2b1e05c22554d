import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';

// One round trip: forget the places whose time is over, then take one if fewer than the
// most are held; else answer how long until the first held one ends.
const HOLD = `
local now = tonumber(ARGV[1])
local ends = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(first[2]) - now)
end
redis.call('ZADD', KEYS[1], ends, ARGV[4])
redis.call('PEXPIRE', KEYS[1], ends - now)
return 0
`;

/**
 * Short-lived values every replica reads alike: in Redis when it is configured, else in
 * this process's memory (one replica, as everything Redis shares assumes without it).
 * Callers give their keys a prefix of their own. Provided by RedisModule.
 */
export class SharedStore {
  /** Bounded in count and in characters: values (a download's query) may be tens of kilobytes. */
  private readonly local = new LRUCache<string, string>({
    max: 50_000,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (value, key) => value.length + key.length,
  });

  /** Places held in this process (without Redis): by key, each place's end (ms since the epoch). */
  private readonly places = new LRUCache<string, Map<string, number>>({ max: 50_000 });

  constructor(private readonly redis: Redis | null) {}

  async set(key: string, value: string, seconds: number): Promise<void> {
    if (this.redis) await this.redis.set(key, value, 'EX', seconds);
    else this.local.set(key, value, { ttl: seconds * 1000 });
  }

  async get(key: string): Promise<string | null> {
    return this.redis ? this.redis.get(key) : (this.local.get(key) ?? null);
  }

  /**
   * Takes a place named `member` among at most `max` under `key`, for `seconds` (a ticket not
   * yet used): 0 when taken, else the milliseconds until the first place held ends.
   */
  async hold(key: string, member: string, seconds: number, max: number, now = Date.now()): Promise<number> {
    const ends = now + seconds * 1000;
    if (this.redis) return Number(await this.redis.eval(HOLD, 1, key, now, ends, max, member));
    const held = this.places.get(key) ?? new Map<string, number>();
    for (const [name, end] of held) if (end <= now) held.delete(name);
    if (held.size >= max) return Math.max(1, Math.min(...held.values()) - now);
    this.places.set(key, held.set(member, ends));
    return 0;
  }

  /** Gives back a place taken by hold() before its time is over (the ticket was used). */
  async release(key: string, member: string): Promise<void> {
    if (this.redis) await this.redis.zrem(key, member);
    else this.places.get(key)?.delete(member);
  }

  /** The value, and it is gone: of two replicas taking it at once, one gets it (GETDEL). */
  async take(key: string): Promise<string | null> {
    if (this.redis) return this.redis.getdel(key);
    const value = this.local.get(key) ?? null;
    this.local.delete(key);
    return value;
  }
}
