import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { API_KEY_MESSAGES, API_OWNER_RATE_KEYS_MAX } from '@qrpanel/contracts';
import { WindowCounters, type WindowCount } from '../../../platform/redis/window-counters';

const WINDOW_MS = 60_000;

/** The workspace plan's rate and key limit, and whether the key's maker is an administrator (no key limit). */
export interface RateOf {
  apiRateLimit: number;
  apiKeyLimit: number;
  admin: boolean;
}

/**
 * Requests a minute per API key, and per workspace for all its keys together, each in a
 * fixed window opened by its first request (WindowCounters: shared by the replicas through
 * Redis). The workspace's budget is what its plan's keys could make together: revoking a key
 * and making another, in a loop, opens a fresh window for the new key but not for its workspace.
 * Every answer says where the key stands, by the tighter of the two (RateLimit-Limit,
 * -Remaining, -Reset in seconds); past either limit, 429 with Retry-After until that
 * window ends.
 */
@Injectable()
export class ApiRateLimit {
  constructor(private readonly counters: WindowCounters) {}

  async count(key: { id: number; workspaceId: number }, rate: RateOf, reply: FastifyReply): Promise<void> {
    const perKey = rate.apiRateLimit;
    const keyCount = await this.counters.hit('v1', key.id, WINDOW_MS, perKey);
    // A key already past its own limit spends none of its workspace's budget (its other keys keep it).
    if (keyCount.hits > perKey) this.refuse(reply, perKey, keyCount, API_KEY_MESSAGES.rateLimited);
    const perOwner = perKey * ownerKeys(rate);
    const ownerCount = await this.counters.hit('v1-workspace', key.workspaceId, WINDOW_MS, perOwner);
    if (ownerCount.hits > perOwner)
      this.refuse(reply, perOwner, ownerCount, API_KEY_MESSAGES.ownerRateLimited);
    const keyLeft = perKey - keyCount.hits;
    const ownerLeft = perOwner - ownerCount.hits;
    if (ownerLeft < keyLeft) this.tell(reply, perOwner, ownerCount);
    else this.tell(reply, perKey, keyCount);
  }

  private tell(reply: FastifyReply, limit: number, count: WindowCount): void {
    void reply
      .header('RateLimit-Limit', limit)
      .header('RateLimit-Remaining', Math.max(0, limit - count.hits))
      .header('RateLimit-Reset', count.secondsLeft);
  }

  private refuse(
    reply: FastifyReply,
    limit: number,
    count: WindowCount,
    message: (seconds: number) => string,
  ): never {
    this.tell(reply, limit, count);
    void reply.header('Retry-After', count.secondsLeft);
    throw new HttpException(message(count.secondsLeft), HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** How many keys' worth of requests the workspace's budget holds: the plan's key limit, within 1 to the cap. */
function ownerKeys(rate: RateOf): number {
  if (rate.admin || rate.apiKeyLimit < 0) return API_OWNER_RATE_KEYS_MAX;
  return Math.min(Math.max(rate.apiKeyLimit, 1), API_OWNER_RATE_KEYS_MAX);
}
