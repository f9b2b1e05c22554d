import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import {
  BILLING_INTERVALS,
  PLAN_DEFAULTS,
  PLAN_FIELD_MESSAGES as M,
  PLAN_STATUSES,
  type BillingInterval,
  type PlanFeatures,
  type PlanInput,
  type PlanStatus,
  TEMPLATE_MESSAGES,
  UNLIMITED_TEMPLATES,
} from '@qrpanel/contracts';
import { RequiredName, Rule, trim } from '../../../../platform/common/rules';
import { amount, numeric, NumberRule, wholeNumber } from './plan-fields';

const PRICE_MAX = 99_999_999.99;
const LIMIT_MAX = 1_000_000_000;
const NAME_MAX = 100;
const API_RATE_MAX = 100_000;

/** Each feature left out keeps its value (off on a new plan). */
export class PlanFeaturesDto implements Partial<PlanFeatures> {
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: M.featureInvalid })
  analytics?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: M.featureInvalid })
  customLogos?: boolean;
}

/** POST /plans and PUT /plans/{id} (docs/product.md, Plans and limits: numbers are 0 or more). */
export class CreatePlanDto implements PlanInput {
  @ApiProperty({ example: 'Pro', maxLength: NAME_MAX })
  @trim()
  @RequiredName(NAME_MAX, M.nameRequired, M.nameTooLong)
  name: string;

  @ApiPropertyOptional({ default: '', maxLength: 1000 })
  @IsOptional()
  @trim()
  @IsString({ message: M.descriptionTooLong })
  @MaxLength(1000, { message: M.descriptionTooLong })
  description?: string;

  @ApiProperty({ example: 9.99, minimum: 0, maximum: PRICE_MAX, description: 'At most 2 decimals' })
  @NumberRule('price', amount(PRICE_MAX), M.priceRequired, M.priceInvalid)
  price: number;

  @ApiProperty({ example: PLAN_DEFAULTS.currency, description: 'ISO 4217 code; upper-cased' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @Rule(
    'currency',
    (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v),
    M.currencyRequired,
    M.currencyInvalid,
  )
  currency: string;

  @ApiPropertyOptional({ enum: BILLING_INTERVALS, default: PLAN_DEFAULTS.billing_interval })
  @IsOptional()
  @IsIn(BILLING_INTERVALS, { message: M.billingIntervalInvalid })
  billing_interval?: BillingInterval;

  @ApiProperty({
    minimum: 0,
    maximum: LIMIT_MAX,
    example: 50,
    description: 'QR codes a subscriber may have; 0 = unlimited',
  })
  @NumberRule('qrCodeLimit', wholeNumber(LIMIT_MAX), M.qrCodeLimitRequired, M.qrCodeLimitInvalid)
  qr_code_limit: number;

  @ApiProperty({
    minimum: 0,
    maximum: LIMIT_MAX,
    example: 10000,
    description: 'Scans per calendar month; 0 = unlimited',
  })
  @NumberRule('scanLimit', wholeNumber(LIMIT_MAX), M.scanLimitRequired, M.scanLimitInvalid)
  scan_limit: number;

  @ApiProperty({ minimum: 0, maximum: 3650, example: 14, description: 'Days of free trial; 0 = none' })
  @NumberRule('trialPeriodDays', wholeNumber(3650), M.trialRequired, M.trialInvalid)
  trial_period_days: number;

  @ApiPropertyOptional({ enum: PLAN_STATUSES, default: 'active' })
  @IsOptional()
  @IsIn(PLAN_STATUSES, { message: M.statusInvalid })
  status?: PlanStatus;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: M.featuredInvalid })
  is_featured?: boolean;

  @ApiPropertyOptional({
    minimum: -1,
    maximum: LIMIT_MAX,
    default: PLAN_DEFAULTS.api_key_limit,
    description: 'API keys a subscriber may have: 0 = none, -1 = unlimited',
  })
  @IsOptional()
  @numeric()
  @Rule(
    'apiKeyLimit',
    (v) => v === -1 || wholeNumber(LIMIT_MAX)(v),
    M.apiKeyLimitInvalid,
    M.apiKeyLimitInvalid,
  )
  api_key_limit?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: API_RATE_MAX,
    default: PLAN_DEFAULTS.api_rate_limit,
    description: 'Public API requests a minute per key',
  })
  @IsOptional()
  @numeric()
  @Rule(
    'apiRateLimit',
    (v) => v !== 0 && wholeNumber(API_RATE_MAX)(v),
    M.apiRateLimitInvalid,
    M.apiRateLimitInvalid,
  )
  api_rate_limit?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: LIMIT_MAX,
    default: PLAN_DEFAULTS.member_limit,
    description: 'Members a workspace on this plan may have; 0 = unlimited',
  })
  @IsOptional()
  @numeric()
  @Rule('memberLimit', wholeNumber(LIMIT_MAX), M.memberLimitInvalid, M.memberLimitInvalid)
  member_limit?: number;

  @ApiPropertyOptional({
    minimum: -1,
    maximum: LIMIT_MAX,
    default: PLAN_DEFAULTS.domain_limit,
    description: 'Custom domains a workspace on this plan may add: 0 = none, -1 = unlimited',
  })
  @IsOptional()
  @numeric()
  @Rule(
    'domainLimit',
    (v) => v === -1 || wholeNumber(LIMIT_MAX)(v),
    M.domainLimitInvalid,
    M.domainLimitInvalid,
  )
  domain_limit?: number;

  @ApiPropertyOptional({
    minimum: -1,
    maximum: LIMIT_MAX,
    default: PLAN_DEFAULTS.storage_limit_mb,
    description: "MB of files (hosted pages' PDFs and images) a workspace may keep: 0 = none, -1 = unlimited",
  })
  @IsOptional()
  @numeric()
  @Rule(
    'storageLimitMb',
    (v) => v === -1 || wholeNumber(LIMIT_MAX)(v),
    M.storageLimitInvalid,
    M.storageLimitInvalid,
  )
  storage_limit_mb?: number;

  @ApiPropertyOptional({ type: PlanFeaturesDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => PlanFeaturesDto)
  features?: PlanFeaturesDto;

  @ApiPropertyOptional({
    minimum: UNLIMITED_TEMPLATES,
    maximum: LIMIT_MAX,
    default: PLAN_DEFAULTS.template_limit,
    example: 10,
    description:
      'Saved design templates; 0 = none, -1 = unlimited. Left out: unlimited on a new plan, unchanged on an edit',
  })
  @IsOptional()
  @NumberRule(
    'templateLimit',
    (v) => v === UNLIMITED_TEMPLATES || wholeNumber(LIMIT_MAX)(v),
    TEMPLATE_MESSAGES.templateLimitInvalid,
    TEMPLATE_MESSAGES.templateLimitInvalid,
  )
  template_limit?: number;
}
