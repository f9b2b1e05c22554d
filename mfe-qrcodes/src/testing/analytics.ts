import type { AnalyticsSummary } from '@qrpanel/contracts';

export function summary(overrides: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  return {
    totalQRCodes: 12,
    totalScans: 3456,
    totalUniqueScans: 789,
    scansByOS: [{ os: 'iOS', scans: 2000 }],
    scansByCountry: [{ country: 'GB', scans: 1500 }],
    scansByBrowser: [{ browser: 'Safari', scans: 2000 }],
    scansByDevice: [{ device: 'mobile', scans: 3000 }],
    scansByDestination: [],
    ...overrides,
  };
}
