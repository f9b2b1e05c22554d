import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';

/** Passwords one address may have checked for one code before it must wait. */
export const UNLOCK_MAX_ATTEMPTS = 5;
export const UNLOCK_WINDOW_MS = 10 * 60_000;

/** An attempt that may be checked now (give it back if it does not count), or how long to wait. */
export type UnlockTurn =
  { allowed: true; giveBack: () => Promise<void> } | { allowed: false; waitMs: number };

/*
 * One hash per address and code: `n` attempts taken in the window, `w` the window's own
 * mark. Taking one is a single script, so that replicas sharing Redis, like requests on
 * one replica, can never take more than the limit between them however many arrive at once.
 */
const TAKE = `
local taken = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
if taken >= tonumber(ARGV[3]) then return { 0, redis.call('PTTL', KEYS[1]) } end
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'w', ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
redis.call('HINCRBY', KEYS[1], 'n', 1)
return { 1, redis.call('HGET', KEYS[1], 'w') }
`;
// Only into the window it was taken from: a later window starts from nothing.
const GIVE_BACK = `
if redis.call('HGET', KEYS[1], 'w') == ARGV[1] then redis.call('HINCRBY', KEYS[1], 'n', -1) end
return 0
`;

/**
 * Attempts per address and code within 10 minutes. An attempt is taken before its password
 * is checked, and the sixth is refused unchecked, so a burst has at most five passwords
 * checked whatever its size. Shared by every replica through Redis; counted per replica
 * while Redis is away (or unset), where taking one is synchronous for the same reason.
 */
export class UnlockAttempts {
  private readonly local = new Map<string, { taken: number; until: number }>();

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix = 'qrpanel:unlock-attempts:',
  ) {}

  async take(address: string, uuid: string, now = Date.now()): Promise<UnlockTurn> {
    const key = `${uuid}:${address}`;
    if (this.redis?.status === 'ready') {
      try {
        return await this.takeShared(this.redis, this.prefix + key);
      } catch {
        // Counted locally below.
      }
    }
    return this.takeLocal(key, now);
  }

  private async takeShared(redis: Redis, key: string): Promise<UnlockTurn> {
    const [allowed, detail] = (await redis.eval(
      TAKE,
      1,
      key,
      UNLOCK_WINDOW_MS,
      randomUUID(),
      UNLOCK_MAX_ATTEMPTS,
    )) as [number, number | string];
    if (!allowed) return { allowed: false, waitMs: Math.max(Number(detail), 1) };
    return {
      allowed: true,
      giveBack: async () => {
        // An attempt Redis did not hear back about stays counted: the safe side.
        await redis.eval(GIVE_BACK, 1, key, String(detail)).catch(() => undefined);
      },
    };
  }

  private takeLocal(key: string, now: number): UnlockTurn {
    let entry = this.local.get(key);
    if (!entry || entry.until <= now) {
      entry = { taken: 0, until: now + UNLOCK_WINDOW_MS };
      this.local.set(key, entry);
      if (this.local.size > 100_000) this.sweep(now);
    }
    if (entry.taken >= UNLOCK_MAX_ATTEMPTS) return { allowed: false, waitMs: entry.until - now };
    entry.taken += 1;
    const window = entry;
    return {
      allowed: true,
      giveBack: () => {
        if (this.local.get(key) === window) window.taken -= 1;
        return Promise.resolve();
      },
    };
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.local) if (entry.until <= now) this.local.delete(key);
  }
}
