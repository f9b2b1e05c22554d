import { Module } from '@nestjs/common';
import { UsersModule } from '../identity/users/users.module';
import { PlansModule } from '../billing/plans/plans.module';
import { QrCodesModule } from '../qrcodes/qrcodes.module';
import { RedirectController } from './redirect.controller';
import { RedirectRoute } from './redirect.route';
import { RedirectService } from './redirect.service';
import { ScanBatchRepository } from './scan-batch.repository';
import { ScanPurge } from './scan-purge';
import { ScanRollupsModule } from './scan-rollups.module';
import { ScanWriter } from './scan-writer.service';

/** Scanning: the redirect, recording each scan with its roll-ups, and deleting the scans of deleted codes. */
@Module({
  imports: [PlansModule, QrCodesModule, ScanRollupsModule, UsersModule],
  controllers: [RedirectController],
  providers: [ScanWriter, ScanBatchRepository, RedirectService, RedirectRoute, ScanPurge],
})
export class ScansModule {}
