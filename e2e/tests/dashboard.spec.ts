import type { Page } from '@playwright/test';
import { expect, expectToast, screenshot, signedInAs, test } from '../support/fixtures';
import { errorBody, fakeAdminDashboard, fakeOwnDashboard } from '../support/pending-api';

// Pending api: GET /api/qrcodes/stats/dashboard and GET /api/admin/stats/dashboard.
const STATS = {
  totalUsers: 1520,
  activeSubscriptions: 87,
  totalQRs: 4210,
  totalScans: 98765,
  dynamicQRs: 3000,
  staticQRs: 1210,
};

async function cards(page: Page) {
  const all = page.getByTestId('stat-card');
  await expect(all).toHaveCount(4);
  return Promise.all(
    (await all.all()).map(async (card) => ({
      title: await card.getAttribute('aria-label'),
      theme: await card.getAttribute('data-theme'),
      text: (await card.innerText()).replace(/\s+/g, ' ').trim(),
    })),
  );
}

test.describe('dashboard for a user', () => {
  test.use({ storageState: signedInAs('user') });

  test('shows the four cards of the own scope with their themes', async ({ page }) => {
    const received = await fakeOwnDashboard(page, { body: STATS, delayMs: 2000 });
    await page.goto('/dashboard');
    await expect(page.getByText('Loading Dashboard...')).toBeVisible();
    expect(await cards(page)).toEqual([
      { title: 'Total QR Codes', theme: 'blue', text: 'Total QR Codes 4,210' },
      { title: 'Total Scans', theme: 'green', text: 'Total Scans 98,765' },
      { title: 'Dynamic QR', theme: 'purple', text: 'Dynamic QR 3,000' },
      { title: 'Static QR', theme: 'gray', text: 'Static QR 1,210' },
    ]);
    expect(received[0].headers()['authorization']).toMatch(/^Bearer .+/);
    await screenshot(page, 'dashboard-user');
    await page.getByRole('link', { name: 'Create New QR Code' }).click();
    await expect(page).toHaveURL(/\/create-qrcode$/);
    await expect(page.getByRole('heading', { name: 'Create New QR Code' })).toBeVisible();
  });

  test('says so, with a toast, when the stats cannot be loaded', async ({ page }) => {
    await fakeOwnDashboard(page, { status: 500, body: errorBody(500) });
    await page.goto('/dashboard');
    await expect(
      page.getByText('Could not load dashboard data. Please try refreshing the page.'),
    ).toBeVisible();
    await expectToast(page, 'Failed to load dashboard stats.');
  });

  test('a 403 shows the error text without a toast and keeps the session', async ({ page }) => {
    await fakeOwnDashboard(page, {
      status: 403,
      body: errorBody(403, 'You do not have permission to do this.'),
    });
    await page.goto('/dashboard');
    await expect(
      page.getByText('Could not load dashboard data. Please try refreshing the page.'),
    ).toBeVisible();
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('greeting')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('qrpanel.token'))).not.toBeNull();
  });
});

test.describe('dashboard for an admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test('reads the stats in the admin scope from the qrcodes endpoint', async ({ page }) => {
    await fakeOwnDashboard(page, { body: STATS });
    await page.goto('/dashboard');
    expect((await cards(page)).map((c) => c.title)).toEqual([
      'Total QR Codes',
      'Total Scans',
      'Dynamic QR',
      'Static QR',
    ]);
  });
});

test.describe('dashboard for a super admin', () => {
  test.use({ storageState: signedInAs('super_admin') });

  test('shows users, subscriptions, codes and scans', async ({ page }) => {
    await fakeAdminDashboard(page, { body: STATS });
    await page.goto('/dashboard');
    expect(await cards(page)).toEqual([
      { title: 'Total Users', theme: 'blue', text: 'Total Users 1,520' },
      { title: 'Active Subscriptions', theme: 'green', text: 'Active Subscriptions 87' },
      { title: 'Total QR Codes', theme: 'purple', text: 'Total QR Codes 4,210' },
      { title: 'Total Scans', theme: 'yellow', text: 'Total Scans 98,765' },
    ]);
    await expect(page.getByRole('link', { name: 'Create New QR Code' })).toBeVisible();
    await screenshot(page, 'dashboard-super-admin');
  });
});
