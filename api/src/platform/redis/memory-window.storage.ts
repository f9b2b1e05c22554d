import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';

/** Windows over are forgotten at most this often (a scan of the map). */
const SWEEP_MS = 60_000;

/**
 * The fixed window RedisThrottlerStorage counts in Redis, counted in this process: the
 * first hit opens a window of `ttl`, every hit in it counts, and past the limit each
 * request is refused until the window ends, whatever the block asked for. (The throttler's
 * own in-memory storage ends a block with a fresh count, so a 1 ms block barely limits.)
 */
export class MemoryWindowStorage implements ThrottlerStorage {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();
  private sweptAt = Date.now();

  increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    this.sweep(now);
    const name = `${throttlerName}:${key}`;
    let window = this.windows.get(name);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + ttl };
      this.windows.set(name, window);
    }
    window.hits += 1;
    const secondsLeft = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
    const blocked = window.hits > limit;
    return Promise.resolve({
      totalHits: window.hits,
      timeToExpire: secondsLeft,
      isBlocked: blocked,
      timeToBlockExpire: blocked ? secondsLeft : 0,
    });
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < SWEEP_MS) return;
    this.sweptAt = now;
    for (const [name, window] of this.windows) if (window.endsAt <= now) this.windows.delete(name);
  }
}
