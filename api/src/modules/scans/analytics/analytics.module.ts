import { Module } from '@nestjs/common';
import { PlansModule } from '../../billing/plans/plans.module';
import { UsersModule } from '../../identity/users/users.module';
import { QrCodesModule } from '../../qrcodes/qrcodes.module';
import { ScanRollupsModule } from '../scan-rollups.module';
import { SubscriptionsModule } from '../../billing/subscriptions/subscriptions.module';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { LiveController } from '../live/live.controller';
import { LiveScansModule } from '../live/live-scans.module';
import { MonthlyStatsRepository } from './monthly-stats.repository';
import { TopCodesController } from './top-codes.controller';

/** What scans add up to: analytics, the CSV export, the live stream and the dashboard's blocks. */
@Module({
  imports: [PlansModule, SubscriptionsModule, UsersModule, QrCodesModule, ScanRollupsModule, LiveScansModule],
  controllers: [AnalyticsController, DashboardController, LiveController, TopCodesController],
  providers: [AnalyticsService, DashboardService, MonthlyStatsRepository],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
