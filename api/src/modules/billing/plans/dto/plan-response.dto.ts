import { ApiProperty } from '@nestjs/swagger';
import {
  BILLING_INTERVALS,
  PLAN_STATUSES,
  type BillingInterval,
  type PlanDto,
  type PlanFeatures,
  type PlanStatus,
  type PublicPlanDto,
} from '@qrpanel/contracts';

export class PlanFeaturesResponseDto implements PlanFeatures {
  @ApiProperty() analytics: boolean;
  @ApiProperty() customLogos: boolean;
}

export class PublicPlanResponseDto implements PublicPlanDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ example: 9.99 }) price: number;
  @ApiProperty({ example: 'USD' }) currency: string;
  @ApiProperty({ enum: BILLING_INTERVALS }) billing_interval: BillingInterval;
  @ApiProperty({ description: '0 = unlimited' }) qr_code_limit: number;
  @ApiProperty({ description: 'Scans per calendar month; 0 = unlimited' }) scan_limit: number;
  @ApiProperty() trial_period_days: number;
  @ApiProperty({ enum: PLAN_STATUSES }) status: PlanStatus;
  @ApiProperty() is_featured: boolean;
  @ApiProperty({ type: PlanFeaturesResponseDto }) features: PlanFeaturesResponseDto;
  @ApiProperty({ description: 'Saved design templates; 0 = none, -1 = unlimited' }) template_limit: number;
  @ApiProperty({ description: 'API keys a subscriber may have: 0 = none, -1 = unlimited' })
  api_key_limit: number;
  @ApiProperty({ description: 'Public API requests a minute per key' }) api_rate_limit: number;
  @ApiProperty({ description: 'Members a workspace on this plan may have; 0 = unlimited' })
  member_limit: number;
  @ApiProperty({ description: 'Custom domains a workspace on this plan may add: 0 = none, -1 = unlimited' })
  domain_limit: number;

  @ApiProperty({
    description: "MB of files (hosted pages' PDFs and images) a workspace may keep: 0 = none, -1 = unlimited",
  })
  storage_limit_mb: number;
}

export class PlanResponseDto extends PublicPlanResponseDto implements PlanDto {
  @ApiProperty({ description: 'Users on this plan' }) subscriber_count: number;
}
