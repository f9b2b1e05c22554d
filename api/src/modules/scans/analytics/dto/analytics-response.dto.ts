import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AnalyticsSummary, DashboardStats, ScansOverTimePoint } from '@qrpanel/contracts';

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

export class AnalyticsSummaryDto implements AnalyticsSummary {
  @ApiProperty() totalQRCodes: number;
  @ApiProperty({ description: 'People’s scans (no bots, no blocked scans)' }) totalScans: number;
  @ApiProperty({ description: 'Distinct visitors per code, added up' }) totalUniqueScans: number;
  @ApiProperty({ type: [OsCount] }) scansByOS: OsCount[];
  @ApiProperty({ type: [CountryCount] }) scansByCountry: CountryCount[];
  @ApiProperty({ type: [BrowserCount] }) scansByBrowser: BrowserCount[];
  @ApiProperty({ type: [DeviceCount] }) scansByDevice: DeviceCount[];
  @ApiProperty({
    type: [DestinationCount],
    description:
      'With qrId: the code’s scans by the destination its rules and split sent them to; else empty',
  })
  scansByDestination: DestinationCount[];
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
