import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import { API_KEY_MESSAGES } from '@qrpanel/contracts';
import { REDIS_CLIENT } from '../../../platform/redis/redis.module';
import { MemoryWindowStorage } from '../../../platform/redis/memory-window.storage';
import { RedisThrottlerStorage } from '../../../platform/redis/redis-throttler.storage';

const WINDOW_MS = 60_000;

/**
 * Requests a minute per API key, in a fixed window opened by the key's first request:
 * counted in Redis when configured (so every replica counts the same window) and in memory
 * otherwise or while Redis is away, alike. Every answer says where the key stands
 * (RateLimit-Limit, -Remaining, -Reset in seconds); past the limit, 429 with Retry-After
 * until the window ends.
 */
@Injectable()
export class ApiRateLimit {
  private readonly storage: ThrottlerStorage;

  constructor(@Inject(REDIS_CLIENT) redis: Redis | null) {
    const memory = new MemoryWindowStorage();
    this.storage = redis ? new RedisThrottlerStorage(redis, 'qrpanel:api-rate:', memory) : memory;
  }

  async count(keyId: number, limit: number, reply: FastifyReply): Promise<void> {
    // A block of 1 ms: the window's own end is what lets the key through again.
    const record = await this.storage.increment(String(keyId), WINDOW_MS, limit, 1, 'v1');
    const reset = Math.max(1, record.timeToExpire);
    void reply
      .header('RateLimit-Limit', limit)
      .header('RateLimit-Remaining', Math.max(0, limit - record.totalHits))
      .header('RateLimit-Reset', reset);
    if (record.totalHits > limit) {
      void reply.header('Retry-After', reset);
      throw new HttpException(API_KEY_MESSAGES.rateLimited(reset), HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}
