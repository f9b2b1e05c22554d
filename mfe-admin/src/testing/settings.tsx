import type { Role, SettingsDto } from '@qrpanel/contracts';
import { setSession } from '@qrpanel/web';
import { screen } from '@testing-library/react';
import ApplicationSettings from '../screens/ApplicationSettings';
import { fakeApi, renderWithProviders } from './render';

/** The settings as the api answers them to an administrator: secrets masked. */
export const SETTINGS: SettingsDto = {
  app_name: 'QR Panel',
  app_logo_url: '',
  contact_email: '',
  social_links: [],
  payment_stripe_enabled: true,
  stripe_public_key: 'pk_test_123',
  payment_paypal_enabled: false,
  paypal_client_id: '',
  payment_razorpay_enabled: false,
  razorpay_key_id: '',
  payment_phonepe_enabled: false,
  payment_manual_enabled: false,
  payment_default_gateway: 'stripe',
  allow_registration: true,
  privacy_policy: '',
  terms_of_service: '',
  seo_meta_title: '',
  seo_meta_description: '',
  stripe_secret_key: '********Abcd',
  stripe_webhook_secret: '********7777',
  paypal_client_secret: '',
  razorpay_key_secret: '',
  razorpay_webhook_secret: '',
  phonepe_merchant_id: '',
  phonepe_salt_key: '',
  payment_manual_instructions: '',
  smtp_host: 'smtp.example.com',
  smtp_port: 587,
  smtp_user: 'mailer',
  smtp_pass: '********0042',
  smtp_from_email: 'panel@example.com',
  free_trial_qr_code_limit: 3,
  free_trial_scan_limit: 500,
  free_trial_analytics: true,
  free_trial_custom_logos: false,
  free_trial_template_limit: 1,
  free_trial_member_limit: 1,
  free_trial_workspace_limit: 3,
  scan_retention_days: 365,
  audit_retention_days: 365,
  short_links: false,
  domain_target: '',
  require_2fa_admins: false,
};

/** A session of this role, as after sign-in. */
export function signIn(role: Role) {
  setSession({
    token: 'token',
    user: {
      id: 1,
      name: 'Someone',
      email: 'someone@example.com',
      role,
      plan_name: '',
      subscription_plan_id: null,
      created_at: '',
      time_zone: 'UTC',
      color_scheme: 'auto',
      language: null,
    },
  });
}

/** The Application Settings screen on the settings above; answers the fetch mock. */
export async function openSettings() {
  const fetchMock = fakeApi({
    'GET /api/settings': { body: SETTINGS },
    'PUT /api/settings': { body: SETTINGS },
  });
  renderWithProviders(<ApplicationSettings />);
  await screen.findByRole('tab', { name: 'Email (SMTP)' });
  return fetchMock;
}
