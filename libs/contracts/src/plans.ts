/** Plans and what a user may do on them (docs/product.md, Plans and limits). */

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const PLAN_STATUSES = ['active', 'archived'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export interface PlanFeatures {
  analytics: boolean;
  customLogos: boolean;
}

/** A plan as the public pricing page sees it. */
export interface PublicPlanDto {
  id: number;
  name: string;
  description: string;
  price: number;
  currency: string;
  billing_interval: BillingInterval;
  /** 0 = unlimited */
  qr_code_limit: number;
  /** scans per calendar month; 0 = unlimited */
  scan_limit: number;
  trial_period_days: number;
  status: PlanStatus;
  is_featured: boolean;
  features: PlanFeatures;
  /** Saved design templates; 0 = none, -1 = unlimited. */
  template_limit: number;
  /** API keys a subscriber may have: 0 = none, -1 = unlimited */
  api_key_limit: number;
  /** Public API requests a minute per key */
  api_rate_limit: number;
  /** Members a workspace on this plan may have; 0 = unlimited */
  member_limit: number;
  /** Custom domains a workspace on this plan may add: 0 = none, -1 = unlimited */
  domain_limit: number;
  /** MB of files (hosted pages' PDFs and images) a workspace may keep: 0 = none, -1 = unlimited */
  storage_limit_mb: number;
}

/** A plan as administrators see it: with the number of users on it. */
export interface PlanDto extends PublicPlanDto {
  subscriber_count: number;
}

/** The body of POST /plans and PUT /plans/{id}. */
export interface PlanInput {
  name: string;
  description?: string;
  price: number;
  currency: string;
  billing_interval?: BillingInterval;
  qr_code_limit: number;
  scan_limit: number;
  trial_period_days: number;
  status?: PlanStatus;
  is_featured?: boolean;
  features?: Partial<PlanFeatures>;
  /** 0 = none, -1 = unlimited; left out: unlimited on a new plan, unchanged on an edit. */
  template_limit?: number;
  api_key_limit?: number;
  api_rate_limit?: number;
  /** 0 = unlimited; left out: unlimited on a new plan, unchanged on an edit. */
  member_limit?: number;
  /** 0 = none, -1 = unlimited; left out: none on a new plan, unchanged on an edit. */
  domain_limit?: number;
  /** MB; 0 = none, -1 = unlimited; left out: 100 on a new plan, unchanged on an edit. */
  storage_limit_mb?: number;
}

/** The body of PUT /auth/users/{id}/assign-plan; null removes the plan (back to Free Trial). */
export interface AssignPlanInput {
  planId: number | null;
}

/** The limits and features in force for a user: their plan's, or the Free Trial's. */
export interface Entitlements {
  planId: number | null;
  /** The plan's name, or 'Free Trial'. */
  planName: string;
  /** 0 = unlimited */
  qrCodeLimit: number;
  /** Scans per calendar month (UTC); 0 = unlimited. */
  scanLimit: number;
  features: PlanFeatures;
  /** Saved design templates; 0 = none, -1 = unlimited. */
  templateLimit: number;
  /** API keys: 0 = none, -1 = unlimited */
  apiKeyLimit: number;
  /** Public API requests a minute per key */
  apiRateLimit: number;
  /** Members of a workspace: 0 = unlimited */
  memberLimit: number;
  /** Custom domains: 0 = none, -1 = unlimited */
  domainLimit: number;
  /** MB of files for hosted pages: 0 = none, -1 = unlimited */
  storageLimitMb: number;
}

export const PLAN_DEFAULTS = {
  currency: 'USD',
  billing_interval: 'month' as BillingInterval,
  qr_code_limit: 0,
  scan_limit: 0,
  trial_period_days: 0,
  template_limit: -1,
  api_key_limit: 5,
  api_rate_limit: 120,
  member_limit: 0,
  domain_limit: 0,
  storage_limit_mb: 100,
} as const;

/** The Free Trial's values until an administrator changes them in settings. */
export const FREE_TRIAL_DEFAULTS = {
  qrCodeLimit: 3,
  scanLimit: 500,
  templateLimit: 1,
  features: { analytics: true, customLogos: false },
  /** The Free Trial has no API access. */
  apiKeyLimit: 0,
  apiRateLimit: 120,
  /** One person: a Free Trial workspace invites no one until an administrator allows it. */
  memberLimit: 1,
  /** Custom domains come with a plan. */
  domainLimit: 0,
  /** Enough for a menu and a few pictures. */
  storageLimitMb: 25,
  /** Workspaces on the Free Trial one person may own, their personal one included. */
  workspaceLimit: 3,
} as const;
