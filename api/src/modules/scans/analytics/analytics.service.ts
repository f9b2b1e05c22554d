import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ANALYTICS_MESSAGES,
  ANALYTICS_WINDOW_DAYS,
  QR_MESSAGES,
  isAdminRole,
  type AnalyticsSummary,
  type ScansOverTimePoint,
} from '@qrpanel/contracts';
import { EntitlementsService } from '../../billing/plans/entitlements.service';
import { QrCodesRepository } from '../../qrcodes/qr-codes.repository';
import { QrCodesService } from '../../qrcodes/qrcodes.service';
import { ScanRollupsRepository, destinationKey } from '../scan-rollups.repository';
import { ScanRollups } from '../scan-rollups.service';
import type { User } from '../../identity/users/user.entity';
import { ScansRepository } from '../scans.repository';
import { scansCsv } from './scan-export';
import { dayString, lastDays, type AnalyticsScope } from './analytics-scope';

const UNKNOWN = new Set(['', 'Unknown']);

/**
 * Analytics read the roll-ups (codes' counters, daily counts and breakdowns; see
 * ScanRollups), never the raw scans: a few thousand rows whatever the traffic.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly rollups: ScanRollups,
    private readonly codes: QrCodesRepository,
    private readonly counted: ScanRollupsRepository,
    private readonly scans: ScansRepository,
    private readonly qrcodes: QrCodesService,
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
    if (qrId !== undefined && !(await this.codes.exists(scope))) {
      throw new NotFoundException(QR_MESSAGES.notFound);
    }
    // What this replica has stored is counted before anything is read.
    await this.rollups.settle();
    return scope;
  }

  async summary(scope: AnalyticsScope): Promise<AnalyticsSummary> {
    const totals = await this.codes.totals(scope);
    const rows = await this.counted.breakdown(this.codes.idsIn(scope));
    const by = (dimension: string) =>
      rows
        .filter((r) => r.dimension === dimension && !UNKNOWN.has(r.value))
        .map(({ value, scans }) => ({ value, scans }));
    return {
      totalQRCodes: totals.codes,
      totalScans: totals.scans,
      totalUniqueScans: totals.uniqueScans,
      scansByOS: by('os').map(({ value, scans }) => ({ os: value, scans })),
      scansByCountry: by('country').map(({ value, scans }) => ({ country: value, scans })),
      scansByBrowser: by('browser').map(({ value, scans }) => ({ browser: value, scans })),
      scansByDevice: by('device').map(({ value, scans }) => ({ device: value, scans })),
      scansByDestination:
        scope.qrId === undefined
          ? []
          : await this.byDestination(
              scope.qrId,
              rows.filter((r) => r.dimension === 'dest'),
            ),
    };
  }

  /** One code's scans by destination, named from the destinations it has or had. */
  private async byDestination(
    qrId: number,
    rows: { value: string; scans: number }[],
  ): Promise<AnalyticsSummary['scansByDestination']> {
    const byKey = new Map((await this.qrcodes.destinationsOf(qrId)).map((url) => [destinationKey(url), url]));
    return rows.map(({ value, scans }) => ({
      destination: byKey.get(value) ?? ANALYTICS_MESSAGES.formerDestination,
      scans,
    }));
  }

  /** One point a UTC day for the last 30 days, ending today, zeros included. */
  async scansOverTime(scope: AnalyticsScope, today = new Date()): Promise<ScansOverTimePoint[]> {
    const days = lastDays(ANALYTICS_WINDOW_DAYS, today);
    const rows = await this.counted.scansByDay(this.codes.idsIn(scope), days[0]);
    const byDay = new Map(rows.map((r) => [dayString(r.day), r.scans]));
    return days.map((date) => ({ date, scans: byDay.get(date) ?? 0 }));
  }

  /** The scope's scans as CSV, streamed (scan-export.ts). */
  exportCsv(scope: AnalyticsScope): AsyncGenerator<string> {
    return scansCsv(this.scans, this.codes, scope);
  }
}
