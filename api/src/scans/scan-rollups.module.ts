import { Module } from '@nestjs/common';
import { ScanRollups } from './scan-rollups.service';

/** The roll-ups of stored scans, for the modules that read them (settle() before reading). */
@Module({
  providers: [ScanRollups],
  exports: [ScanRollups],
})
export class ScanRollupsModule {}
