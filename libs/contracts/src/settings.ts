/** Application settings (docs/product.md, Application settings; Plans and limits). */

import { FREE_TRIAL_DEFAULTS } from './plans';

export const PAYMENT_GATEWAYS = ['stripe', 'paypal', 'razorpay', 'phonepe', 'manual'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

export interface SocialLink {
  platform: string;
  url: string;
}

/** The tabs of the settings screen; a field the api refuses points at its tab. */
export const SETTINGS_GROUPS = ['general', 'payments', 'email', 'advanced'] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

/** How a setting is checked when saved; its kind gives the type of its value. */
export type SettingRule =
  /** Text of at most `max` characters; trimmed unless `trimmed: false`. */
  | { readonly kind: 'text'; readonly max: number; readonly required?: boolean; readonly trimmed?: boolean }
  /** A full http(s) URL, or '' for none. */
  | { readonly kind: 'url' }
  /** An email address, or '' for none. */
  | { readonly kind: 'email' }
  /** A host name or an IP address, or '' for none. */
  | { readonly kind: 'host' }
  | { readonly kind: 'boolean' }
  /** A whole number from min to max. */
  | { readonly kind: 'int'; readonly min: number; readonly max: number }
  /** One of the values. */
  | { readonly kind: 'choice'; readonly values: readonly string[] }
  /** A list of social links (platform and http(s) URL). */
  | { readonly kind: 'links'; readonly maxItems: number };

/** The type of a value checked by this rule. */
export type SettingValue<R extends SettingRule> = R extends { kind: 'boolean' }
  ? boolean
  : R extends { kind: 'int' }
    ? number
    : R extends { kind: 'choice'; values: readonly (infer C)[] }
      ? C
      : R extends { kind: 'links' }
        ? SocialLink[]
        : string;

/** What the schema says of one setting. */
export interface SettingSpec<R extends SettingRule = SettingRule> {
  readonly rule: R;
  /** Its value until an administrator saves another. */
  readonly default: SettingValue<R>;
  /** The tab of the settings screen that shows it. */
  readonly group: SettingsGroup;
  /**
   * Encrypted at rest, never answered in full (masked to its last 4 characters), and
   * changed by the super_admin only.
   */
  readonly secret?: boolean;
  /** Who may change it (administrators, unless said otherwise; secrets: the super_admin). */
  readonly changedBy?: 'admin' | 'super_admin';
  /** Answered to anyone, signed in or not (the login screen, the pricing page). */
  readonly public?: boolean;
  /** Public, but answered as '' while this (boolean) setting is off: a disabled gateway's key. */
  readonly publicWhen?: string;
  /** What the field means, for the api's documentation. */
  readonly description?: string;
}

type Flags<R extends SettingRule> = Omit<SettingSpec<R>, 'rule' | 'default'>;

/** One entry of the schema; the literal flags are kept, so the types below derive from them. */
function setting<const R extends SettingRule, const F extends Flags<R>>(
  rule: R,
  defaultValue: SettingValue<R>,
  flags: F,
): { readonly rule: R; readonly default: SettingValue<R> } & F {
  return { rule, default: defaultValue, ...flags };
}

const LIMIT_MAX = 1_000_000_000;
/** Legal texts fit a TEXT column on MySQL (64 KB) whatever the characters. */
const LEGAL_TEXT_MAX = 16_000;
const SECRET = { kind: 'text', max: 500 } as const;

export const DEFAULT_SMTP_PORT = 587;

/**
 * The application settings (docs/product.md, Application settings; Plans and limits): every
 * setting's rule, default, secrecy, who may change it and who may read it. The api stores,
 * checks, masks and answers them from this; the admin screen shows each in its group's tab.
 * A new setting is an entry here and its field on the screen.
 */
export const SETTINGS = {
  app_name: setting({ kind: 'text', max: 100, required: true }, 'QR Panel', {
    group: 'general',
    public: true,
  }),
  app_logo_url: setting({ kind: 'url' }, '', { group: 'general', public: true }),
  contact_email: setting({ kind: 'email' }, '', { group: 'general', public: true }),
  social_links: setting({ kind: 'links', maxItems: 20 }, [], { group: 'general', public: true }),

  payment_stripe_enabled: setting({ kind: 'boolean' }, false, { group: 'payments', public: true }),
  stripe_public_key: setting({ kind: 'text', max: 500 }, '', {
    group: 'payments',
    public: true,
    publicWhen: 'payment_stripe_enabled',
  }),
  stripe_secret_key: setting(SECRET, '', { group: 'payments', secret: true }),
  stripe_webhook_secret: setting(SECRET, '', {
    group: 'payments',
    secret: true,
    description: 'Signing secret of the Stripe webhook endpoint (whsec_…)',
  }),
  payment_paypal_enabled: setting({ kind: 'boolean' }, false, { group: 'payments', public: true }),
  paypal_client_id: setting({ kind: 'text', max: 500 }, '', {
    group: 'payments',
    public: true,
    publicWhen: 'payment_paypal_enabled',
  }),
  paypal_client_secret: setting(SECRET, '', { group: 'payments', secret: true }),
  payment_razorpay_enabled: setting({ kind: 'boolean' }, false, { group: 'payments', public: true }),
  razorpay_key_id: setting({ kind: 'text', max: 500 }, '', {
    group: 'payments',
    public: true,
    publicWhen: 'payment_razorpay_enabled',
  }),
  razorpay_key_secret: setting(SECRET, '', { group: 'payments', secret: true }),
  razorpay_webhook_secret: setting(SECRET, '', {
    group: 'payments',
    secret: true,
    description: 'Secret of the Razorpay webhook (X-Razorpay-Signature)',
  }),
  payment_phonepe_enabled: setting({ kind: 'boolean' }, false, { group: 'payments', public: true }),
  phonepe_merchant_id: setting({ kind: 'text', max: 500 }, '', { group: 'payments' }),
  phonepe_salt_key: setting(SECRET, '', { group: 'payments', secret: true }),
  payment_manual_enabled: setting({ kind: 'boolean' }, false, { group: 'payments', public: true }),
  payment_manual_instructions: setting({ kind: 'text', max: 5000, trimmed: false }, '', {
    group: 'payments',
  }),
  payment_default_gateway: setting({ kind: 'choice', values: PAYMENT_GATEWAYS }, 'stripe', {
    group: 'payments',
    public: true,
  }),

  // The super_admin's: the api logs in to the SMTP server with smtp_pass, so whoever moves
  // the host or port receives the password.
  smtp_host: setting({ kind: 'host' }, '', { group: 'email', changedBy: 'super_admin' }),
  smtp_port: setting({ kind: 'int', min: 1, max: 65535 }, DEFAULT_SMTP_PORT, {
    group: 'email',
    changedBy: 'super_admin',
  }),
  smtp_user: setting({ kind: 'text', max: 254 }, '', { group: 'email' }),
  smtp_pass: setting({ ...SECRET, trimmed: false }, '', { group: 'email', secret: true }),
  smtp_from_email: setting({ kind: 'email' }, '', { group: 'email' }),

  allow_registration: setting({ kind: 'boolean' }, true, { group: 'advanced', public: true }),
  privacy_policy: setting({ kind: 'text', max: LEGAL_TEXT_MAX, trimmed: false }, '', {
    group: 'advanced',
    public: true,
  }),
  terms_of_service: setting({ kind: 'text', max: LEGAL_TEXT_MAX, trimmed: false }, '', {
    group: 'advanced',
    public: true,
  }),
  seo_meta_title: setting({ kind: 'text', max: 200 }, '', { group: 'advanced', public: true }),
  seo_meta_description: setting({ kind: 'text', max: 500 }, '', { group: 'advanced', public: true }),
  free_trial_qr_code_limit: setting(
    { kind: 'int', min: 0, max: LIMIT_MAX },
    FREE_TRIAL_DEFAULTS.qrCodeLimit,
    { group: 'advanced', description: 'QR codes a Free Trial user may have; 0 = unlimited' },
  ),
  free_trial_scan_limit: setting({ kind: 'int', min: 0, max: LIMIT_MAX }, FREE_TRIAL_DEFAULTS.scanLimit, {
    group: 'advanced',
    description: 'Scans per calendar month for a Free Trial user; 0 = unlimited',
  }),
  free_trial_template_limit: setting(
    { kind: 'int', min: -1, max: LIMIT_MAX },
    FREE_TRIAL_DEFAULTS.templateLimit,
    {
      group: 'advanced',
      description: 'Design templates a Free Trial user may save; 0 = none, -1 = unlimited',
    },
  ),
  free_trial_member_limit: setting({ kind: 'int', min: 0, max: LIMIT_MAX }, FREE_TRIAL_DEFAULTS.memberLimit, {
    group: 'advanced',
    description: 'Members a Free Trial workspace may have; 0 = unlimited',
  }),
  free_trial_workspace_limit: setting(
    { kind: 'int', min: 0, max: LIMIT_MAX },
    FREE_TRIAL_DEFAULTS.workspaceLimit,
    {
      group: 'advanced',
      description:
        'Workspaces on the Free Trial one person may own, their personal one included; 0 = unlimited',
    },
  ),
  free_trial_analytics: setting({ kind: 'boolean' }, FREE_TRIAL_DEFAULTS.features.analytics, {
    group: 'advanced',
  }),
  free_trial_custom_logos: setting({ kind: 'boolean' }, FREE_TRIAL_DEFAULTS.features.customLogos, {
    group: 'advanced',
  }),
  short_links: setting({ kind: 'boolean' }, false, {
    group: 'advanced',
    public: true,
    description:
      'Print every dynamic code with its short address ({PUBLIC_URL}/{key}) rather than /qr-redirect/{uuid}; both always work',
  }),
  domain_target: setting({ kind: 'host' }, '', {
    group: 'advanced',
    public: true,
    description:
      "The host a custom domain's CNAME may point to instead of its TXT record; '' = PUBLIC_URL's host",
  }),
  scan_retention_days: setting({ kind: 'int', min: 0, max: 3650 }, 365, {
    group: 'advanced',
    description:
      'Days each scan is kept with its details; older scans are deleted daily while every total and breakdown stays. 0 = forever',
  }),
  audit_retention_days: setting({ kind: 'int', min: 0, max: 3650 }, 365, {
    group: 'advanced',
    description: 'Days each audit log entry is kept; older entries are deleted daily. 0 = forever',
  }),
  // The super_admin's: it guards the administrators' own accounts.
  require_2fa_admins: setting({ kind: 'boolean' }, false, {
    group: 'advanced',
    changedBy: 'super_admin',
    description:
      'Administrators without two-factor sign-in are asked to set it up each time they sign in (mfa_enrollment_required)',
  }),
};

type Schema = typeof SETTINGS;
export type SettingKey = keyof Schema;
type KeysWhere<Flag> = { [K in SettingKey]: Schema[K] extends Flag ? K : never }[SettingKey];

/** Everything, as administrators read it: secrets masked to their last 4 characters. */
export type SettingsDto = { -readonly [K in SettingKey]: Schema[K]['default'] };

/**
 * What anyone may read, signed in or not: the login screen shows the logo, the pricing page
 * the enabled gateways. Keys of disabled gateways read as ''.
 */
export type PublicSettingsDto = Pick<SettingsDto, KeysWhere<{ public: true }>>;

/**
 * The body of PUT /settings: any subset of the fields (the screen sends them all). A secret
 * sent back as it was read (masked) keeps the stored secret; '' clears it.
 */
export type SettingsInput = Partial<SettingsDto>;

export type SecretSetting = KeysWhere<{ secret: true }>;
/** What only the super_admin may change (administrators read them, masked where secret). */
export type SuperAdminSetting = SecretSetting | KeysWhere<{ changedBy: 'super_admin' }>;

/** The schema entry by entry, each seen as a SettingSpec. */
export const SETTING_SPECS = Object.entries(SETTINGS) as [SettingKey, SettingSpec][];
export const SETTING_KEYS: readonly SettingKey[] = SETTING_SPECS.map(([key]) => key);

export const SECRET_SETTINGS = SETTING_SPECS.filter(([, spec]) => spec.secret).map(
  ([key]) => key,
) as readonly SecretSetting[];

/**
 * What only the super_admin may change: the secrets, and the SMTP host and port. A gateway's
 * public key or client id is no secret, and changing it alone gains nothing: the gateway
 * refuses it with the stored secret.
 */
export const SUPER_ADMIN_SETTINGS = SETTING_SPECS.filter(
  ([, spec]) => spec.secret || spec.changedBy === 'super_admin',
).map(([key]) => key) as readonly SuperAdminSetting[];

/** The fields of PublicSettingsDto, in the schema's order. */
export const PUBLIC_SETTINGS = SETTING_SPECS.filter(([, spec]) => spec.public).map(
  ([key]) => key,
) as readonly (keyof PublicSettingsDto)[];

/** The settings of a new installation (a fresh copy each call). */
export function defaultSettings(): SettingsDto {
  const settings: Record<string, unknown> = {};
  for (const [key, spec] of SETTING_SPECS)
    settings[key] = Array.isArray(spec.default) ? spec.default.map((l) => ({ ...l })) : spec.default;
  return settings as SettingsDto;
}

/** The answer of POST /settings/test-email when the SMTP server accepted the message. */
export interface TestEmailResult {
  success: true;
  /** What the SMTP server answered, e.g. '250 OK: queued'. */
  message: string;
}

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
