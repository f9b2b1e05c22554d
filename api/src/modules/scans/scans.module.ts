import { Module } from '@nestjs/common';
import { PlansModule } from '../billing/plans/plans.module';
import { RedirectController } from './redirect.controller';
import { RedirectRoute } from './redirect.route';
import { RedirectService } from './redirect.service';
import { ScanRollupsModule } from './scan-rollups.module';
import { ScanWriter } from './scan-writer.service';

/** Scanning: the redirect, and recording each scan with its roll-ups. */
@Module({
  imports: [PlansModule, ScanRollupsModule],
  controllers: [RedirectController],
  providers: [ScanWriter, RedirectService, RedirectRoute],
})
export class ScansModule {}
