import type { PlanDto, PublicPlanDto } from '@qrpanel/contracts';
import type { Plan } from './plan.entity';

export function toPublicPlanDto(plan: Plan): PublicPlanDto {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: plan.price,
    currency: plan.currency,
    billing_interval: plan.billingInterval,
    qr_code_limit: plan.qrCodeLimit,
    scan_limit: plan.scanLimit,
    trial_period_days: plan.trialPeriodDays,
    status: plan.status,
    is_featured: plan.isFeatured,
    features: { analytics: plan.featureAnalytics, customLogos: plan.featureCustomLogos },
    template_limit: plan.templateLimit,
    api_key_limit: plan.apiKeyLimit,
    member_limit: plan.memberLimit,
    domain_limit: plan.domainLimit,
    storage_limit_mb: plan.storageLimitMb,
    api_rate_limit: plan.apiRateLimit,
  };
}

export function toPlanDto(plan: Plan, subscriberCount: number): PlanDto {
  return { ...toPublicPlanDto(plan), subscriber_count: subscriberCount };
}
