/** GET /api/qrcodes/analytics/{admin|user} (SPEC.md §3 Analytics summary). */
export interface AnalyticsSummary {
  totalQRCodes: number;
  totalScans: number;
  totalUniqueScans: number;
  scansByOS: { os: string; scans: number }[];
  scansByCountry: { country: string; scans: number }[];
  scansByBrowser: { browser: string; scans: number }[];
  scansByDevice: { device: string; scans: number }[];
  /** One code's analytics (qrId): its scans by the destination they were sent to; else empty. */
  scansByDestination: { destination: string; scans: number }[];
}

/** GET /api/qrcodes/analytics/scans-over-time: one point a day, zeros included. */
export interface ScansOverTimePoint {
  date: string;
  scans: number;
}

export const ANALYTICS_WINDOW_DAYS = 30;

/** GET /api/admin/stats/dashboard and /api/qrcodes/stats/dashboard (SPEC.md §3 Dashboard stats). */
export interface DashboardStats {
  totalUsers?: number;
  activeSubscriptions?: number;
  totalQRs: number;
  totalScans: number;
  dynamicQRs: number;
  staticQRs: number;
}

export const ANALYTICS_MESSAGES = {
  notIncluded: 'Analytics are not included in your current plan. Upgrade to see who scans your codes.',
  /** A destination scans went to that the code no longer names anywhere. */
  formerDestination: 'An earlier destination',
} as const;
