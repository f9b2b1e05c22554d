import type { PlanFeatures, PublicPlanDto } from '@qrpanel/contracts';
import type { Formatters } from '@qrpanel/web';

/**
 * The price as the page's language writes it, with its currency sign (docs/product.md, Pricing and
 * checkout): '$19' or '$9.99' in English, '19 $' or '9,99 $' in German. Whole amounts go without cents.
 */
export function priceLabel(format: Formatters, plan: Pick<PublicPlanDto, 'price' | 'currency'>): string {
  if (!Number.isInteger(plan.price)) return format.currency(plan.price, plan.currency);
  try {
    return format.number(plan.price, {
      style: 'currency',
      currency: plan.currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
  } catch {
    // A currency code Intl refuses: the amount and the code as they are.
    return format.currency(plan.price, plan.currency);
  }
}

/** The limits a plan card lists, by their catalog key (plan.qrCodes, plan.scans...). */
export type PlanLimitKey = 'qrCodes' | 'scans' | 'members' | 'templates' | 'apiKeys' | 'domains' | 'storage';

export interface PlanLimit {
  key: PlanLimitKey;
  count: number;
  /** The plan gives none of it (the card marks it so). */
  none: boolean;
}

/**
 * The plan's limits in the card's order. Codes, scans and a workspace's members: 0 is no limit
 * (docs/product.md, Plans and limits); templates and API keys: -1 is no limit and 0 is none.
 * Custom domains (-1 no limit too) are listed only when the plan gives some: most plans give
 * none, and a line crossed out on every card would say nothing. Storage for pages' files (MB,
 * -1 no limit) is left out the same way at 0, as custom domains are. A limit the api leaves
 * out is not listed.
 */
export function planLimits(plan: PublicPlanDto): PlanLimit[] {
  const limits: PlanLimit[] = [
    { key: 'qrCodes', count: plan.qr_code_limit, none: false },
    { key: 'scans', count: plan.scan_limit, none: false },
  ];
  if (typeof plan.member_limit === 'number')
    limits.push({ key: 'members', count: plan.member_limit, none: false });
  for (const [key, count] of [
    ['templates', plan.template_limit],
    ['apiKeys', plan.api_key_limit],
  ] as const) {
    if (typeof count === 'number') limits.push({ key, count, none: count === 0 });
  }
  if (plan.domain_limit) limits.push({ key: 'domains', count: plan.domain_limit, none: false });
  if (plan.storage_limit_mb) limits.push({ key: 'storage', count: plan.storage_limit_mb, none: false });
  return limits;
}

const MB_PER_GB = 1024;

/** A size in MB as the page's language writes it: '100 MB', and in GB from 1024 MB ('1.5 GB'). */
export function storageSize(format: Formatters, megabytes: number): string {
  const inGb = megabytes >= MB_PER_GB;
  return format.number(inGb ? megabytes / MB_PER_GB : megabytes, {
    style: 'unit',
    unit: inGb ? 'gigabyte' : 'megabyte',
    maximumFractionDigits: 1,
  });
}

/** The values a limit's message reads: its count, and for storage its size in words. */
export function limitMessageValues(format: Formatters, { key, count }: PlanLimit) {
  return key === 'storage' ? { count, size: storageSize(format, count) } : { count };
}

const FEATURES: (keyof PlanFeatures)[] = ['analytics', 'customLogos'];

/** The features the plan has switched on, in a fixed order. */
export function enabledFeatures(features: Partial<PlanFeatures> | null | undefined): (keyof PlanFeatures)[] {
  return FEATURES.filter((key) => features?.[key] === true);
}
