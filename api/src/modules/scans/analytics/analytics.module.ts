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

/** What scans add up to: analytics, the CSV export and the dashboard's cards. */
@Module({
  imports: [PlansModule, SubscriptionsModule, UsersModule, QrCodesModule, ScanRollupsModule],
  controllers: [AnalyticsController, DashboardController],
  providers: [AnalyticsService, DashboardService],
})
export class AnalyticsModule {}
