import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SharedStore } from './shared-store';
import { WindowCounters } from './window-counters';

/** The shared Redis connection, or null when REDIS_URL is unset (one replica assumed). */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

export function createRedisClient(url: string): Redis {
  const logger = new Logger('Redis');
  const client = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  client.on('error', (e: Error) => logger.warn(`Redis: ${e.message}`));
  return client;
}

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.redisUrl ? createRedisClient(config.redisUrl) : null),
    },
    RedisCloser,
    {
      provide: SharedStore,
      inject: [REDIS_CLIENT],
      useFactory: (redis: Redis | null) => new SharedStore(redis),
    },
    {
      provide: WindowCounters,
      inject: [REDIS_CLIENT],
      useFactory: (redis: Redis | null) => new WindowCounters(redis),
    },
  ],
  exports: [REDIS_CLIENT, SharedStore, WindowCounters],
})
export class RedisModule {}
