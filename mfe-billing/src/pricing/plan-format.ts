import type { PlanFeatures, PublicPlanDto } from '@qrpanel/contracts';

const CURRENCY_SYMBOLS: Record<string, string> = { USD: '$' };

/** '$19' or '$9.99' (SPEC.md: the price with a dollar sign); other currencies by their code. */
export function priceLabel(plan: Pick<PublicPlanDto, 'price' | 'currency'>): string {
  const amount = Number.isInteger(plan.price) ? String(plan.price) : plan.price.toFixed(2);
  const code = plan.currency.toUpperCase();
  const symbol = CURRENCY_SYMBOLS[code];
  return symbol ? `${symbol}${amount}` : `${code} ${amount}`;
}

/** '/month' or '/year'. */
export const intervalLabel = (plan: Pick<PublicPlanDto, 'billing_interval'>) => `/${plan.billing_interval}`;

/** A limit as the cards read it: 0 is no limit (DESIGN.md decision 19). */
export function limitValue(limit: number): string {
  return limit === 0 ? 'Unlimited' : limit.toLocaleString('en-US');
}

export const qrCodesLabel = (plan: Pick<PublicPlanDto, 'qr_code_limit'>) =>
  `${limitValue(plan.qr_code_limit)} QR Codes`;

export const scansLabel = (plan: Pick<PublicPlanDto, 'scan_limit'>) =>
  `${limitValue(plan.scan_limit)} Scans / Month`;

const FEATURE_LABELS: Record<keyof PlanFeatures, string> = {
  analytics: 'Analytics',
  customLogos: 'Custom Logos',
};

/** The label of each feature the plan has switched on. */
export function featureLabels(features: Partial<PlanFeatures> | null | undefined): string[] {
  return (Object.keys(FEATURE_LABELS) as (keyof PlanFeatures)[])
    .filter((key) => features?.[key] === true)
    .map((key) => FEATURE_LABELS[key]);
}
