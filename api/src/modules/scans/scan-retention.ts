import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { Jobs } from '../../platform/jobs/jobs.service';
import { SettingsService } from '../settings';
import { SCAN_JOBS } from './scan-jobs';
import { ScanRollupsRepository } from './scan-rollups.repository';
import { ScansRepository } from './scans.repository';

/** The purge's job; queued once a day by the schedule, and by anyone who wants it sooner. */
export const SCAN_RETENTION = SCAN_JOBS.retention;
const DAY_MS = 86_400_000;
/** Rows deleted per statement: each is short, so scans being stored never wait long for it. */
const BATCH = 1000;
/** A pause between batches, for the scan writer's transactions. */
const PAUSE_MS = 20;

/**
 * Retention: once a day, through the one job mechanism, deletes the raw scans older than
 * `scan_retention_days` (0 keeps them forever) in small batches, and the unique-visitor
 * rows of past days, whose hashes can never recur (their salt is forgotten). The roll-ups
 * keep every total and breakdown.
 */
@Injectable()
export class ScanRetention implements OnModuleInit {
  private readonly logger = new Logger('ScanRetention');

  constructor(
    private readonly jobs: Jobs,
    private readonly settings: SettingsService,
    private readonly scans: ScansRepository,
    private readonly rollups: ScanRollupsRepository,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(SCAN_RETENTION, () => this.purge());
    this.jobs.every(SCAN_JOBS.retentionDaily, DAY_MS, () => this.jobs.enqueue(SCAN_RETENTION, {}));
  }

  /** Safe to run twice: it deletes what is older than the limit, whatever is left. */
  async purge(now = new Date()): Promise<void> {
    // Yesterday's visitors stay for the scans of yesterday still being counted.
    const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
    await this.inBatches(() => this.rollups.forgetVisitorsBefore(yesterday, BATCH));
    const { scan_retention_days: days } = await this.settings.get();
    if (days === 0) return;
    const before = new Date(now.getTime() - days * DAY_MS);
    const below = await this.scans.firstIdSince(before);
    const deleted = await this.inBatches(() => this.scans.deleteBefore(before, below, BATCH));
    if (deleted) this.logger.log(`Deleted ${deleted} scans older than ${days} days`);
  }

  /** Runs a deletion of at most BATCH rows until one deletes fewer; answers the rows deleted. */
  private async inBatches(batch: () => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await batch();
      total += deleted;
      if (deleted < BATCH) return total;
      await sleep(PAUSE_MS);
    }
  }
}
