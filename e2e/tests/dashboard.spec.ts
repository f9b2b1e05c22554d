import type { Page } from '@playwright/test';
import type { DashboardStats, QrCodeDto, UserDto } from '@qrpanel/contracts';
import { apiAs, unique } from '../support/admin';
import {
  expect,
  expectToast,
  openSignedIn,
  registerFreshUser,
  screenshot,
  signedInAs,
  test,
} from '../support/fixtures';
import { forceFailure, holdBack } from '../support/forced-failures';
import { BOT_UA, createCode, scan, uniqueLabel, urlCode } from './qr-support';

const STATS = '**/api/*/stats/dashboard';

/** A figure as the cards write it. */
const figure = (n: number | undefined) => (n ?? Number.NaN).toLocaleString('en-US');

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
  test('shows the four cards with the figures of the own codes: people’s scans count, a crawler’s do not', async ({
    page,
    request,
  }) => {
    const fresh = await registerFreshUser(request, unique('Dashboard User'));
    const poster = await createCode(
      request,
      fresh.token,
      urlCode(uniqueLabel('Poster'), 'https://example.com/poster'),
    );
    const flyer = await createCode(
      request,
      fresh.token,
      urlCode(uniqueLabel('Flyer'), 'https://example.com/flyer'),
    );
    await createCode(request, fresh.token, {
      label: uniqueLabel('Printed note'),
      type: 'text',
      generation_type: 'static',
      data: { text: 'Printed as is' },
    });
    for (const uuid of [poster.uuid, poster.uuid, flyer.uuid]) {
      expect((await scan(request, uuid)).status()).toBe(302);
    }
    expect((await scan(request, flyer.uuid, BOT_UA)).status()).toBe(302);

    const stats = await holdBack(page, 'GET', STATS);
    await openSignedIn(page, fresh);
    await expect(page.getByText('Loading Dashboard...')).toBeVisible();
    stats.release();
    expect(await cards(page)).toEqual([
      { title: 'Total QR Codes', theme: 'blue', text: 'Total QR Codes 3' },
      { title: 'Total Scans', theme: 'green', text: 'Total Scans 3' },
      { title: 'Dynamic QR', theme: 'purple', text: 'Dynamic QR 2' },
      { title: 'Static QR', theme: 'gray', text: 'Static QR 1' },
    ]);
    await screenshot(page, 'dashboard-user');

    // One more scan shows after a reload.
    expect((await scan(request, flyer.uuid)).status()).toBe(302);
    await page.reload();
    await expect(page.getByTestId('stat-card').filter({ hasText: 'Total Scans' })).toHaveText(
      /Total Scans\s*4$/,
    );

    await page.getByRole('link', { name: 'Create New QR Code' }).click();
    await expect(page).toHaveURL(/\/create-qrcode$/);
    await expect(page.getByRole('heading', { name: 'Create New QR Code' })).toBeVisible();
  });

  test('a user without codes sees zeros', async ({ page, request }) => {
    const fresh = await registerFreshUser(request, unique('Empty Dashboard'));
    await openSignedIn(page, fresh);
    expect((await cards(page)).map((c) => c.text)).toEqual([
      'Total QR Codes 0',
      'Total Scans 0',
      'Dynamic QR 0',
      'Static QR 0',
    ]);
  });

  test.describe('when the api fails', () => {
    test.use({ storageState: signedInAs('user') });

    test('says so, with a toast, when the stats cannot be loaded', async ({ page }) => {
      await forceFailure(page, 'GET', STATS, 500);
      await page.goto('/dashboard');
      await expect(
        page.getByText('Could not load dashboard data. Please try refreshing the page.'),
      ).toBeVisible();
      await expectToast(page, 'Failed to load dashboard stats.');
      await expect(page.getByTestId('stat-card')).toHaveCount(0);
    });

    test('a 403 shows the error text without a toast and keeps the session', async ({ page }) => {
      await forceFailure(page, 'GET', STATS, 403, 'You do not have permission to do this.');
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
});

test.describe('dashboard for an admin', { tag: '@site-wide' }, () => {
  test.use({ storageState: signedInAs('admin') });

  test('counts every code of every user, as All QR Codes lists them', async ({ page, request }) => {
    // Someone else's code and scan: in an admin's figures too.
    const other = await registerFreshUser(request, unique('Other Owner'));
    const code = await createCode(
      request,
      other.token,
      urlCode(uniqueLabel('Not mine'), 'https://example.com/x'),
    );
    expect((await scan(request, code.uuid)).status()).toBe(302);

    // Other journeys may add codes meanwhile: read both again until they agree.
    await expect(async () => {
      await page.goto('/dashboard');
      const shown = await cards(page);
      const all = await apiAs<QrCodeDto[]>(request, 'admin', 'GET', '/qrcodes/all');
      expect(all.some((c) => c.uuid === code.uuid)).toBe(true);
      const dynamic = all.filter((c) => c.generation_type === 'dynamic').length;
      const scans = all.reduce((sum, c) => sum + c.scans_count, 0);
      expect(shown).toEqual([
        { title: 'Total QR Codes', theme: 'blue', text: `Total QR Codes ${figure(all.length)}` },
        { title: 'Total Scans', theme: 'green', text: `Total Scans ${figure(scans)}` },
        { title: 'Dynamic QR', theme: 'purple', text: `Dynamic QR ${figure(dynamic)}` },
        { title: 'Static QR', theme: 'gray', text: `Static QR ${figure(all.length - dynamic)}` },
      ]);
    }).toPass({ timeout: 45_000 });
  });
});

test.describe('dashboard for a super admin', { tag: '@site-wide' }, () => {
  test.use({ storageState: signedInAs('super_admin') });

  test('shows users, subscriptions, codes and scans as the api counts them', async ({ page, request }) => {
    const fresh = await registerFreshUser(request, unique('Counted User'));
    // Other journeys may change the figures meanwhile: read both again until they agree.
    await expect(async () => {
      await page.goto('/dashboard');
      const shown = await cards(page);
      const stats = await apiAs<DashboardStats>(request, 'super_admin', 'GET', '/admin/stats/dashboard');
      expect(shown).toEqual([
        { title: 'Total Users', theme: 'blue', text: `Total Users ${figure(stats.totalUsers)}` },
        {
          title: 'Active Subscriptions',
          theme: 'green',
          text: `Active Subscriptions ${figure(stats.activeSubscriptions)}`,
        },
        { title: 'Total QR Codes', theme: 'purple', text: `Total QR Codes ${figure(stats.totalQRs)}` },
        { title: 'Total Scans', theme: 'yellow', text: `Total Scans ${figure(stats.totalScans)}` },
      ]);
      // The users the api lists, the new one among them.
      const users = await apiAs<UserDto[]>(request, 'super_admin', 'GET', '/auth/users');
      expect(users.some((u) => u.email === fresh.email)).toBe(true);
      expect(stats.totalUsers).toBe(users.length);
    }).toPass({ timeout: 45_000 });
    await expect(page.getByRole('link', { name: 'Create New QR Code' })).toBeVisible();
    await screenshot(page, 'dashboard-super-admin');
  });
});
