import { Global, Module } from '@nestjs/common';
import { ReadBarrier } from '../../platform/jobs/read-barrier';
import { UsersModule } from '../identity';
import { CodeOwnerChanges, QrCodesModule } from '../qrcodes';
import { ScanRollupsRepository } from './scan-rollups.repository';
import { ScanRollups } from './scan-rollups.service';
import { ScansRepository } from './scans.repository';
import { LinkTaps } from './link-taps.service';
import { LinkTapsRepository } from './link-taps.repository';

/**
 * The stored scans and their roll-ups (their tables' repositories), and the taps on hosted pages' links. Global as the app's ReadBarrier: readers of counters on any
 * floor (the codes' own, analytics) settle the roll-ups before they read; and as CodeOwnerChanges: what deletes codes or
 * changes their owner keeps the owner roll-ups right.
 */
@Global()
@Module({
  imports: [QrCodesModule, UsersModule],
  providers: [
    ScanRollups,
    ScanRollupsRepository,
    ScansRepository,
    LinkTaps,
    LinkTapsRepository,
    { provide: ReadBarrier, useExisting: ScanRollups },
    { provide: CodeOwnerChanges, useExisting: ScanRollups },
  ],
  exports: [ScanRollups, ScanRollupsRepository, ScansRepository, LinkTaps, ReadBarrier, CodeOwnerChanges],
})
export class ScanRollupsModule {}
