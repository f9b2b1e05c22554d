import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, ValidateNested } from 'class-validator';
import {
  PAYMENT_GATEWAYS,
  type PaymentGateway,
  type SettingsInput,
  type SocialLink,
} from '@qrpanel/contracts';
import {
  BooleanSetting,
  EmailSetting,
  HostSetting,
  httpUrl,
  IntSetting,
  isString,
  maxLength,
  SecretSetting,
  sent,
  TextSetting,
  UrlSetting,
} from './setting-fields';
import { trim } from '../../../platform/common/rules';

const LIMIT_MAX = 1_000_000_000;
/** Legal texts fit a TEXT column on MySQL (64 KB) whatever the characters. */
const LEGAL_TEXT_MAX = 16_000;

export class SocialLinkDto implements SocialLink {
  @ApiProperty({ example: 'Facebook', maxLength: 50 })
  @trim()
  @isString()
  @IsNotEmpty({ message: 'platform is required' })
  @maxLength(50)
  platform: string;

  @ApiProperty({ example: 'https://facebook.com/yourpage', format: 'uri' })
  @trim()
  @isString()
  @httpUrl()
  @maxLength(2048)
  url: string;
}

/** PUT /settings: any subset of the settings (the screen sends them all). */
export class UpdateSettingsDto implements SettingsInput {
  @TextSetting(100, { required: true }) app_name?: string;
  @UrlSetting() app_logo_url?: string;
  @EmailSetting() contact_email?: string;

  @ApiPropertyOptional({ type: [SocialLinkDto], maxItems: 20 })
  @sent()
  @IsArray({ message: 'social_links must be a list' })
  @ArrayMaxSize(20, { message: 'social_links must have at most 20 entries' })
  @ValidateNested({ each: true })
  @Type(() => SocialLinkDto)
  social_links?: SocialLinkDto[];

  @BooleanSetting() payment_stripe_enabled?: boolean;
  @TextSetting(500) stripe_public_key?: string;
  @SecretSetting() stripe_secret_key?: string;
  @SecretSetting() stripe_webhook_secret?: string;

  @BooleanSetting() payment_paypal_enabled?: boolean;
  @TextSetting(500) paypal_client_id?: string;
  @SecretSetting() paypal_client_secret?: string;

  @BooleanSetting() payment_razorpay_enabled?: boolean;
  @TextSetting(500) razorpay_key_id?: string;
  @SecretSetting() razorpay_key_secret?: string;
  @SecretSetting() razorpay_webhook_secret?: string;

  @BooleanSetting() payment_phonepe_enabled?: boolean;
  @TextSetting(500) phonepe_merchant_id?: string;
  @SecretSetting() phonepe_salt_key?: string;

  @BooleanSetting() payment_manual_enabled?: boolean;
  @TextSetting(5000, { trimmed: false }) payment_manual_instructions?: string;

  @ApiPropertyOptional({ enum: PAYMENT_GATEWAYS, default: 'stripe' })
  @sent()
  @IsIn(PAYMENT_GATEWAYS, {
    message: `payment_default_gateway must be one of: ${PAYMENT_GATEWAYS.join(', ')}`,
  })
  payment_default_gateway?: PaymentGateway;

  @HostSetting() smtp_host?: string;
  @IntSetting(1, 65535) smtp_port?: number;
  @TextSetting(254) smtp_user?: string;
  @SecretSetting({ trimmed: false }) smtp_pass?: string;
  @EmailSetting() smtp_from_email?: string;

  @BooleanSetting() allow_registration?: boolean;
  @TextSetting(LEGAL_TEXT_MAX, { trimmed: false }) privacy_policy?: string;
  @TextSetting(LEGAL_TEXT_MAX, { trimmed: false }) terms_of_service?: string;
  @TextSetting(200) seo_meta_title?: string;
  @TextSetting(500) seo_meta_description?: string;

  @IntSetting(0, LIMIT_MAX, 'QR codes a Free Trial user may have; 0 = unlimited')
  free_trial_qr_code_limit?: number;
  @IntSetting(0, LIMIT_MAX, 'Scans per calendar month for a Free Trial user; 0 = unlimited')
  free_trial_scan_limit?: number;
  @BooleanSetting() free_trial_analytics?: boolean;
  @BooleanSetting() free_trial_custom_logos?: boolean;
}
