/** GET /api/qrcodes/analytics/{admin|user} (docs/product.md, Analytics). */
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
  /** By region (state, province) of the scanner's address; ISO country beside its name. */
  scansByRegion: { country: string; region: string; scans: number }[];
  scansByCity: { country: string; city: string; scans: number }[];
  /** The scanner's first language (Accept-Language), as an ISO 639 code: 'en', 'fr'. */
  scansByLanguage: { language: string; scans: number }[];
  /** All 168 hours of the week in the owner's time zone, zeros included; weekday 0 is Monday. */
  scansByHour: { weekday: number; hour: number; scans: number }[];
  /**
   * One hosted page's analytics (qrId of a links, app or page code): taps on each of its
   * links, all time, counted by its hops; the page's links first, in its order, then former
   * links that were tapped. Left out for other codes and scopes.
   */
  linkClicks?: LinkClicks[];
  /** Beside linkClicks: taps on its links per 100 scans, all time (one decimal); null before any scan. */
  tapThroughRate?: number | null;
  /** With from and to: the range, its series' granularity, and the period before it. */
  period?: AnalyticsPeriod;
}

/** A hosted page's link, as it was tapped, and its taps. */
export interface LinkClicks {
  label: string;
  url: string;
  clicks: number;
}

export const ANALYTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

/** The longest range analytics answer, in days (2 years, a leap day included). */
export const ANALYTICS_MAX_RANGE_DAYS = 731;
/** Breakdowns name their first values and fold the rest into ANALYTICS_OTHER. */
export const ANALYTICS_TOP = 10;
export const ANALYTICS_OTHER = 'Other';
/** After Other: the scans with no value for the dimension (a breakdown adds up to the total). */
export const ANALYTICS_UNKNOWN = 'Unknown';

/** A range's totals and the previous period of the same length, for comparison. */
export interface AnalyticsPeriod {
  /** UTC dates, inclusive. */
  from: string;
  to: string;
  granularity: AnalyticsGranularity;
  scans: number;
  uniqueScans: number;
  previous: { from: string; to: string; scans: number; uniqueScans: number };
  /** Scans against the previous period, in % (one decimal); null when it had none. */
  change: number | null;
  uniqueChange: number | null;
}

/**
 * GET /api/qrcodes/analytics/scans-over-time: one point a day, zeros included; with a
 * range, one point per day, week (from Monday) or month, dated by its first day.
 */
export interface ScansOverTimePoint {
  date: string;
  scans: number;
}

export const ANALYTICS_WINDOW_DAYS = 30;

/** GET /api/admin/stats/dashboard and /api/qrcodes/stats/dashboard (docs/product.md, Dashboard). */
export interface DashboardStats {
  totalUsers?: number;
  activeSubscriptions?: number;
  totalQRs: number;
  totalScans: number;
  dynamicQRs: number;
  staticQRs: number;
}

/** A limit of the workspace's plan and how much of it is used; limit 0: none. */
export interface UsageMeterDto {
  used: number;
  limit: number;
}

/** GET /api/qrcodes/stats/usage: the active workspace's use of its plan's limits. */
export interface WorkspaceUsageDto {
  /** The plan in force: its own, its holder's, or 'Free Trial'; null for the installation's administrators. */
  plan_name: string | null;
  qr_codes: UsageMeterDto;
  /** Counted scans this calendar month (UTC), which the monthly scan limit holds. */
  scans_this_month: UsageMeterDto;
  /** What the plan includes, so that a screen offers an upgrade before a feature is used. */
  features: { custom_logos: boolean; analytics: boolean };
}

export const ANALYTICS_MESSAGES = {
  notIncluded: 'Analytics are not included in your current plan. Upgrade to see who scans your codes.',
  /** A destination scans went to that the code no longer names anywhere. */
  formerDestination: 'An earlier destination',
  badDate: 'must be a date as YYYY-MM-DD',
  fromAfterTo: 'from must not be after to.',
  rangeTooLong: 'A date range can span at most 2 years.',
  badGranularity: 'granularity must be one of day, week, month, auto',
  badScope: 'scope must be one of own, all',
  scopeAllForAdmins: 'Only administrators can see every code’s scans (scope=all).',
} as const;

/**
 * Whose codes the series, the CSV export and the live calls cover: the caller's own, or
 * every code (administrators). Left out: a user's own, every code for administrators.
 */
export const ANALYTICS_SCOPES = ['own', 'all'] as const;
export type AnalyticsScopeName = (typeof ANALYTICS_SCOPES)[number];

/**
 * One scan as GET /api/qrcodes/analytics/live streams it (event `scan`), moments after it is
 * stored: who scanned is described, never identified (no address).
 */
export interface LiveScan {
  /** When it was scanned (ISO 8601, UTC). */
  at: string;
  code: { id: number; label: string; key: string };
  country: string | null;
  city: string | null;
  os: string;
  device: string;
}

/** POST /api/qrcodes/analytics/live/ticket: opens the live stream once, for EventSource. */
export interface LiveTicket {
  ticket: string;
  expires_at: string;
}

/** GET /api/qrcodes/analytics/live/recent: what the live blocks start from. */
export interface LiveRecent {
  /** Scans counted in the last LIVE_WINDOW_MINUTES, in the caller's scope. */
  scans: number;
  /** The latest scans in that window, newest first (up to LIVE_RECENT_LIMIT). */
  latest: LiveScan[];
}

export const LIVE_WINDOW_MINUTES = 30;
export const LIVE_RECENT_LIMIT = 10;
export const LIVE_TICKET_SECONDS = 60;
/** Live streams one user may hold open at once on one replica (tabs, windows, clients). */
export const LIVE_STREAMS_PER_USER = 5;
/** Live tickets one user may hold unused at once (each opens a stream once, within 60 s). */
export const LIVE_TICKETS_PER_USER = 10;

/** GET /api/qrcodes/analytics/top: a code's scans in the window and in the one before it. */
export interface TopCode {
  id: number;
  label: string;
  scans: number;
  previousScans: number;
  /** Against the previous window, in % (one decimal); null when it had none. */
  change: number | null;
}

export const TOP_CODES_MAX = 50;

/** GET /api/admin/stats/monthly: new users and revenue a month, the last 12 months, oldest first. */
export interface MonthlyStat {
  /** 'YYYY-MM' (UTC). */
  month: string;
  newUsers: number;
  /** Paid in that month, by currency (payments succeeded). */
  revenue: { currency: string; amount: number }[];
}

export const LIVE_MESSAGES = {
  badTicket: 'This live ticket is invalid, expired or already used. Ask for a new one.',
  badLimit: 'limit must be a whole number from 1 to 50',
  tooManyStreams: `You have ${LIVE_STREAMS_PER_USER} live streams open already. Close one (another tab or window) and try again.`,
  tooManyTickets: `You have ${LIVE_TICKETS_PER_USER} unused live tickets already. Use one, or wait a minute for them to expire.`,
} as const;
