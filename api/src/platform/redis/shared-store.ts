import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';

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

  constructor(private readonly redis: Redis | null) {}

  async set(key: string, value: string, seconds: number): Promise<void> {
    if (this.redis) await this.redis.set(key, value, 'EX', seconds);
    else this.local.set(key, value, { ttl: seconds * 1000 });
  }

  async get(key: string): Promise<string | null> {
    return this.redis ? this.redis.get(key) : (this.local.get(key) ?? null);
  }

  /** The value, and it is gone: of two replicas taking it at once, one gets it (GETDEL). */
  async take(key: string): Promise<string | null> {
    if (this.redis) return this.redis.getdel(key);
    const value = this.local.get(key) ?? null;
    this.local.delete(key);
    return value;
  }
}
