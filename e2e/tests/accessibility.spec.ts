import { expect, expectAccessible, registerFreshUser, signedInAs, test } from '../support/fixtures';
import { createCode, uniqueLabel } from './qr-support';

test.describe('accessibility of the signed-out screens', () => {
  test('login, register and forgot-password modes', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await expectAccessible(page);
  });

  test('reset password', async ({ page }) => {
    await page.goto('/reset-password?token=abc');
    await expect(page.getByRole('textbox', { name: 'New Password', exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('public redirect page cards', async ({ page, request }) => {
    const owner = await registerFreshUser(request, 'Accessible Owner');
    const wifi = await createCode(request, owner.token, {
      label: uniqueLabel('A11y wifi'),
      type: 'wifi',
      data: { ssid: 'Cafe', encryption: 'WPA', password: 'secret-pass', hidden: false },
    });
    const vcard = await createCode(request, owner.token, {
      label: uniqueLabel('A11y vcard'),
      type: 'vcard',
      data: { name: 'Ada Lovelace', phone: '+441234', email: 'ada@example.com', org: 'AE', title: 'Analyst' },
    });
    await page.goto(`/qr-redirect/${wifi.uuid}`);
    await expect(page.getByRole('heading', { name: 'WiFi Network' })).toBeVisible();
    await expectAccessible(page);
    await page.goto(`/qr-redirect/${vcard.uuid}`);
    await expect(page.getByRole('heading', { name: 'Contact Card' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('accessibility for a user', () => {
  test.use({ storageState: signedInAs('user') });

  test('dashboard, settings and contact', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-card')).toHaveCount(4);
    await expect(page.getByText('Dynamic QR')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Subject is required.')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('accessibility for a super admin', () => {
  test.use({ storageState: signedInAs('super_admin') });

  test('dashboard and settings', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-card')).toHaveCount(4);
    await expect(page.getByText('Active Subscriptions')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'My Account' })).toBeVisible();
    await expectAccessible(page);
  });
});
