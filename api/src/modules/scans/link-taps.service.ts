import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { GroupCommit } from '../../platform/database/group-commit';
import { retryDeadlocks } from '../../platform/database/deadlock';
import { waitAtMost } from '../../platform/common/deadline';
import { CodeCounters } from '../qrcodes';
import { LinkTapsRepository, type LinkTap, type LinkTapTotal } from './link-taps.repository';

/** Taps are counted once none came for this long (they trail scans; nothing waits for them). */
const QUIET_MS = 50;
const DEADLOCK_TRIES = 5;
/** A read waits at most this long for the counts to catch up. */
const SETTLE_MAX_MS = 2_000;

/**
 * Counts taps on hosted pages' links as scans are counted (docs/decisions/scans-and-codes.md):
 * a tap joins a group commit that only inserts its batch into link_tap_queue (one statement,
 * no lock to wait for), and a pass moments later adds the queue to link_taps and
 * deletes it, in one transaction, with the codes locked as the scans' roll-ups lock them.
 * Reads call settle() first: every tap stored here is counted before they answer, and any
 * replica's pass takes any replica's rows.
 */
@Injectable()
export class LinkTaps implements BeforeApplicationShutdown {
  private readonly logger = new Logger('LinkTaps');
  private readonly batches: GroupCommit<LinkTap>;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly repository: LinkTapsRepository,
    private readonly codes: CodeCounters,
  ) {
    this.batches = new GroupCommit((taps) => this.write(taps), 1000, this.repository.concurrency);
  }

  /** Resolves once the tap is stored (the hop's 302 follows). */
  add(tap: LinkTap): Promise<void> {
    return this.batches.add(tap);
  }

  /** One code's links and their taps (all time, or within days), once what this replica stored is counted. */
  async totalsOf(qrCodeId: number, range?: { from: string; to: string }): Promise<LinkTapTotal[]> {
    await this.settle();
    return this.repository.totalsOf(qrCodeId, range);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.batches.drain();
    clearTimeout(this.timer);
    await this.settle();
  }

  private async write(taps: LinkTap[]): Promise<void> {
    await this.repository.queue(taps);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.settle(), QUIET_MS);
  }

  /** Counts the queue (within SETTLE_MAX_MS; a later pass takes what is left). */
  async settle(): Promise<void> {
    await waitAtMost(this.catchUp(), SETTLE_MAX_MS);
  }

  private async catchUp(): Promise<void> {
    try {
      // A pass already running may have started before the latest taps: run another after it.
      await this.running;
      this.running ??= this.pass().finally(() => (this.running = undefined));
      await this.running;
    } catch (e) {
      this.logger.error(`Could not count link taps: ${(e as Error).message}`);
    }
  }

  private async pass(): Promise<void> {
    const until = await this.repository.newestQueued();
    for (let last = 0; last < until;) {
      const taken = await retryDeadlocks(
        () => this.repository.transaction((manager) => this.addQueued(manager)),
        DEADLOCK_TRIES,
      );
      if (taken === null) break;
      last = taken;
    }
  }

  /** Takes queue rows and counts their taps; answers the last row's id, or null when none was left. */
  private async addQueued(manager: EntityManager): Promise<number | null> {
    const { ids, taps } = await this.repository.takeQueued(manager);
    if (!ids.length) return null;
    // Locks the codes as a scans' pass does, and leaves out taps of codes deleted since.
    const owners = await this.codes.lockOwners(manager, [...new Set(taps.map((t) => t[0]))]);
    const counted = taps.filter((t) => owners.has(t[0]));
    if (counted.length) await this.repository.add(manager, counted);
    await this.repository.deleteQueued(manager, ids);
    return Math.max(...ids);
  }
}
