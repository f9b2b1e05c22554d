import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { Jobs } from '../../platform/jobs/jobs.service';
import { AUDIT_JOBS } from './audit-jobs';
import { AuditRetentionDays } from './audit-retention-days';
import { AuditRepository } from './audit.repository';

/** The purge's job; queued once a day by the schedule, and by anyone who wants it sooner. */
export const AUDIT_RETENTION = AUDIT_JOBS.retention;
const DAY_MS = 86_400_000;
/** Entries deleted per statement: each is short, so changes being recorded never wait long. */
const BATCH = 1000;
/** A pause between batches, for the transactions recording changes meanwhile. */
const PAUSE_MS = 20;

/**
 * Retention: once a day, through the one job mechanism, deletes the entries older than
 * `audit_retention_days` (0 keeps them forever), in bounded batches.
 */
@Injectable()
export class AuditRetention implements OnModuleInit {
  private readonly logger = new Logger('AuditRetention');

  constructor(
    private readonly jobs: Jobs,
    private readonly retention: AuditRetentionDays,
    private readonly entries: AuditRepository,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(AUDIT_RETENTION, async () => {
      await this.purge();
    });
    this.jobs.every(AUDIT_JOBS.retentionDaily, DAY_MS, () => this.jobs.enqueue(AUDIT_RETENTION, {}));
  }

  /** Safe to run twice: it deletes what is older than the limit, whatever is left. */
  async purge(now = new Date()): Promise<number> {
    const days = await this.retention.days();
    if (days === 0) return 0;
    const before = new Date(now.getTime() - days * DAY_MS);
    let total = 0;
    for (;;) {
      const deleted = await this.entries.deleteBefore(before, BATCH);
      total += deleted;
      if (deleted < BATCH) break;
      await sleep(PAUSE_MS);
    }
    if (total) this.logger.log(`Deleted ${total} audit log entries older than ${days} days`);
    return total;
  }
}
