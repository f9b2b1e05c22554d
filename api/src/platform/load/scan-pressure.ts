import { Global, Injectable, Module } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Scans a second above which the scanners' path counts as busy. Below it, work beside the
 * redirect (sending events, drawing images) costs it nothing worth measuring; above it, that
 * work takes time from scanners on the same replica.
 */
export const BUSY_SCANS_PER_SECOND = 200;
/** The scans are counted in windows this long: the busy spell ends within two of them. */
const WINDOW_MS = 500;
/** How often a waiting delivery looks again. */
const LOOK_EVERY_MS = 100;

/**
 * How busy this replica's scanners are, from the scan batches it stores. Work that can wait
 * gives way while they are: scan events wait for a quiet moment before they are expanded
 * and sent (up to a deadline each), and renders take turns at a fraction of a core, so a
 * burst of scans is answered at full speed and the rest follows once it has passed.
 */
@Injectable()
export class ScanPressure {
  private windowStart = 0;
  private inWindow = 0;
  private lastWindow = 0;

  /** `count` scans were stored. */
  scanned(count: number, now = Date.now()): void {
    this.roll(now);
    this.inWindow += count;
  }

  busy(now = Date.now()): boolean {
    this.roll(now);
    const limit = (BUSY_SCANS_PER_SECOND * WINDOW_MS) / 1000;
    return this.inWindow >= limit || this.lastWindow >= limit;
  }

  /** Resolves once the scanners are quiet, or at `deadline` (epoch ms) if they never are. */
  async quiet(deadline: number): Promise<void> {
    for (let now = Date.now(); this.busy(now) && now < deadline; now = Date.now())
      await sleep(Math.min(LOOK_EVERY_MS, deadline - now));
  }

  private roll(now: number): void {
    const elapsed = now - this.windowStart;
    if (elapsed < WINDOW_MS) return;
    // The window just ended is the last one only if it ended just now.
    this.lastWindow = elapsed < 2 * WINDOW_MS ? this.inWindow : 0;
    this.inWindow = 0;
    this.windowStart = now;
  }
}

/** The scanners' load on this replica, for every module (the scan writer feeds it). */
@Global()
@Module({ providers: [ScanPressure], exports: [ScanPressure] })
export class ScanPressureModule {}
