import { Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ReadBarrier } from '../../platform/jobs/read-barrier';
import {
  MARIADB_SCANS,
  SQLITE_SCANS,
  marks,
  queuedScans,
  rollUpScans,
  type ScanDialect,
} from './scan-statements';

/** Scans yield to scanners: a pass starts once no scan was stored for this long… */
const QUIET_MS = 50;
/** …or once the oldest scan waiting to be counted here is this old, however busy. */
const MAX_LAG_MS = 10_000;
/** How often a replica looks for scans another one stored but stopped before adding. */
const SWEEP_MS = 5_000;
const DEADLOCK_RETRIES = 5;
/** A read waits at most this long for the roll-ups to catch up (a flood of scans may be queued). */
const SETTLE_MAX_MS = 2_000;

/**
 * Adds stored scans to the roll-ups (codes' counters, unique visitors, days, breakdowns),
 * off the scanners' path: the scan writer queues each batch's counted scans in the scans'
 * own transaction, and a pass here takes queue rows, adds them and deletes them in one
 * transaction, so each scan is counted exactly once whatever stops when. Any replica's
 * pass takes any replica's rows.
 *
 * Counting costs the database several times what storing does, so during a burst of
 * scans it waits (QUIET_MS, MAX_LAG_MS) and the database serves the scanners first.
 * Reads of the roll-ups call settle() first: what this replica has stored is counted
 * before they answer (within SETTLE_MAX_MS); another replica's scans follow its passes.
 */
@Injectable()
export class ScanRollups implements ReadBarrier, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ScanRollups');
  private readonly dialect: ScanDialect;
  /** Bumped whenever scans may be waiting (stored here, or left by a stopped process). */
  private queued = 1;
  /** The value of `queued` that the last finished pass started from. */
  private added = 0;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private lastStoredAt = 0;
  /** When the oldest scan stored here and not yet counted was stored. */
  private waitingSince: number | undefined;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.dialect = db.options.type === 'better-sqlite3' ? SQLITE_SCANS : MARIADB_SCANS;
  }

  onApplicationBootstrap(): void {
    this.sweeper = setInterval(() => this.stored(), SWEEP_MS).unref();
    this.stored();
  }

  /** Before the database closes (TypeORM closes it on application shutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.sweeper);
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
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, SETTLE_MAX_MS)));
    await Promise.race([this.catchUp(this.queued), late]);
    clearTimeout(timer);
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

  /** Adds the queue rows there were when it started, a transaction per PASS_ROWS rows. */
  private async pass(): Promise<void> {
    const start = this.queued;
    this.waitingSince = undefined;
    const [newest] = await this.db.query<{ id: number | string | null }[]>(
      'SELECT MAX(id) AS id FROM scan_rollup_queue',
    );
    const until = Number(newest?.id ?? 0);
    for (let last = 0; last < until;) {
      const taken = await this.withRetry(() => this.inTransaction((manager) => this.addQueued(manager)));
      if (taken === null) break;
      last = taken;
    }
    this.added = start;
  }

  /** Takes queue rows and adds their scans; answers the last row's id, or null when none was left. */
  private async addQueued(manager: EntityManager): Promise<number | null> {
    const rows = await manager.query<{ id: number | string; scans: string }[]>(this.dialect.takeQueued);
    if (!rows.length) return null;
    const scans = rows.flatMap((row) => queuedScans(row.scans));
    const ids = [...new Set(scans.map((s) => s.qrCodeId))].sort((a, b) => a - b);
    // Locks the codes, and leaves out scans of codes deleted since.
    const existing = await manager.query<{ id: number | string }[]>(this.dialect.lockCodes(ids.length), ids);
    const kept = new Set(existing.map((row) => Number(row.id)));
    const counted = scans.filter((s) => kept.has(s.qrCodeId));
    if (counted.length) {
      for (const { sql, params } of rollUpScans(counted, this.dialect)) await manager.query(sql, params);
    }
    const rowIds = rows.map((row) => Number(row.id));
    await manager.query(`DELETE FROM scan_rollup_queue WHERE id IN (${marks(rowIds.length)})`, rowIds);
    return Math.max(...rowIds);
  }

  private inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    // READ COMMITTED: taking queue rows must not lock the gap the scan writer inserts into.
    return this.dialect === MARIADB_SCANS
      ? this.db.transaction('READ COMMITTED', work)
      : this.db.transaction(work);
  }

  private async withRetry<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (attempt >= DEADLOCK_RETRIES || (code !== 'ER_LOCK_DEADLOCK' && code !== 'SQLITE_BUSY')) throw e;
      }
    }
  }
}
