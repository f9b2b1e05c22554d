import { Injectable } from '@nestjs/common';
import type { DashboardStats, WorkspaceUsageDto } from '@qrpanel/contracts';
import { EntitlementsService, SubscriptionsService } from '../../billing';
import { UsersService } from '../../identity';
import { CodeCounters } from '../../qrcodes';
import { ScanRollupsRepository } from '../scan-rollups.repository';
import { ScanRollups } from '../scan-rollups.service';
import { monthStart } from '../usage-meter';
import type { AnalyticsScope } from './analytics-scope';

/** The dashboard's stat cards (docs/product.md, Dashboard). */
@Injectable()
export class DashboardService {
  constructor(
    private readonly codes: CodeCounters,
    private readonly users: UsersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly rollups: ScanRollups,
    private readonly rollupRows: ScanRollupsRepository,
    private readonly entitlements: EntitlementsService,
  ) {}

  /**
   * The workspace's use of its plan's limits, for the dashboard's meters and the create
   * form, so that a limit is seen before a form fails on it. Codes count as the create
   * check counts them (none for what administrators make); scans as the redirect's monthly
   * limit counts them, from the workspace's roll-ups.
   */
  async usage(workspaceId: number, administrator: boolean): Promise<WorkspaceUsageDto> {
    const limits = await this.entitlements.forWorkspace(workspaceId);
    await this.rollups.settle();
    const [totals, scans] = await Promise.all([
      this.codes.totals({ workspaceId }),
      this.rollupRows.scansSince({ owner: workspaceId }, monthStart(new Date())),
    ]);
    return {
      plan_name: limits?.planName ?? null,
      qr_codes: { used: totals.codes, limit: administrator ? 0 : (limits?.qrCodeLimit ?? 0) },
      scans_this_month: { used: scans, limit: limits?.scanLimit ?? 0 },
      // No plan limits administrators (entitlements null): everything is theirs.
      features: {
        custom_logos: limits?.features.customLogos ?? true,
        analytics: limits?.features.analytics ?? true,
      },
    };
  }

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
