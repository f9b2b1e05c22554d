import type { Page } from '@playwright/test';
import { apiAs, startSmtpServer, toast } from '../support/admin';
import { expect, expectAccessible, signedInAs, test } from '../support/fixtures';
import { holdBack } from '../support/forced-failures';

const SMTP_AUTH = { user: 'mailer', pass: 'smtp-e2e-pass-9876' };

type Settings = Record<string, unknown>;

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

const gatewayCard = (page: Page, title: string) =>
  page.locator(`[data-testid="gateway-card"][data-gateway="${title}"]`);

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Settings saved successfully!')).toBeVisible();
}

test.describe('application settings', { tag: '@site-wide' }, () => {
  // Secrets and the SMTP host and port are the super_admin's; the last journey is an admin's.
  test.use({ storageState: signedInAs('super_admin') });

  let original: Settings;
  test.beforeAll(async ({ request }) => {
    original = await apiAs<Settings>(request, 'super_admin', 'GET', '/settings');
  });
  // Other journeys run on the same database: put everything back as it was.
  test.afterAll(async ({ request }) => {
    await apiAs(request, 'super_admin', 'PUT', '/settings', original);
  });

  test('every tab is kept after a reload; secrets come back masked and stay when saved again', async ({
    page,
    request,
  }) => {
    const smtp = await startSmtpServer(SMTP_AUTH);
    try {
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Application Settings' })).toBeVisible();
      await expectAccessible(page);

      // General
      await page.getByRole('textbox', { name: 'Application Name' }).fill('E2E Panel');
      await page.getByRole('textbox', { name: 'Logo URL' }).fill('https://example.com/logo.png');
      await page.getByRole('textbox', { name: 'Public Contact Email' }).fill('help@e2e.test');
      await page.getByRole('button', { name: 'Add Social Link' }).click();
      await expect(page.getByRole('combobox', { name: 'Platform of link 1' })).toHaveValue('Facebook');
      await expect(page.getByRole('textbox', { name: 'URL of link 1' })).toHaveValue('');
      await page.getByRole('textbox', { name: 'URL of link 1' }).fill('https://facebook.com/e2e');
      await page.getByRole('button', { name: 'Add Social Link' }).click();
      await page.getByRole('combobox', { name: 'Platform of link 2' }).selectOption('LinkedIn');
      await page.getByRole('textbox', { name: 'URL of link 2' }).fill('https://linkedin.com/e2e');
      await page.getByRole('button', { name: 'Add Social Link' }).click();
      await page.getByRole('button', { name: 'Remove link 3' }).click();
      await expect(page.getByTestId('social-link')).toHaveCount(2);

      // Payment Methods
      await openTab(page, 'Payment Methods');
      const stripe = gatewayCard(page, 'Stripe');
      await stripe.getByRole('switch', { name: 'Enable Stripe' }).check();
      await stripe.getByRole('textbox', { name: 'Publishable Key' }).fill('pk_test_e2e');
      await stripe.getByRole('textbox', { name: 'Secret Key', exact: true }).fill('sk_test_e2e_secret_1234');
      await expect(stripe.getByRole('textbox', { name: 'Secret Key', exact: true })).toHaveAttribute(
        'type',
        'password',
      );
      await stripe.getByRole('textbox', { name: 'Webhook Signing Secret' }).fill('whsec_e2e_secret_5678');
      const manual = gatewayCard(page, 'Manual Payment');
      await manual.getByRole('switch', { name: 'Enable Manual Payment' }).check();
      await manual.getByRole('textbox', { name: 'Payment Instructions' }).fill('Wire to IBAN XX00 E2E.');
      await page.getByRole('combobox', { name: 'Default Payment Gateway' }).selectOption('manual');
      // A disabled gateway: dimmed, and nothing in it can be reached.
      const phonepe = gatewayCard(page, 'PhonePe');
      const phonepeFields = phonepe.getByRole('group', { name: 'PhonePe settings' });
      await expect(phonepeFields).toHaveCSS('opacity', '0.5');
      await expect(phonepeFields).toHaveCSS('pointer-events', 'none');
      await expect(phonepe.getByRole('textbox', { name: 'Merchant ID' })).toBeDisabled();
      await expect(stripe.getByRole('group', { name: 'Stripe settings' })).toHaveCSS('opacity', '1');
      await expectAccessible(page);

      // Email (SMTP)
      await openTab(page, 'Email (SMTP)');
      await page.getByRole('textbox', { name: 'SMTP Host' }).fill('127.0.0.1');
      await page.getByRole('spinbutton', { name: 'SMTP Port' }).fill(String(smtp.port));
      await page.getByRole('textbox', { name: 'SMTP Username' }).fill(SMTP_AUTH.user);
      await page.getByRole('textbox', { name: 'SMTP Password' }).fill(SMTP_AUTH.pass);
      await page.getByRole('textbox', { name: 'From Email Address' }).fill('panel@e2e.test');

      // Advanced
      await openTab(page, 'Advanced');
      await page.getByRole('checkbox', { name: 'Allow new registrations' }).uncheck();
      await page.getByRole('textbox', { name: 'Privacy Policy' }).fill('We keep little.');
      await page.getByRole('textbox', { name: 'Terms of Service' }).fill('Be kind.');
      await page.getByRole('textbox', { name: 'SEO Meta Title' }).fill('E2E Panel: QR codes');
      await page.getByRole('textbox', { name: 'SEO Meta Description' }).fill('Codes for the journeys.');
      await page.getByRole('textbox', { name: 'Free Trial QR Code Limit' }).fill('5');
      await page.getByRole('textbox', { name: /Free Trial Scan Limit/ }).fill('700');
      // No bound is a switch, not a number to know: the api keeps its -1.
      await page.getByRole('switch', { name: 'Unlimited: Free Trial Template Limit' }).check();
      await expect(page.getByRole('textbox', { name: 'Free Trial Template Limit' })).toBeDisabled();
      await page.getByRole('switch', { name: 'Free Trial includes Custom Logos' }).check();

      // Saving shows 'Saving...' while the api works.
      const saving = await holdBack(page, 'PUT', '**/api/settings');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      saving.release();
      await expect(toast(page, 'Settings saved successfully!')).toBeVisible();
      await page.unroute('**/api/settings');

      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Application Name' })).toHaveValue('E2E Panel');
      await expect(page.getByRole('textbox', { name: 'Logo URL' })).toHaveValue(
        'https://example.com/logo.png',
      );
      await expect(page.getByRole('textbox', { name: 'Public Contact Email' })).toHaveValue('help@e2e.test');
      await expect(page.getByRole('combobox', { name: 'Platform of link 2' })).toHaveValue('LinkedIn');
      await expect(page.getByRole('textbox', { name: 'URL of link 1' })).toHaveValue(
        'https://facebook.com/e2e',
      );
      await expect(page.getByTestId('social-link')).toHaveCount(2);

      await openTab(page, 'Payment Methods');
      await expect(stripe.getByRole('switch', { name: 'Enable Stripe' })).toBeChecked();
      await expect(stripe.getByRole('textbox', { name: 'Publishable Key' })).toHaveValue('pk_test_e2e');
      await expect(stripe.getByRole('textbox', { name: 'Secret Key', exact: true })).toHaveValue(
        '********1234',
      );
      await expect(stripe.getByRole('textbox', { name: 'Webhook Signing Secret' })).toHaveValue(
        '********5678',
      );
      await expect(manual.getByRole('textbox', { name: 'Payment Instructions' })).toHaveValue(
        'Wire to IBAN XX00 E2E.',
      );
      await expect(page.getByRole('combobox', { name: 'Default Payment Gateway' })).toHaveValue('manual');
      await expect(phonepe.getByRole('switch', { name: 'Enable PhonePe' })).not.toBeChecked();

      await openTab(page, 'Email (SMTP)');
      await expect(page.getByRole('textbox', { name: 'SMTP Host' })).toHaveValue('127.0.0.1');
      await expect(page.getByRole('spinbutton', { name: 'SMTP Port' })).toHaveValue(String(smtp.port));
      await expect(page.getByRole('textbox', { name: 'SMTP Password' })).toHaveValue('********9876');
      await expect(page.getByRole('textbox', { name: 'SMTP Password' })).toHaveAttribute('type', 'password');

      await openTab(page, 'Advanced');
      await expect(page.getByRole('checkbox', { name: 'Allow new registrations' })).not.toBeChecked();
      await expect(page.getByRole('textbox', { name: 'Terms of Service' })).toHaveValue('Be kind.');
      await expect(page.getByRole('textbox', { name: 'SEO Meta Description' })).toHaveValue(
        'Codes for the journeys.',
      );
      await expect(page.getByRole('textbox', { name: 'Free Trial QR Code Limit' })).toHaveValue('5');
      await expect(page.getByRole('switch', { name: 'Unlimited: Free Trial Template Limit' })).toBeChecked();
      await expect(page.getByRole('switch', { name: 'Keep forever: Scan Retention (days)' })).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Free Trial includes Custom Logos' })).toBeChecked();

      // Saved again with the masks: the stored secrets stay, so SMTP still logs in.
      await save(page);
      const stored = await apiAs<Settings>(request, 'super_admin', 'GET', '/settings');
      expect(stored).toMatchObject({
        stripe_secret_key: '********1234',
        smtp_pass: '********9876',
        allow_registration: false,
        free_trial_template_limit: -1,
      });
      await openTab(page, 'Email (SMTP)');
      await page.getByRole('textbox', { name: 'Send test email to' }).fill('ops@e2e.test');
      await page.getByRole('button', { name: 'Send test email' }).click();
      await expect(page.getByTestId('test-email-result')).toContainText(
        'Test email sent. The SMTP server answered: 250',
      );
      await expect.poll(() => smtp.mails.some((m) => m.to.includes('ops@e2e.test'))).toBe(true);
      await expectAccessible(page);
    } finally {
      await smtp.close();
    }
  });

  test("shows the SMTP server's refusal, and the api's field errors at their fields", async ({
    page,
    request,
  }) => {
    const smtp = await startSmtpServer(SMTP_AUTH);
    try {
      await apiAs(request, 'super_admin', 'PUT', '/settings', {
        smtp_host: '127.0.0.1',
        smtp_port: smtp.port,
        smtp_user: SMTP_AUTH.user,
        smtp_pass: 'not-the-password',
        smtp_from_email: 'panel@e2e.test',
      });
      await page.goto('/settings');
      await openTab(page, 'Email (SMTP)');
      await page.getByRole('button', { name: 'Send test email' }).click();
      await expect(page.getByTestId('test-email-result')).toContainText(
        'The SMTP server could not send the email',
      );
      await expect(page.getByTestId('test-email-result')).toContainText('Invalid username or password');

      await page.getByRole('spinbutton', { name: 'SMTP Port' }).fill('70000');
      await openTab(page, 'General');
      await page.getByRole('textbox', { name: 'Public Contact Email' }).fill('not-an-email');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('textbox', { name: 'Public Contact Email' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page.getByText('contact_email must be a valid email address').first()).toBeVisible();
      await openTab(page, 'Email (SMTP)');
      await expect(page.getByText('smtp_port must be a whole number from 1 to 65535').first()).toBeVisible();
      await expect(page.getByRole('spinbutton', { name: 'SMTP Port' })).toHaveValue('70000');
    } finally {
      await smtp.close();
    }
  });

  test('says when the settings cannot be loaded or saved', async ({ page }) => {
    await page.route('**/api/settings', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
    );
    await page.goto('/settings');
    await expect(toast(page, 'Failed to load settings.')).toBeVisible();
    await page.unroute('**/api/settings');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('textbox', { name: 'Application Name' })).toBeVisible();

    await page.route('**/api/settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Failed to save settings.')).toBeVisible();
  });

  test.describe('as an administrator', () => {
    test.use({ storageState: signedInAs('admin') });

    test('sees the secrets and the SMTP host read-only, and saves the rest with them unchanged', async ({
      page,
      request,
    }) => {
      await apiAs(request, 'super_admin', 'PUT', '/settings', {
        smtp_host: 'smtp.e2e.test',
        smtp_pass: 'kept-smtp-password-4242',
        stripe_secret_key: 'sk_test_kept_secret_2424',
      });
      await page.goto('/settings');
      await openTab(page, 'Payment Methods');
      const secret = gatewayCard(page, 'Stripe').getByRole('textbox', { name: 'Secret Key', exact: true });
      await expect(secret).toHaveValue('********2424');
      await expect(secret).not.toBeEditable();
      await openTab(page, 'Email (SMTP)');
      await expect(page.getByRole('textbox', { name: 'SMTP Host' })).not.toBeEditable();
      await expect(page.getByRole('textbox', { name: 'SMTP Password' })).not.toBeEditable();
      await expect(page.getByText('Only a Super Administrator can change this.').first()).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'SMTP Username' })).toBeEditable();
      await expectAccessible(page);

      await openTab(page, 'Advanced');
      await page.getByRole('textbox', { name: 'SEO Meta Title' }).fill('Saved by an admin');
      await save(page);
      expect(await apiAs<Settings>(request, 'super_admin', 'GET', '/settings')).toMatchObject({
        seo_meta_title: 'Saved by an admin',
        smtp_host: 'smtp.e2e.test',
        smtp_pass: '********4242',
        stripe_secret_key: '********2424',
      });
    });
  });
});
