import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { errorText } from '../../platform/common/errors';
import { LocalTimers } from '../../platform/jobs/local-timer';
import { SCAN_JOBS } from './scan-jobs';
import { VisitorSaltsRepository } from './visitor-salts.repository';

/** How often each replica makes sure of today's and tomorrow's salts, and forgets the past ones. */
const REFRESH_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const newSalt = () => randomBytes(32).toString('hex');

/**
 * The visitor hash's daily salt: random, made by whichever replica asks first (today's and
 * tomorrow's, so midnight finds it in memory), and deleted from the database and from
 * memory once its day is over. Without it the day's hashes cannot be made again from an
 * address, so uniques are per day and cannot be reversed.
 *
 * Refreshed hourly by a timer of this replica (LocalTimers), not by a schedule of Jobs: the
 * salts each replica hashes with are in its own memory, and a schedule runs on one replica a
 * period, which would leave the others' salts unrefreshed.
 */
@Injectable()
export class VisitorSalts implements OnModuleInit {
  private readonly logger = new Logger('VisitorSalts');
  private readonly salts = new Map<string, string>();

  constructor(
    private readonly repository: VisitorSaltsRepository,
    private readonly timers: LocalTimers,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.refresh();
    this.timers.every(SCAN_JOBS.visitorSalts, REFRESH_MS, () => this.refresh());
  }

  /** The salt of the moment's UTC day, from memory (the scan path never waits for it). */
  of(now: Date): string {
    const day = utcDay(now.getTime());
    let salt = this.salts.get(day);
    if (!salt) {
      // Not read yet (the database was away): this replica's own until the shared one is.
      // A past day's (a scan recorded late) is never shared: its salt is gone already.
      salt = newSalt();
      this.salts.set(day, salt);
      if (day >= utcDay(Date.now())) void this.refresh();
    }
    return salt;
  }

  /** Makes today's and tomorrow's salts where missing, reads them, forgets the days before. */
  async refresh(now = new Date()): Promise<void> {
    const today = utcDay(now.getTime());
    const tomorrow = utcDay(now.getTime() + DAY_MS);
    try {
      await this.repository.offer([
        { day: today, salt: newSalt() },
        { day: tomorrow, salt: newSalt() },
      ]);
      await this.repository.deleteBefore(today);
      const rows = await this.repository.from(today);
      for (const past of [...this.salts.keys()].filter((day) => day < today)) this.salts.delete(past);
      for (const row of rows) this.salts.set(row.day, row.salt);
    } catch (e) {
      this.logger.warn(`Could not read the visitor salts: ${errorText(e)}`);
    }
  }
}
