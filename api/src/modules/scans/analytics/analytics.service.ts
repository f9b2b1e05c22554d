import type { Readable } from 'node:stream';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ANALYTICS_MESSAGES,
  ANALYTICS_WINDOW_DAYS,
  QR_MESSAGES,
  isAdminRole,
  type AnalyticsPeriod,
  type AnalyticsSummary,
  type ScansOverTimePoint,
} from '@qrpanel/contracts';
import { EntitlementsService } from '../../billing';
import { CodeCounters, CodeLookup, QrCodesService } from '../../qrcodes';
import { EVERY_OWNER } from '../scan-rollup.entities';
import { ScanRollupsRepository, destinationKey, type RollupScope } from '../scan-rollups.repository';
import { ScanRollups } from '../scan-rollups.service';
import type { User } from '../../identity';
import type { ActingWorkspace } from '../../workspaces';
import { ScansRepository } from '../scans.repository';
import { LinkTaps } from '../link-taps.service';
import { linkKey } from '../link-taps.repository';
import { scansCsv } from './scan-export';
import { dayString, lastDays, type AnalyticsScope } from './analytics-scope';
import { breakdownsOf } from './breakdowns';
import { bucketOf, bucketsOf, changeFrom, type DateRange } from './date-range';

/**
 * Analytics read the roll-ups (codes' counters, daily counts and breakdowns, per code for
 * one code and per owner for all of an owner's or everyone's; see ScanRollups), never the
 * raw scans: a few thousand rows whatever the traffic.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly rollups: ScanRollups,
    private readonly codes: CodeLookup,
    private readonly counters: CodeCounters,
    private readonly counted: ScanRollupsRepository,
    private readonly scans: ScansRepository,
    private readonly qrcodes: QrCodesService,
    private readonly taps: LinkTaps,
  ) {}

  /**
   * The caller's scope: everyone's codes for an admin asking for all, else the active
   * workspace's (every role reads them); one code when qrId is given (another workspace's
   * code is 404). Checks the workspace's plan includes analytics.
   */
  async scopeFor(
    user: User,
    workspace: ActingWorkspace,
    all: boolean,
    qrId?: number,
    domainId?: number,
  ): Promise<AnalyticsScope> {
    const admin = isAdminRole(user.role);
    if (!admin && (await this.entitlements.forWorkspace(workspace.id))?.features.analytics === false) {
      throw new ForbiddenException(ANALYTICS_MESSAGES.notIncluded);
    }
    const scope: AnalyticsScope = { workspaceId: all && admin ? null : workspace.id, qrId, domainId };
    if (qrId !== undefined && !(await this.codes.exists(scope))) {
      throw new NotFoundException(QR_MESSAGES.notFound);
    }
    // What this replica has stored is counted before anything is read.
    await this.rollups.settle();
    return scope;
  }

  /**
   * The summary: all time (the codes' counters and all-time breakdowns), or, with a range,
   * the range's scans and daily uniques, breakdowns and the period before it.
   */
  async summary(scope: AnalyticsScope, range?: DateRange): Promise<AnalyticsSummary> {
    const totals = await this.counters.totals(scope);
    const codes = await this.rollupsOf(scope);
    const rows = range
      ? await this.counted.breakdownBetween(codes, range.from, range.to)
      : await this.counted.breakdown(codes);
    const period = range ? await this.period(scope, range) : undefined;
    const totalScans = period?.scans ?? totals.scans;
    return {
      totalQRCodes: totals.codes,
      totalScans,
      totalUniqueScans: period?.uniqueScans ?? totals.uniqueScans,
      ...breakdownsOf(rows, totalScans),
      scansByDestination:
        scope.qrId === undefined
          ? []
          : await this.byDestination(
              scope.qrId,
              rows.filter((r) => r.dimension === 'dest'),
            ),
      ...(scope.qrId === undefined ? {} : await this.linkClicks(scope.qrId, totalScans, range)),
      ...(period ? { period } : {}),
    };
  }

  /**
   * A hosted page's taps per link (all time, or within the range) and its tap-through rate
   * against the same scans: its links as the page is now, in its order, then former links
   * that were tapped. Nothing for other codes.
   */
  private async linkClicks(
    qrId: number,
    scans: number,
    range?: DateRange,
  ): Promise<Pick<AnalyticsSummary, 'linkClicks' | 'tapThroughRate'>> {
    const current = await this.qrcodes.pageLinksOf(qrId);
    if (!current) return {};
    const totals = await this.taps.totalsOf(qrId, range && { from: range.from, to: range.to });
    const tapped = new Map(totals.map((t) => [linkKey(t.label, t.url), t]));
    const shown = new Map(current.map((link) => [linkKey(link.label, link.url), link]));
    const linkClicks = [
      ...[...shown].map(([key, link]) => ({ ...link, clicks: tapped.get(key)?.taps ?? 0 })),
      ...[...tapped]
        .filter(([key]) => !shown.has(key))
        .map(([, t]) => ({ label: t.label, url: t.url, clicks: t.taps })),
    ];
    const clicks = linkClicks.reduce((n, link) => n + link.clicks, 0);
    return { linkClicks, tapThroughRate: scans ? Math.round((clicks / scans) * 1000) / 10 : null };
  }

  /** The range's totals beside those of the period of equal length before it. */
  private async period(scope: AnalyticsScope, range: DateRange): Promise<AnalyticsPeriod> {
    const codes = await this.rollupsOf(scope);
    const sum = async (from: string, to: string) => {
      const days = await this.counted.daysBetween(codes, from, to);
      return {
        scans: days.reduce((n, d) => n + d.scans, 0),
        uniqueScans: days.reduce((n, d) => n + d.uniques, 0),
      };
    };
    const current = await sum(range.from, range.to);
    const previous = await sum(range.previous.from, range.previous.to);
    return {
      from: range.from,
      to: range.to,
      granularity: range.granularity,
      ...current,
      previous: { ...range.previous, ...previous },
      change: changeFrom(previous.scans, current.scans),
      uniqueChange: changeFrom(previous.uniqueScans, current.uniqueScans),
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

  /**
   * One point a UTC day for the last 30 days, ending today, zeros included; with a range,
   * one point per bucket of its granularity, dated by the bucket's first day.
   */
  async scansOverTime(
    scope: AnalyticsScope,
    range?: DateRange,
    today = new Date(),
  ): Promise<ScansOverTimePoint[]> {
    const days = lastDays(ANALYTICS_WINDOW_DAYS, today);
    const window = range ?? { from: days[0], to: days[days.length - 1], granularity: 'day' as const };
    const rows = await this.counted.daysBetween(await this.rollupsOf(scope), window.from, window.to);
    const byBucket = new Map<string, number>();
    for (const row of rows) {
      const bucket = bucketOf(dayString(row.day), window.granularity, window.from);
      byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + row.scans);
    }
    return bucketsOf(window).map((date) => ({ date, scans: byBucket.get(date) ?? 0 }));
  }

  /**
   * Which roll-ups answer for the scope: one code's own rows, a domain's codes' rows, else
   * its owner's or every owner's, a row a day and value however many codes they have.
   */
  private async rollupsOf(scope: AnalyticsScope): Promise<RollupScope> {
    if (scope.qrId !== undefined) return { code: scope.qrId };
    if (scope.domainId !== undefined) return { codes: await this.codes.idsIn(scope) };
    return { owner: scope.workspaceId ?? EVERY_OWNER };
  }

  /** The scope's scans as CSV, streamed (scan-export.ts). */
  exportCsv(scope: AnalyticsScope, range?: DateRange): Readable {
    return scansCsv(this.scans, this.codes, scope, range);
  }
}
