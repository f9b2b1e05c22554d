// The scans module's face: what other modules may import (docs/decisions/module-faces.md).
export { ScansModule } from './scans.module';
export { ScanRollupsModule } from './scan-rollups.module';
export { AnalyticsModule } from './analytics/analytics.module';
export { AnalyticsService } from './analytics/analytics.service';
export { rangeOf, type DateRange, type RangeQuery } from './analytics/date-range';
export { AnalyticsQueryDto } from './analytics/dto/analytics-query.dto';
export { AnalyticsSummaryDto, ScansOverTimePointDto } from './analytics/dto/analytics-response.dto';
