import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module';
import { ScanRollupsModule } from '../scans/scan-rollups.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** What scans add up to: analytics, the CSV export and the dashboard's cards. */
@Module({
  imports: [PlansModule, SubscriptionsModule, ScanRollupsModule],
  controllers: [AnalyticsController, DashboardController],
  providers: [AnalyticsService, DashboardService],
})
export class AnalyticsModule {}
