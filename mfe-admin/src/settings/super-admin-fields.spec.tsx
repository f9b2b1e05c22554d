import { clearSession, setSession } from '@qrpanel/web';
import type { Role, SettingsDto } from '@qrpanel/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ApplicationSettings from '../screens/ApplicationSettings';
import { fakeApi, renderWithProviders, sentBody } from '../testing/render';

const SETTINGS: SettingsDto = {
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
  short_links: false,
  domain_target: '',
  require_2fa_admins: false,
};

const HINT = 'Only a Super Administrator can change this.';

function signIn(role: Role) {
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

async function openSettings() {
  const fetchMock = fakeApi({
    'GET /api/settings': { body: SETTINGS },
    'PUT /api/settings': { body: SETTINGS },
  });
  renderWithProviders(<ApplicationSettings />);
  await screen.findByRole('tab', { name: 'Email (SMTP)' });
  return fetchMock;
}

describe('settings only the super_admin changes', () => {
  afterEach(() => {
    cleanup(); // unmounted first: the session's end would re-render the screen
    clearSession();
  });

  it('shows an administrator the secrets and the SMTP host and port read-only, and saves the form as read', async () => {
    signIn('admin');
    const fetchMock = await openSettings();
    await userEvent.click(screen.getByRole('tab', { name: 'Email (SMTP)' }));
    for (const name of ['SMTP Host', 'SMTP Port', 'SMTP Password']) {
      const input = screen.getByLabelText(name);
      expect(input).toHaveAttribute('readonly');
      expect(input).toHaveAccessibleDescription(HINT);
    }
    expect(screen.getByLabelText('SMTP Username')).not.toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText('SMTP Password'), 'typed-anyway');
    expect(screen.getByLabelText('SMTP Password')).toHaveValue('********0042');

    await userEvent.click(screen.getByRole('tab', { name: 'Payment Methods' }));
    const stripe = screen.getByRole('group', { name: 'Stripe settings' });
    expect(within(stripe).getByLabelText('Secret Key')).toHaveAttribute('readonly');
    expect(within(stripe).getByLabelText('Webhook Signing Secret')).toHaveAttribute('readonly');
    expect(within(stripe).getByLabelText('Publishable Key')).not.toHaveAttribute('readonly');

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Settings saved successfully!');
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toMatchObject({
      smtp_host: 'smtp.example.com',
      smtp_port: 587,
      smtp_pass: '********0042',
      stripe_secret_key: '********Abcd',
      stripe_webhook_secret: '********7777',
    });
  });

  it.each([
    ['admin', true],
    ['super_admin', false],
  ] as const)(
    'leaves the two-factor requirement of administrators to the super_admin (%s)',
    async (role, locked) => {
      signIn(role);
      await openSettings();
      await userEvent.click(screen.getByRole('tab', { name: 'Advanced' }));
      // A switch's label holds its description too.
      const requirement = screen.getByRole('switch', {
        name: /^Require two-factor sign-in of administrators/,
      });
      if (locked) expect(requirement).toBeDisabled();
      else expect(requirement).toBeEnabled();
      expect(screen.queryByText(HINT) !== null).toBe(locked);
    },
  );

  it('lets the super_admin change them', async () => {
    signIn('super_admin');
    await openSettings();
    await userEvent.click(screen.getByRole('tab', { name: 'Email (SMTP)' }));
    const pass = screen.getByLabelText('SMTP Password');
    expect(pass).not.toHaveAttribute('readonly');
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    await userEvent.clear(pass);
    await userEvent.type(pass, 'new-password');
    expect(pass).toHaveValue('new-password');
  });
});
