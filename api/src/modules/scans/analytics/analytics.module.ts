import { Module } from '@nestjs/common';
import { PlansModule, SubscriptionsModule } from '../../billing';
import { UsersModule } from '../../identity';
import { QrCodesModule } from '../../qrcodes';
import { ScanRollupsModule } from '../scan-rollups.module';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { LiveController } from '../live/live.controller';
import { LiveScansModule } from '../live/live-scans.module';
import { MonthlyStatsService } from './monthly-stats.service';
import { TopCodesController } from './top-codes.controller';
import { WorkspacesModule } from '../../workspaces';
import { WorkspacesOverviewController } from './workspaces-overview.controller';

/** What scans add up to: analytics, the CSV export, the live stream and the dashboard's blocks. */
@Module({
  imports: [
    WorkspacesModule,
    PlansModule,
    SubscriptionsModule,
    UsersModule,
    QrCodesModule,
    ScanRollupsModule,
    LiveScansModule,
  ],
  controllers: [
    AnalyticsController,
    DashboardController,
    LiveController,
    TopCodesController,
    WorkspacesOverviewController,
  ],
  providers: [AnalyticsService, DashboardService, MonthlyStatsService],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
