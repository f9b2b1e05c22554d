import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DashboardStats } from '@qrpanel/contracts';
import { ScanRollups } from '../scan-rollups.service';
import { SubscriptionsService } from '../../billing/subscriptions/subscriptions.service';
import { scopeSql, type AnalyticsScope } from './analytics-scope';

/** The dashboard's stat cards (SPEC.md §2 Dashboard). */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly rollups: ScanRollups,
  ) {}

  async codeStats(scope: AnalyticsScope): Promise<DashboardStats> {
    await this.rollups.settle();
    const { where, params } = scopeSql(scope);
    const [row] = await this.db.query<{ total: unknown; scans: unknown; dynamic: unknown }[]>(
      `SELECT COUNT(*) AS total, COALESCE(SUM(q.scans_count), 0) AS scans,
         COALESCE(SUM(CASE WHEN q.generation_type = 'dynamic' THEN 1 ELSE 0 END), 0) AS dynamic
       FROM qr_codes q WHERE ${where}`,
      params,
    );
    const total = Number(row.total);
    const dynamic = Number(row.dynamic);
    return {
      totalQRs: total,
      totalScans: Number(row.scans),
      dynamicQRs: dynamic,
      staticQRs: total - dynamic,
    };
  }

  /** The super_admin's cards: users and subscriptions besides every code. */
  async adminStats(): Promise<DashboardStats> {
    const [users] = await this.db.query<{ total: unknown }[]>('SELECT COUNT(*) AS total FROM users');
    return {
      totalUsers: Number(users.total),
      activeSubscriptions: await this.subscriptions.countActive(),
      ...(await this.codeStats({ ownerId: null })),
    };
  }
}
