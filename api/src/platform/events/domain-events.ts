import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { REDIS_CLIENT, createRedisClient } from '../redis/redis.module';

/** What other modules need to hear about: a code changed or went away, a user went away. */
export interface DomainEventMap {
  /**
   * A code was created, edited, paused, reassigned or deleted; `keys`: the short addresses
   * (key and domain, 0 for the instance's host) that named it, or now do.
   */
  'qrcode.changed': { uuid: string; keys?: { key: string; domainId: number }[] };
  /** A user was deleted (their codes went with them) or their plan changed. */
  'user.changed': { userId: number };
  /** A user's webhook endpoints were made, changed, disabled or deleted. */
  'webhooks.changed': { workspaceId: number };
  /** A custom domain was added, changed, verified, turned inactive or removed. */
  'domain.changed': { hostname: string };
  /** Application settings were saved (the Free Trial's limits among them). */
  'settings.changed': Record<string, never>;
  /** A workspace was given a plan of its own, or its own was taken away. */
  'workspace.changed': { workspaceId: number };
  /** Sign-in sessions were revoked or ended: their tokens answer 401 from now on. */
  'session.revoked': { sessionIds: number[] };
  /** Events from other replicas may have been missed (Redis reconnected): forget what is kept. */
  'events.missed': Record<string, never>;
}

type EventName = keyof DomainEventMap;
const CHANNEL = 'qrpanel:events';

/**
 * Events between modules, so a writer need not know who listens. With REDIS_URL they reach
 * every api replica: each replica's caches hear of an edit made through any other.
 */
@Injectable()
export class DomainEvents implements OnModuleInit, OnApplicationShutdown {
  private readonly emitter = new EventEmitter();
  private readonly origin = randomUUID();
  private subscriber?: Redis;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  emit<K extends EventName>(name: K, event: DomainEventMap[K]): void {
    this.emitter.emit(name, event);
    if (this.redis && name !== 'events.missed') {
      const message = JSON.stringify({ origin: this.origin, name, event });
      this.redis
        .publish(CHANNEL, message)
        .catch((e: Error) => new Logger('Events').warn(`Not relayed: ${e.message}`));
    }
  }

  on<K extends EventName>(name: K, listener: (event: DomainEventMap[K]) => void): void {
    this.emitter.on(name, listener);
  }

  onModuleInit(): void {
    if (!this.config.redisUrl) return;
    this.subscriber = createRedisClient(this.config.redisUrl);
    this.subscriber.on('message', (_channel: string, raw: string) => {
      const { origin, name, event } = JSON.parse(raw) as { origin: string; name: EventName; event: unknown };
      if (origin !== this.origin) this.emitter.emit(name, event);
    });
    // Whatever was published while the connection was down is lost.
    this.subscriber.on('ready', () => this.emitter.emit('events.missed', {}));
    this.subscriber
      .subscribe(CHANNEL)
      .catch((e: Error) => new Logger('Events').warn(`Not subscribed: ${e.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }
}

@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class EventsModule {}
