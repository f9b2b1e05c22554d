import { Module } from '@nestjs/common';
import { UsersModule } from '../identity';
import { PlansModule } from '../billing';
import { QrCodesModule } from '../qrcodes';
import { PublicCodeAnswers, RedirectController, ShortKeyController } from './redirect.controller';
import { RedirectRoute } from './redirect.route';
import { PageTickets } from './page-tickets';
import { HostedPages } from './hosted-pages';
import { RedirectService } from './redirect.service';
import { ScanBatchRepository } from './scan-batch.repository';
import { LiveScansModule } from './live/live-scans.module';
import { ScanPurge } from './scan-purge';
import { ScanRollupsModule } from './scan-rollups.module';
import { ScanWriter } from './scan-writer.service';
import { ScanRetention } from './scan-retention';
import { VisitorSalts } from './visitor-salts';
import { VisitorSaltsRepository } from './visitor-salts.repository';
import { SettingsModule } from '../settings';

/**
 * Scanning: the redirect, recording each scan with its roll-ups, the visitor hash's daily
 * salts, and deleting scans (of deleted codes, and past the retention period).
 */
import { DomainsModule } from '../domains';
import { WorkspacesModule } from '../workspaces';

@Module({
  imports: [
    LiveScansModule,
    PlansModule,
    QrCodesModule,
    DomainsModule,
    ScanRollupsModule,
    SettingsModule,
    UsersModule,
    WorkspacesModule,
  ],
  controllers: [RedirectController, ShortKeyController],
  providers: [
    ScanWriter,
    ScanBatchRepository,
    RedirectService,
    RedirectRoute,
    HostedPages,
    PageTickets,
    PublicCodeAnswers,
    ScanPurge,
    ScanRetention,
    VisitorSalts,
    VisitorSaltsRepository,
  ],
})
export class ScansModule {}
