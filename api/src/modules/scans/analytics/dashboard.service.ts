import { Injectable } from '@nestjs/common';
import type { DashboardStats } from '@qrpanel/contracts';
import { SubscriptionsService } from '../../billing';
import { UsersService } from '../../identity';
import { CodeCounters } from '../../qrcodes';
import { ScanRollups } from '../scan-rollups.service';
import type { AnalyticsScope } from './analytics-scope';

/** The dashboard's stat cards (docs/product.md, Dashboard). */
@Injectable()
export class DashboardService {
  constructor(
    private readonly codes: CodeCounters,
    private readonly users: UsersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly rollups: ScanRollups,
  ) {}

  async codeStats(scope: AnalyticsScope): Promise<DashboardStats> {
    await this.rollups.settle();
    const totals = await this.codes.totals(scope);
    return {
      totalQRs: totals.codes,
      totalScans: totals.scans,
      dynamicQRs: totals.dynamic,
      staticQRs: totals.codes - totals.dynamic,
    };
  }

  /** The super_admin's cards: users and subscriptions besides every code. */
  async adminStats(): Promise<DashboardStats> {
    return {
      totalUsers: await this.users.count(),
      activeSubscriptions: await this.subscriptions.countActive(),
      ...(await this.codeStats({ workspaceId: null })),
    };
  }
}
