import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Jobs } from '../../platform/jobs/jobs.service';
import { LogoStorage } from './logo-storage.service';

/** An upload not used for a day was abandoned (uploaded, then the form was left). */
const GRACE_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60_000;

/**
 * Every hour (once across replicas), deletes the logos no QR code and no app setting uses any more: those of
 * deleted codes and users, those an edit replaced, and uploads never saved. A logo is
 * only ever deleted a day after it was uploaded, so one being attached right now stays.
 */
@Injectable()
export class LogoCleanupJob implements OnModuleInit {
  private readonly logger = new Logger('LogoCleanup');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly logos: LogoStorage,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.jobs.every('logo-cleanup', EVERY_MS, async () => {
      await this.run();
    });
  }

  /** Answers how many logos it deleted. */
  async run(now = new Date()): Promise<number> {
    const rows = await this.db.query<{ path: string }[]>(
      `SELECT logo_path AS path FROM qr_codes WHERE logo_path IS NOT NULL
       UNION SELECT app_logo_url AS path FROM app_settings`,
    );
    const deleted = await this.logos.deleteUnused(
      rows.map((r) => r.path),
      new Date(now.getTime() - GRACE_MS),
    );
    if (deleted) this.logger.log(`${deleted} unused logo(s) deleted`);
    return deleted;
  }
}
