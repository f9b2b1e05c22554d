import { Injectable, Logger, BeforeApplicationShutdown } from '@nestjs/common';
import { GroupCommit } from './group-commit';
import { ScanBatchRepository } from './scan-batch.repository';
import { queueForRollups } from './scan-rollups.repository';
import { ScanRollups } from './scan-rollups.service';
import { insertScans, type RecordedScan } from './scans.repository';

/**
 * Stores scans in batches (group commit): add() resolves once the scan is committed,
 * with its roll-ups queued; ScanRollups adds them moments later, off the scanners' path.
 */
@Injectable()
export class ScanWriter implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Scans');
  private readonly batches: GroupCommit<RecordedScan>;

  constructor(
    private readonly runner: ScanBatchRepository,
    private readonly rollups: ScanRollups,
  ) {
    this.batches = new GroupCommit((scans) => this.write(scans), 1000, this.runner.concurrency);
  }

  add(scan: RecordedScan): Promise<void> {
    return this.batches.add(scan);
  }

  /**
   * SIGTERM: the scans already taken are stored, and counted, before the database closes
   * (every before-shutdown hook runs before TypeORM's shutdown hook closes it).
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.batches.drain();
    await this.rollups.settle();
    await this.runner.close();
  }

  private async write(scans: RecordedScan[]): Promise<void> {
    try {
      // The scans and their roll-ups' queue rows, in one transaction. Only inserts: no lock
      // to wait for, so no deadlock to retry, and the scanners wait for no bookkeeping.
      await this.runner.run([insertScans(scans), ...queueForRollups(scans)]);
    } catch (e) {
      this.logger.error(`Could not store ${scans.length} scans: ${(e as Error).message}`);
      throw e;
    }
    this.rollups.stored();
  }
}
