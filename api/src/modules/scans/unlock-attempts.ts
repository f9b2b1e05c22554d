import type Redis from 'ioredis';

/** Wrong passwords one address may send for one code before it must wait. */
export const UNLOCK_MAX_WRONG = 5;
export const UNLOCK_WINDOW_MS = 10 * 60_000;

// Counts a wrong attempt and starts the window on the first.
const COUNT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n
`;

/**
 * Wrong passwords per address and code within 10 minutes: the sixth attempt after five
 * wrong ones is refused before its password is even checked. Shared by every replica
 * through Redis; counted per replica while Redis is away (or unset).
 */
export class UnlockAttempts {
  private readonly local = new Map<string, { wrong: number; until: number }>();

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix = 'qrpanel:unlock:',
  ) {}

  /** Milliseconds until this address may try again, or 0 when it may now. */
  async waitFor(address: string, uuid: string, now = Date.now()): Promise<number> {
    const key = `${uuid}:${address}`;
    if (this.redis?.status === 'ready') {
      try {
        const [wrong, ttl] = await Promise.all([
          this.redis.get(this.prefix + key),
          this.redis.pttl(this.prefix + key),
        ]);
        return Number(wrong ?? 0) >= UNLOCK_MAX_WRONG ? Math.max(ttl, 1) : 0;
      } catch {
        // Counted locally below.
      }
    }
    const entry = this.local.get(key);
    if (!entry || entry.until <= now) return 0;
    return entry.wrong >= UNLOCK_MAX_WRONG ? entry.until - now : 0;
  }

  async wrong(address: string, uuid: string, now = Date.now()): Promise<void> {
    const key = `${uuid}:${address}`;
    if (this.redis?.status === 'ready') {
      try {
        await this.redis.eval(COUNT, 1, this.prefix + key, UNLOCK_WINDOW_MS);
        return;
      } catch {
        // Counted locally below.
      }
    }
    const entry = this.local.get(key);
    if (!entry || entry.until <= now) this.local.set(key, { wrong: 1, until: now + UNLOCK_WINDOW_MS });
    else entry.wrong += 1;
    if (this.local.size > 100_000) this.sweep(now);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.local) if (entry.until <= now) this.local.delete(key);
  }
}
