import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../platform/jobs/jobs.service';
import { FilesInUse } from './files-in-use';
import { PageFiles } from './page-files.service';
import { UPLOAD_JOBS } from './upload-jobs';

/** A file not used for a day was abandoned (uploaded, then the form was left). */
const GRACE_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60_000;

/**
 * Every hour (once across replicas), deletes the pages' files no code uses any more: those
 * of deleted codes, those an edit replaced, and uploads never saved, which gives their
 * workspace its storage back. A file is deleted only a day after it was uploaded, so one
 * being placed on a page right now stays.
 */
@Injectable()
export class PageFileCleanupJob implements OnModuleInit {
  private readonly logger = new Logger('PageFileCleanup');

  constructor(
    private readonly inUse: FilesInUse,
    private readonly files: PageFiles,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.jobs.every(UPLOAD_JOBS.pageFileCleanup, EVERY_MS, async () => {
      await this.run();
    });
  }

  /** Answers how many files it deleted. */
  async run(now = new Date()): Promise<number> {
    const deleted = await this.files.deleteUnused(
      await this.inUse.paths(),
      new Date(now.getTime() - GRACE_MS),
    );
    if (deleted) this.logger.log(`${deleted} unused page file(s) deleted`);
    return deleted;
  }
}
