import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ANALYTICS_MESSAGES,
  ANALYTICS_WINDOW_DAYS,
  QR_MESSAGES,
  isAdminRole,
  type AnalyticsSummary,
  type ScansOverTimePoint,
} from '@qrpanel/contracts';
import { EntitlementsService } from '../../billing/plans/entitlements.service';
import { ScanRollups } from '../scan-rollups.service';
import type { User } from '../../identity/users/user.entity';
import { dayString, lastDays, scopeSql, type AnalyticsScope } from './analytics-scope';

const UNKNOWN = new Set(['', 'Unknown']);

/**
 * Analytics read the roll-ups (codes' counters, daily counts and breakdowns; see
 * ScanRollups), never the raw scans: a few thousand rows whatever the traffic.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly entitlements: EntitlementsService,
    private readonly rollups: ScanRollups,
  ) {}

  /**
   * The caller's scope: everyone's codes for an admin asking for all, else their own; one
   * code when qrId is given (another's code is 404). Checks the plan includes analytics.
   */
  async scopeFor(user: User, all: boolean, qrId?: number): Promise<AnalyticsScope> {
    const admin = isAdminRole(user.role);
    if (!admin && !(await this.entitlements.forUser(user.id)).features.analytics) {
      throw new ForbiddenException(ANALYTICS_MESSAGES.notIncluded);
    }
    const scope: AnalyticsScope = { ownerId: all && admin ? null : user.id, qrId };
    if (qrId !== undefined) {
      const { where, params } = scopeSql(scope);
      const found = await this.db.query<unknown[]>(`SELECT q.id FROM qr_codes q WHERE ${where}`, params);
      if (!found.length) throw new NotFoundException(QR_MESSAGES.notFound);
    }
    // What this replica has stored is counted before anything is read.
    await this.rollups.settle();
    return scope;
  }

  async summary(scope: AnalyticsScope): Promise<AnalyticsSummary> {
    const { where, params } = scopeSql(scope);
    const [totals] = await this.db.query<{ codes: unknown; scans: unknown; uniques: unknown }[]>(
      `SELECT COUNT(*) AS codes, COALESCE(SUM(q.scans_count), 0) AS scans, COALESCE(SUM(q.unique_scans), 0) AS uniques
       FROM qr_codes q WHERE ${where}`,
      params,
    );
    const rows = await this.db.query<{ dimension: string; value: string; scans: unknown }[]>(
      `SELECT b.dimension, b.value, SUM(b.scans) AS scans FROM scan_breakdown b
       JOIN qr_codes q ON q.id = b.qr_code_id WHERE ${where}
       GROUP BY b.dimension, b.value ORDER BY scans DESC, b.value`,
      params,
    );
    const by = (dimension: string) =>
      rows
        .filter((r) => r.dimension === dimension && !UNKNOWN.has(r.value))
        .map((r) => ({ value: r.value, scans: Number(r.scans) }));
    return {
      totalQRCodes: Number(totals.codes),
      totalScans: Number(totals.scans),
      totalUniqueScans: Number(totals.uniques),
      scansByOS: by('os').map(({ value, scans }) => ({ os: value, scans })),
      scansByCountry: by('country').map(({ value, scans }) => ({ country: value, scans })),
      scansByBrowser: by('browser').map(({ value, scans }) => ({ browser: value, scans })),
      scansByDevice: by('device').map(({ value, scans }) => ({ device: value, scans })),
    };
  }

  /** One point a UTC day for the last 30 days, ending today, zeros included. */
  async scansOverTime(scope: AnalyticsScope, today = new Date()): Promise<ScansOverTimePoint[]> {
    const days = lastDays(ANALYTICS_WINDOW_DAYS, today);
    const { where, params } = scopeSql(scope);
    const rows = await this.db.query<{ day: unknown; scans: unknown }[]>(
      `SELECT d.day AS day, SUM(d.scans) AS scans FROM scan_daily d
       JOIN qr_codes q ON q.id = d.qr_code_id WHERE d.day >= ? AND ${where} GROUP BY d.day`,
      [days[0], ...params],
    );
    const byDay = new Map(rows.map((r) => [dayString(r.day), Number(r.scans)]));
    return days.map((date) => ({ date, scans: byDay.get(date) ?? 0 }));
  }
}
