import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ANALYTICS_GRANULARITIES,
  type AnalyticsGranularity,
  type AnalyticsPeriod,
  type AnalyticsSummary,
  type DashboardStats,
  type LinkClicks,
  type ScansOverTimePoint,
  type UsageMeterDto,
  type WorkspaceUsageDto,
} from '@qrpanel/contracts';

class Count {
  @ApiProperty() scans: number;
}
class OsCount extends Count {
  @ApiProperty({ example: 'iOS' }) os: string;
}
class CountryCount extends Count {
  @ApiProperty({ example: 'GB', description: 'ISO 3166-1 alpha-2' }) country: string;
}
class BrowserCount extends Count {
  @ApiProperty({ example: 'Safari' }) browser: string;
}
class DeviceCount extends Count {
  @ApiProperty({ example: 'mobile' }) device: string;
}

class DestinationCount extends Count {
  @ApiProperty({ example: 'https://example.com/a' }) destination: string;
}
class LinkClicksDto implements LinkClicks {
  @ApiProperty({ example: 'Our menu' }) label: string;
  @ApiProperty({ example: 'https://example.com/menu' }) url: string;
  @ApiProperty() clicks: number;
}
class RegionCount extends Count {
  @ApiProperty({ example: 'GB', description: 'ISO 3166-1 alpha-2; empty for Other' }) country: string;
  @ApiProperty({ example: 'England' }) region: string;
}
class CityCount extends Count {
  @ApiProperty({ example: 'GB', description: 'ISO 3166-1 alpha-2; empty for Other' }) country: string;
  @ApiProperty({ example: 'London' }) city: string;
}
class LanguageCount extends Count {
  @ApiProperty({ example: 'en', description: 'ISO 639-1' }) language: string;
}
class HourCount extends Count {
  @ApiProperty({ example: 0, description: '0 Monday … 6 Sunday, in the owner’s time zone' }) weekday: number;
  @ApiProperty({ example: 9, description: '0 to 23' }) hour: number;
}
class PreviousPeriod {
  @ApiProperty({ example: '2025-12-02' }) from: string;
  @ApiProperty({ example: '2025-12-31' }) to: string;
  @ApiProperty() scans: number;
  @ApiProperty() uniqueScans: number;
}
class Period implements AnalyticsPeriod {
  @ApiProperty({ example: '2026-01-01' }) from: string;
  @ApiProperty({ example: '2026-01-30' }) to: string;
  @ApiProperty({ enum: ANALYTICS_GRANULARITIES }) granularity: AnalyticsGranularity;
  @ApiProperty() scans: number;
  @ApiProperty({ description: 'Unique visitors a day, added up' }) uniqueScans: number;
  @ApiProperty({ type: PreviousPeriod, description: 'The period of the same length just before' })
  previous: PreviousPeriod;
  @ApiProperty({ type: Number, nullable: true, description: 'Scans against the previous period, in %' })
  change: number | null;
  @ApiProperty({ type: Number, nullable: true }) uniqueChange: number | null;
}

export class AnalyticsSummaryDto implements AnalyticsSummary {
  @ApiProperty() totalQRCodes: number;
  @ApiProperty({ description: 'People’s scans (no bots, no blocked scans)' }) totalScans: number;
  @ApiProperty({ description: 'Distinct visitors a day per code, added up' }) totalUniqueScans: number;
  @ApiProperty({ type: [OsCount], description: 'Top 10, then Other' }) scansByOS: OsCount[];
  @ApiProperty({ type: [CountryCount], description: 'Top 10, then Other' }) scansByCountry: CountryCount[];
  @ApiProperty({ type: [BrowserCount], description: 'Top 10, then Other' }) scansByBrowser: BrowserCount[];
  @ApiProperty({ type: [DeviceCount], description: 'Top 10, then Other' }) scansByDevice: DeviceCount[];
  @ApiProperty({
    type: [DestinationCount],
    description:
      'With qrId: the code’s scans by the destination its rules and split sent them to; else empty',
  })
  scansByDestination: DestinationCount[];
  @ApiProperty({ type: [RegionCount], description: 'Top 10, then Other' }) scansByRegion: RegionCount[];
  @ApiProperty({ type: [CityCount], description: 'Top 10, then Other' }) scansByCity: CityCount[];
  @ApiProperty({ type: [LanguageCount], description: 'Top 10, then Other' }) scansByLanguage: LanguageCount[];
  @ApiProperty({ type: [HourCount], description: 'The 168 hours of the week, zeros included' })
  scansByHour: HourCount[];
  @ApiPropertyOptional({
    type: [LinkClicksDto],
    description:
      "A hosted page's analytics (qrId of a links, app or page code): taps per link, all time, counted by its hops ({scan address}/l/{n}); the page's links in its order, then former links that were tapped",
  })
  linkClicks?: LinkClicksDto[];
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Beside linkClicks: taps per 100 scans, all time (one decimal); null before any scan',
  })
  tapThroughRate?: number | null;
  @ApiPropertyOptional({
    type: Period,
    description: 'With from or to: the range, and the period before it (totals above are the range’s)',
  })
  period?: Period;
}

export class ScansOverTimePointDto implements ScansOverTimePoint {
  @ApiProperty({ example: '2026-11-22' }) date: string;
  @ApiProperty() scans: number;
}

export class DashboardStatsDto implements DashboardStats {
  @ApiPropertyOptional({ description: 'super_admin only' }) totalUsers?: number;
  @ApiPropertyOptional({ description: 'super_admin only' }) activeSubscriptions?: number;
  @ApiProperty() totalQRs: number;
  @ApiProperty() totalScans: number;
  @ApiProperty() dynamicQRs: number;
  @ApiProperty() staticQRs: number;
}

class UsageMeterResponseDto implements UsageMeterDto {
  @ApiProperty() used: number;
  @ApiProperty({ description: '0: no limit' }) limit: number;
}

class UsageFeaturesResponseDto {
  @ApiProperty() custom_logos: boolean;
  @ApiProperty() analytics: boolean;
}

export class WorkspaceUsageResponseDto implements WorkspaceUsageDto {
  @ApiProperty({
    nullable: true,
    type: 'string',
    description: "The plan in force ('Free Trial' without one); null for the installation's administrators",
  })
  plan_name: string | null;
  @ApiProperty({ type: UsageMeterResponseDto }) qr_codes: UsageMeterDto;
  @ApiProperty({ type: UsageMeterResponseDto, description: 'Counted scans this calendar month (UTC)' })
  scans_this_month: UsageMeterDto;
  @ApiProperty({
    type: UsageFeaturesResponseDto,
    description: "What the plan includes (everything for the installation's administrators)",
  })
  features: WorkspaceUsageDto['features'];
}

class MoneyDto {
  @ApiProperty({ example: 'USD' }) currency: string;
  @ApiProperty({ example: 99.9 }) amount: number;
}

export class MonthlyStatDto {
  @ApiProperty({ example: '2026-01' }) month: string;
  @ApiProperty() newUsers: number;
  @ApiProperty({ type: [MoneyDto] }) revenue: MoneyDto[];
}
