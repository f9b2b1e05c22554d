import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Jobs } from '../../platform/jobs/jobs.service';
import { USER_DELETED } from '../identity/users/user-deleted.job';
import { CODES_DELETED, type CodesDeleted } from '../qrcodes/codes-deleted.job';
import { QrCodesService } from '../qrcodes/qrcodes.service';

/** Codes a statement names at most (placeholders stay well under every driver's limit). */
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
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: Jobs,
    private readonly codes: QrCodesService,
  ) {}

  onModuleInit(): void {
    this.jobs.handle<CodesDeleted>(CODES_DELETED, ({ ids }) => this.deleteScansOf(ids));
    this.jobs.handle(USER_DELETED, () => this.deleteScansOfMissingCodes());
  }

  private async deleteScansOf(ids: readonly number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      await this.db.query(
        `DELETE FROM scans WHERE qr_code_id IN (${chunk.map(() => '?').join(', ')})`,
        chunk,
      );
    }
  }

  /** The codes scans name (read from the scans' index), less those that still exist. */
  private async deleteScansOfMissingCodes(): Promise<void> {
    const rows = await this.db.query<{ id: number | string }[]>(
      'SELECT DISTINCT qr_code_id AS id FROM scans',
    );
    const named = rows.map((row) => Number(row.id));
    for (let i = 0; i < named.length; i += CHUNK) {
      const chunk = named.slice(i, i + CHUNK);
      const existing = await this.codes.existing(chunk);
      await this.deleteScansOf(chunk.filter((id) => !existing.has(id)));
    }
  }
}
