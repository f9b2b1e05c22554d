import { Global, Module } from '@nestjs/common';
import { ReadBarrier } from '../../platform/jobs/read-barrier';
import { ScanRollups } from './scan-rollups.service';

/**
 * The roll-ups of stored scans. Global as the app's ReadBarrier: readers of counters on any
 * floor (the codes' own, analytics) settle the roll-ups before they read.
 */
@Global()
@Module({
  providers: [ScanRollups, { provide: ReadBarrier, useExisting: ScanRollups }],
  exports: [ScanRollups, ReadBarrier],
})
export class ScanRollupsModule {}
