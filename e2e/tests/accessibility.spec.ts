import { expect, expectAccessible, signedInAs, test } from '../support/fixtures';
import { fakeAdminDashboard, fakeOwnDashboard, fakeRedirect } from '../support/pending-api';

const STATS = {
  totalUsers: 12,
  activeSubscriptions: 3,
  totalQRs: 40,
  totalScans: 1234,
  dynamicQRs: 30,
  staticQRs: 10,
};

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

  test('public redirect page cards', async ({ page }) => {
    await fakeRedirect(page, 'wifi-a11y', {
      body: { type: 'wifi', data: { ssid: 'Cafe', encryption: 'WPA', password: 'secret', hidden: false } },
    });
    await page.goto('/qr-redirect/wifi-a11y');
    await expect(page.getByRole('heading', { name: 'WiFi Network' })).toBeVisible();
    await expectAccessible(page);
    await fakeRedirect(page, 'vcard-a11y', {
      body: {
        type: 'vcard',
        data: {
          name: 'Ada Lovelace',
          phone: '+441234',
          email: 'ada@example.com',
          org: 'AE',
          title: 'Analyst',
        },
      },
    });
    await page.goto('/qr-redirect/vcard-a11y');
    await expect(page.getByRole('heading', { name: 'Contact Card' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('accessibility for a user', () => {
  test.use({ storageState: signedInAs('user') });

  test('dashboard, settings and contact', async ({ page }) => {
    await fakeOwnDashboard(page, { body: STATS });
    await page.goto('/dashboard');
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
    await fakeAdminDashboard(page, { body: STATS });
    await page.goto('/dashboard');
    await expect(page.getByText('Active Subscriptions')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'My Account' })).toBeVisible();
    await expectAccessible(page);
  });
});
