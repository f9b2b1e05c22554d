import { Injectable, OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../platform/jobs/jobs.service';
import { USER_DELETED } from '../identity';
import { CODES_DELETED, type CodesDeleted, QrCodesService } from '../qrcodes';
import { ScansRepository } from './scans.repository';

/** Codes asked about at once. */
const CHUNK = 500;

/**
 * Deletes the scans of deleted codes. Scans have no foreign key to cascade (see Scan), so
 * the modules that delete codes queue a job in their deleting transaction and the scans
 * go moments later: a code's (CODES_DELETED), or every code's that no longer exists once
 * a user went with their codes (USER_DELETED). Both are safe to run twice.
 */
@Injectable()
export class ScanPurge implements OnModuleInit {
  constructor(
    private readonly scans: ScansRepository,
    private readonly jobs: Jobs,
    private readonly codes: QrCodesService,
  ) {}

  onModuleInit(): void {
    this.jobs.handle<CodesDeleted>(CODES_DELETED, ({ ids }) => this.scans.deleteOfCodes(ids));
    this.jobs.handle(USER_DELETED, () => this.deleteScansOfMissingCodes());
  }

  /** The codes scans name, less those that still exist. */
  private async deleteScansOfMissingCodes(): Promise<void> {
    const named = await this.scans.codeIds();
    for (let i = 0; i < named.length; i += CHUNK) {
      const chunk = named.slice(i, i + CHUNK);
      const existing = await this.codes.existing(chunk);
      await this.scans.deleteOfCodes(chunk.filter((id) => !existing.has(id)));
    }
  }
}
