import { Injectable, Logger, OnModuleInit, BeforeApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Jobs } from '../../platform/jobs/jobs.service';
import type { ReadBarrier } from '../../platform/jobs/read-barrier';
import { retryDeadlocks } from '../../platform/database/deadlock';
import { waitAtMost } from '../../platform/common/deadline';
import { CodeCounters, type CodeOwnerChanges } from '../qrcodes';
import { SCAN_JOBS } from './scan-jobs';
import { ScanRollupsRepository } from './scan-rollups.repository';

/** Scans yield to scanners: a pass starts once no scan was stored for this long… */
const QUIET_MS = 50;
/** …or once the oldest scan waiting to be counted here is this old, however busy. */
const MAX_LAG_MS = 10_000;
/** How often some replica looks for scans a replica stored but stopped before adding. */
const SWEEP_MS = 5_000;
const DEADLOCK_TRIES = 5;
/** A read waits at most this long for the roll-ups to catch up (a flood of scans may be queued). */
const SETTLE_MAX_MS = 2_000;

/**
 * Adds stored scans to the roll-ups (codes' counters, unique visitors, days, breakdowns;
 * per code and per owner), off the scanners' path: the scan writer queues each batch's
 * counted scans in the scans' own transaction, and a pass here takes queue rows, adds
 * them and deletes them in one transaction, so each scan is counted exactly once whatever
 * stops when. Any replica's pass takes any replica's rows.
 *
 * Counting costs the database several times what storing does, so during a burst of
 * scans it waits (QUIET_MS, MAX_LAG_MS) and the database serves the scanners first.
 * Reads of the roll-ups call settle() first: what this replica has stored is counted
 * before they answer (within SETTLE_MAX_MS); another replica's scans follow its passes.
 */
@Injectable()
export class ScanRollups implements ReadBarrier, CodeOwnerChanges, OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('ScanRollups');
  /** Bumped whenever scans may be waiting (stored here, or left by a stopped process). */
  private queued = 1;
  /** The value of `queued` that the last finished pass started from. */
  private added = 0;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastStoredAt = 0;
  /** When the oldest scan stored here and not yet counted was stored. */
  private waitingSince: number | undefined;

  constructor(
    private readonly repository: ScanRollupsRepository,
    private readonly codes: CodeCounters,
    private readonly jobs: Jobs,
  ) {}

  /** A schedule, so one replica a period sweeps rather than each of them (its first run is at start). */
  onModuleInit(): void {
    this.jobs.every(SCAN_JOBS.rollUpSweep, SWEEP_MS, () => Promise.resolve(this.stored()));
  }

  /*
   * The owner roll-ups are sums of their codes' rows: what changes a code's owner or
   * deletes it moves its rows in the same transaction, the codes locked first (in id
   * order, as a pass locks them) so that no pass adds to them meanwhile.
   */

  async deleting(manager: EntityManager, ids: readonly number[]): Promise<void> {
    for (const [owner, codes] of await this.lockByOwner(manager, ids)) {
      await this.repository.takeOffOwner(manager, codes, owner);
    }
  }

  async moving(manager: EntityManager, ids: readonly number[], ownerId: number): Promise<void> {
    for (const [owner, codes] of await this.lockByOwner(manager, ids)) {
      await this.repository.moveToOwner(manager, codes, owner, ownerId);
    }
  }

  /** A workspace's deletion takes its codes with it: their counts leave every owner's, its rows go. */
  async emptying(manager: EntityManager, workspaceId: number): Promise<void> {
    const codes = await this.codes.lockInWorkspace(manager, workspaceId);
    await this.repository.takeOffOwner(manager, codes, workspaceId);
    await this.repository.deleteOwner(manager, workspaceId);
  }

  /** Locks the codes and answers those that exist by owner. */
  private async lockByOwner(manager: EntityManager, ids: readonly number[]): Promise<Map<number, number[]>> {
    const byOwner = new Map<number, number[]>();
    for (const [id, owner] of await this.codes.lockOwners(manager, ids)) {
      const codes = byOwner.get(owner);
      if (codes) codes.push(id);
      else byOwner.set(owner, [id]);
    }
    return byOwner;
  }

  /** Before the database closes (TypeORM closes it on application shutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
  }

  /** Scans were queued: a pass runs once they stop coming for a moment (or have waited long). */
  stored(): void {
    this.queued += 1;
    this.lastStoredAt = Date.now();
    this.waitingSince ??= this.lastStoredAt;
    this.schedule();
  }

  /**
   * The roll-up debounce: an in-memory timer of this replica, on the scanners' path (every
   * batch stored calls it), so not a job; a job per batch would cost the writes it saves. What
   * it misses (the replica stopped) the roll-up sweep schedule picks up
   * (docs/decisions/background-work.md).
   */
  private schedule(): void {
    if (this.timer || this.waitingSince === undefined) return;
    const now = Date.now();
    const wait = Math.min(this.lastStoredAt + QUIET_MS, this.waitingSince + MAX_LAG_MS) - now;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        const at = Date.now();
        if (at - this.lastStoredAt < QUIET_MS && at - (this.waitingSince ?? at) < MAX_LAG_MS) {
          this.schedule();
          return;
        }
        void this.catchUp(this.queued);
      },
      Math.max(0, wait),
    );
  }

  /**
   * Resolves once every scan stored here before the call is in the roll-ups, or after
   * SETTLE_MAX_MS if a backlog takes longer. If the database fails, the roll-ups stay as
   * they are (logged) and are added on a later pass.
   */
  async settle(): Promise<void> {
    await waitAtMost(this.catchUp(this.queued), SETTLE_MAX_MS);
  }

  private async catchUp(target: number): Promise<void> {
    try {
      while (this.added < target) {
        this.running ??= this.pass().finally(() => (this.running = undefined));
        await this.running;
      }
    } catch (e) {
      this.logger.error(`Could not add scans to the roll-ups: ${(e as Error).message}`);
    }
  }

  /** Adds the queue rows there were when it started, a transaction per few rows. */
  private async pass(): Promise<void> {
    const start = this.queued;
    this.waitingSince = undefined;
    const until = await this.repository.newestQueued();
    for (let last = 0; last < until;) {
      const taken = await retryDeadlocks(
        () => this.repository.transaction((manager) => this.addQueued(manager)),
        DEADLOCK_TRIES,
      );
      if (taken === null) break;
      last = taken;
    }
    this.added = start;
  }

  /** Takes queue rows and adds their scans; answers the last row's id, or null when none was left. */
  private async addQueued(manager: EntityManager): Promise<number | null> {
    const { ids, scans } = await this.repository.takeQueued(manager);
    if (!ids.length) return null;
    // Locks the codes, and leaves out scans of codes deleted since.
    const owners = await this.codes.lockOwners(manager, [...new Set(scans.map((s) => s.qrCodeId))]);
    const counted = scans.filter((s) => owners.has(s.qrCodeId));
    if (counted.length) {
      const counts = await this.repository.countsOf(manager, counted);
      await this.codes.add(manager, counts.codes);
      await this.repository.addToRollups(manager, counted, counts.days, owners);
    }
    await this.repository.deleteQueued(manager, ids);
    return Math.max(...ids);
  }
}
