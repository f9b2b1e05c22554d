/** Application settings (SPEC.md §3 Settings, DESIGN.md decisions 19 and 29). */

export const PAYMENT_GATEWAYS = ['stripe', 'paypal', 'razorpay', 'phonepe', 'manual'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

export interface SocialLink {
  platform: string;
  url: string;
}

/**
 * What anyone may read, signed in or not: the login screen shows the logo, the pricing page
 * the enabled gateways. Keys of disabled gateways read as ''.
 */
export interface PublicSettingsDto {
  app_name: string;
  app_logo_url: string;
  contact_email: string;
  social_links: SocialLink[];
  payment_stripe_enabled: boolean;
  stripe_public_key: string;
  payment_paypal_enabled: boolean;
  paypal_client_id: string;
  payment_razorpay_enabled: boolean;
  razorpay_key_id: string;
  payment_phonepe_enabled: boolean;
  payment_manual_enabled: boolean;
  /** Falls back to stripe. */
  payment_default_gateway: PaymentGateway;
  allow_registration: boolean;
  privacy_policy: string;
  terms_of_service: string;
  seo_meta_title: string;
  seo_meta_description: string;
}

/** Everything, as administrators read it: secrets masked to their last 4 characters. */
export interface SettingsDto extends PublicSettingsDto {
  stripe_secret_key: string;
  /** Signing secret of the Stripe webhook endpoint (whsec_…). */
  stripe_webhook_secret: string;
  paypal_client_secret: string;
  razorpay_key_secret: string;
  /** Secret of the Razorpay webhook (X-Razorpay-Signature). */
  razorpay_webhook_secret: string;
  phonepe_merchant_id: string;
  phonepe_salt_key: string;
  payment_manual_instructions: string;
  smtp_host: string;
  smtp_port: number;
  smtp_user: string;
  smtp_pass: string;
  smtp_from_email: string;
  /** The Free Trial (users without a plan): 0 = unlimited. */
  free_trial_qr_code_limit: number;
  /** Scans per calendar month; 0 = unlimited. */
  free_trial_scan_limit: number;
  free_trial_analytics: boolean;
  free_trial_custom_logos: boolean;
}

/**
 * The body of PUT /settings: any subset of the fields (the screen sends them all). A secret
 * sent back as it was read (masked) keeps the stored secret; '' clears it.
 */
export type SettingsInput = Partial<SettingsDto>;

/** The answer of POST /settings/test-email when the SMTP server accepted the message. */
export interface TestEmailResult {
  success: true;
  /** What the SMTP server answered, e.g. '250 OK: queued'. */
  message: string;
}

export const SECRET_SETTINGS = [
  'stripe_secret_key',
  'stripe_webhook_secret',
  'paypal_client_secret',
  'razorpay_key_secret',
  'razorpay_webhook_secret',
  'phonepe_salt_key',
  'smtp_pass',
] as const;
export type SecretSetting = (typeof SECRET_SETTINGS)[number];

/**
 * What only the super_admin may change (administrators read them, masked where secret): the
 * secrets, and the SMTP host and port, since the api logs in to that server with smtp_pass,
 * so whoever moves the host receives the password. A gateway's public key or client id is
 * no secret, and changing it alone gains nothing: the gateway refuses it with the stored secret.
 */
export const SUPER_ADMIN_SETTINGS = [...SECRET_SETTINGS, 'smtp_host', 'smtp_port'] as const;
export type SuperAdminSetting = (typeof SUPER_ADMIN_SETTINGS)[number];

const MASK = '********';

/** A secret as answers show it: '********' and, for secrets longer than 8, the last 4 characters. */
export function maskSecret(secret: string): string {
  if (!secret) return '';
  return secret.length > 8 ? `${MASK}${secret.slice(-4)}` : MASK;
}

/** Whether a value sent back is a mask (keep the stored secret) rather than a new secret. */
export function isMaskedSecret(value: string): boolean {
  return value.startsWith(MASK) && value.length <= MASK.length + 4;
}

export const DEFAULT_SMTP_PORT = 587;
