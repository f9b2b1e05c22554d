import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { LiveScan } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { REDIS_CLIENT, createRedisClient } from '../../../platform/redis/redis.module';

/** A stored scan as the live stream hears of it: its code's workspace decides who may see it. */
export interface OwnedLiveScan {
  workspaceId: number;
  scan: LiveScan;
}

export type LiveListener = (scans: OwnedLiveScan[]) => void;

const CHANNEL = 'qrpanel:live-scans';

/**
 * Stored scans, as they are stored, to whoever streams them (GET /qrcodes/analytics/live).
 * With REDIS_URL every replica's scans reach every replica's streams, one message a batch
 * (a batch holds the scans one commit stored, so the redirect path publishes rarely).
 */
@Injectable()
export class LiveScans implements OnModuleInit, OnApplicationShutdown {
  private readonly listeners = new Set<LiveListener>();
  private readonly origin = randomUUID();
  private readonly logger = new Logger('LiveScans');
  private subscriber?: Redis;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A batch was committed: tell this replica's streams, and the other replicas'. */
  stored(scans: OwnedLiveScan[]): void {
    if (!scans.length) return;
    this.deliver(scans);
    if (!this.redis) return;
    this.redis
      .publish(CHANNEL, JSON.stringify({ origin: this.origin, scans }))
      .catch((e: Error) => this.logger.warn(`Not relayed: ${e.message}`));
  }

  /** How many streams listen on this replica. */
  get listening(): number {
    return this.listeners.size;
  }

  /** Listens until the answered function is called. */
  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onModuleInit(): void {
    if (!this.config.redisUrl) return;
    // A subscribed connection can do nothing else: one of its own.
    this.subscriber = createRedisClient(this.config.redisUrl);
    this.subscriber.on('message', (_channel: string, raw: string) => {
      const { origin, scans } = JSON.parse(raw) as { origin: string; scans: OwnedLiveScan[] };
      if (origin !== this.origin) this.deliver(scans);
    });
    this.subscriber.subscribe(CHANNEL).catch((e: Error) => this.logger.warn(`Not subscribed: ${e.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }

  private deliver(scans: OwnedLiveScan[]): void {
    for (const listener of this.listeners) listener(scans);
  }
}
