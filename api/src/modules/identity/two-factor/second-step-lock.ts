import { Injectable } from '@nestjs/common';
import {
  SECOND_STEP_FAILURE_LIMIT,
  SECOND_STEP_LOCK_SECONDS,
  TWO_FACTOR_MESSAGES as M,
} from '@qrpanel/contracts';
import { TooManyRequestsException } from '../../../platform/common/too-many-requests';
import { SharedStore } from '../../../platform/redis/shared-store';
import { WindowCounters } from '../../../platform/redis/window-counters';

const COUNTER = '2fa-failures';
const LOCK_PREFIX = 'qrpanel:2fa-lock:';

/**
 * Wrong second steps per account: the fifth within 15 minutes locks the account's second
 * step for 15 minutes, whoever tries and from wherever (429 with Retry-After), so six digits
 * cannot be guessed. Counted and locked in the shared store, alike on every replica.
 */
@Injectable()
export class SecondStepLock {
  constructor(
    private readonly counters: WindowCounters,
    private readonly store: SharedStore,
  ) {}

  /** 429 while the account's second step is locked. */
  async assertOpen(userId: number, now = Date.now()): Promise<void> {
    const until = Number(await this.store.get(LOCK_PREFIX + userId));
    if (until > now) throw new TooManyRequestsException(M.locked, Math.ceil((until - now) / 1000));
  }

  /** Counts a wrong second step; the one that reaches the limit locks, and answers 429 itself. */
  async failed(userId: number, now = Date.now()): Promise<void> {
    const windowMs = SECOND_STEP_LOCK_SECONDS * 1000;
    const { hits } = await this.counters.hit(COUNTER, userId, windowMs, SECOND_STEP_FAILURE_LIMIT);
    if (hits < SECOND_STEP_FAILURE_LIMIT) return;
    await this.store.set(LOCK_PREFIX + userId, String(now + windowMs), SECOND_STEP_LOCK_SECONDS);
    throw new TooManyRequestsException(M.locked, SECOND_STEP_LOCK_SECONDS);
  }
}
