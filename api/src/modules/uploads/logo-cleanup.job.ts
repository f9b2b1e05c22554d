import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../platform/jobs/jobs.service';
import { SettingsService } from '../settings';
import { LogoStorage } from './logo-storage.service';
import { UPLOAD_JOBS } from './upload-jobs';
import { LogosInUse } from './logos-in-use';

/** An upload not used for a day was abandoned (uploaded, then the form was left). */
const GRACE_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60_000;

/**
 * Every hour (once across replicas), deletes the logos no QR code and no app setting uses
 * any more: those of deleted codes and users, those an edit replaced, and uploads never
 * saved. A logo is only ever deleted a day after it was uploaded, so one being attached
 * right now stays.
 */
@Injectable()
export class LogoCleanupJob implements OnModuleInit {
  private readonly logger = new Logger('LogoCleanup');

  constructor(
    private readonly codeLogos: LogosInUse,
    private readonly settings: SettingsService,
    private readonly logos: LogoStorage,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.jobs.every(UPLOAD_JOBS.logoCleanup, EVERY_MS, async () => {
      await this.run();
    });
  }

  /** Answers how many logos it deleted. */
  async run(now = new Date()): Promise<number> {
    const { app_logo_url: appLogo } = await this.settings.get();
    const inUse = [...(await this.codeLogos.paths()), ...(appLogo ? [appLogo] : [])];
    const deleted = await this.logos.deleteUnused(inUse, new Date(now.getTime() - GRACE_MS));
    if (deleted) this.logger.log(`${deleted} unused logo(s) deleted`);
    return deleted;
  }
}
