import { maskSecret, SECRET_SETTINGS, type PublicSettingsDto, type SettingsDto } from '@qrpanel/contracts';

/** What administrators read: everything, each secret masked to its last 4 characters. */
export function toAdminSettings(settings: SettingsDto): SettingsDto {
  const view: SettingsDto = { ...settings, social_links: settings.social_links.map((l) => ({ ...l })) };
  for (const field of SECRET_SETTINGS) view[field] = maskSecret(settings[field]);
  return view;
}

/** What anyone may read: no secret, no SMTP, no Free Trial internals; disabled gateways' keys blank. */
export function toPublicSettings(s: SettingsDto): PublicSettingsDto {
  return {
    app_name: s.app_name,
    app_logo_url: s.app_logo_url,
    contact_email: s.contact_email,
    social_links: s.social_links.map((l) => ({ ...l })),
    payment_stripe_enabled: s.payment_stripe_enabled,
    stripe_public_key: s.payment_stripe_enabled ? s.stripe_public_key : '',
    payment_paypal_enabled: s.payment_paypal_enabled,
    paypal_client_id: s.payment_paypal_enabled ? s.paypal_client_id : '',
    payment_razorpay_enabled: s.payment_razorpay_enabled,
    razorpay_key_id: s.payment_razorpay_enabled ? s.razorpay_key_id : '',
    payment_phonepe_enabled: s.payment_phonepe_enabled,
    payment_manual_enabled: s.payment_manual_enabled,
    payment_default_gateway: s.payment_default_gateway,
    allow_registration: s.allow_registration,
    privacy_policy: s.privacy_policy,
    terms_of_service: s.terms_of_service,
    seo_meta_title: s.seo_meta_title,
    seo_meta_description: s.seo_meta_description,
  };
}
