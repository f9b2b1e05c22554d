import { ApiProperty } from '@nestjs/swagger';
import {
  PAYMENT_GATEWAYS,
  type PaymentGateway,
  type PublicSettingsDto,
  type SettingsDto,
  type TestEmailResult,
} from '@qrpanel/contracts';
import { SocialLinkDto } from './update-settings.dto';

/** GET /settings for anyone who is not an administrator. */
export class PublicSettingsResponseDto implements PublicSettingsDto {
  @ApiProperty() app_name: string;
  @ApiProperty() app_logo_url: string;
  @ApiProperty() contact_email: string;
  @ApiProperty({ type: [SocialLinkDto] }) social_links: SocialLinkDto[];
  @ApiProperty() payment_stripe_enabled: boolean;
  @ApiProperty({ description: '"" while Stripe is disabled' }) stripe_public_key: string;
  @ApiProperty() payment_paypal_enabled: boolean;
  @ApiProperty({ description: '"" while PayPal is disabled' }) paypal_client_id: string;
  @ApiProperty() payment_razorpay_enabled: boolean;
  @ApiProperty({ description: '"" while Razorpay is disabled' }) razorpay_key_id: string;
  @ApiProperty() payment_phonepe_enabled: boolean;
  @ApiProperty() payment_manual_enabled: boolean;
  @ApiProperty({ enum: PAYMENT_GATEWAYS }) payment_default_gateway: PaymentGateway;
  @ApiProperty() allow_registration: boolean;
  @ApiProperty() privacy_policy: string;
  @ApiProperty() terms_of_service: string;
  @ApiProperty() seo_meta_title: string;
  @ApiProperty() seo_meta_description: string;
}

/** GET /settings for administrators: everything, secrets masked to their last 4 characters. */
export class SettingsResponseDto extends PublicSettingsResponseDto implements SettingsDto {
  @ApiProperty({ example: '********abcd' }) stripe_secret_key: string;
  @ApiProperty({ example: '********abcd', description: 'Signing secret of the Stripe webhook endpoint' })
  stripe_webhook_secret: string;
  @ApiProperty({ example: '********abcd' }) paypal_client_secret: string;
  @ApiProperty({ example: '********abcd' }) razorpay_key_secret: string;
  @ApiProperty({ example: '********abcd', description: 'Secret of the Razorpay webhook' })
  razorpay_webhook_secret: string;
  @ApiProperty() phonepe_merchant_id: string;
  @ApiProperty({ example: '********abcd' }) phonepe_salt_key: string;
  @ApiProperty() payment_manual_instructions: string;
  @ApiProperty() smtp_host: string;
  @ApiProperty({ example: 587 }) smtp_port: number;
  @ApiProperty() smtp_user: string;
  @ApiProperty({ example: '********abcd' }) smtp_pass: string;
  @ApiProperty() smtp_from_email: string;
  @ApiProperty({ description: '0 = unlimited' }) free_trial_qr_code_limit: number;
  @ApiProperty({ description: 'per calendar month; 0 = unlimited' }) free_trial_scan_limit: number;
  @ApiProperty() free_trial_analytics: boolean;
  @ApiProperty() free_trial_custom_logos: boolean;
}

export class TestEmailResponseDto implements TestEmailResult {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ description: 'What the SMTP server answered', example: '250 OK: queued' }) message: string;
}
