import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { expect, registerFreshUser, signedInAs, test } from '../support/fixtures';
import { createCode, uniqueLabel } from './qr-support';

/** The sidebar as a list of lines: section titles and link labels, top to bottom. */
async function sidebar(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // The sections and links, not the plan area's meters under them.
  const lines = await nav.locator(':is(p, a):not([data-testid="sidebar-plan"] *)').allInnerTexts();
  return lines.map((l) => l.trim()).filter(Boolean);
}

test.describe('sidebar and header for a user', () => {
  test.use({ storageState: signedInAs('user') });

  test('shows the user sections, the greeting and the Upgrade Plan link', async ({ page }) => {
    await page.goto('/dashboard');
    expect(await sidebar(page)).toEqual([
      'Dashboard',
      'MY QR CODES',
      'My QR Codes',
      'Analytics',
      'Create New QR',
      'Templates',
      'ACCOUNT',
      'Settings',
      'Developers',
      'Domains',
      'Plans & Pricing',
      'Contact Us',
    ]);
    await expect(page.getByTestId('greeting')).toHaveText(`Welcome, ${ACCOUNTS.user.name}`);
    await expect(page.getByTestId('app-name')).toHaveText('QR Panel');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    // The plan area under the links meters the Free Trial's limits.
    const plan = page.getByRole('group', { name: 'Your plan: Free Trial' });
    await expect(plan).toContainText(/QR codes\s*\d+ of 3/);
    await expect(plan).toContainText(/Scans this month\s*\d+ of 500/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  test('collapses and reopens the sidebar', async ({ page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeInViewport();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(nav).not.toBeInViewport();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(nav).toBeInViewport();
  });

  test('follows the sidebar links to the screens of the remotes and back', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'My QR Codes' }).click();
    await expect(page.getByRole('heading', { name: 'My QR Codes' })).toBeVisible();
    await page.getByRole('link', { name: 'Plans & Pricing' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    // The sidebar's: a pricing page with no plan published links to the contact form too.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Contact Us' })
      .click();
    await expect(page.getByRole('heading', { name: 'Contact Administrator' })).toBeVisible();
  });

  test('keeps a user out of the admin routes and sends unknown paths to the dashboard', async ({ page }) => {
    for (const path of [
      '/admin/users',
      '/admin/qrcodes',
      '/admin/analytics',
      '/admin/plans',
      '/no/such/page',
      '/',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('sidebar for an admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test('shows Dashboard, all codes, analytics, the inbox and Settings, without an upgrade link', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    expect(await sidebar(page)).toEqual([
      'Dashboard',
      'ADMINISTRATION',
      'All QR Codes',
      'Templates',
      'Analytics',
      'Workspaces',
      'Payments',
      'Messages',
      'Audit Log',
      'ACCOUNT',
      'Settings',
      'Developers',
      'Domains',
    ]);
    await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
    await page.goto('/admin/qrcodes');
    await expect(page.getByRole('heading', { name: 'All QR Codes' })).toBeVisible();
  });
});

test.describe('sidebar for a super admin', () => {
  test.use({ storageState: signedInAs('super_admin') });

  test('shows the administration section', async ({ page }) => {
    await page.goto('/dashboard');
    expect(await sidebar(page)).toEqual([
      'Dashboard',
      'ADMINISTRATION',
      'User Management',
      'All QR Codes',
      'Templates',
      'Analytics',
      'Plan Management',
      'Sign-in Providers',
      'Workspaces',
      'Payments',
      'Messages',
      'Audit Log',
      'ACCOUNT',
      'Settings',
      'Developers',
      'Domains',
    ]);
    await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
    for (const [link, title] of [
      ['User Management', 'User Management'],
      ['All QR Codes', 'All QR Codes'],
      ['Analytics', 'Global Analytics'],
      ['Plan Management', 'Plan Management'],
      ['Workspaces', 'Workspaces'],
    ]) {
      await page.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
  });
});

test.describe('guards without a session', () => {
  test('send every signed-in route to /login and leave the public ones open', async ({ page, request }) => {
    for (const path of ['/dashboard', '/settings', '/contact', '/my-qrcodes', '/admin/users', '/any/thing']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    // A single word at the root that is not one of the panel's is a code's short address.
    await page.goto('/anything');
    await expect(page.getByText('QR code not found.')).toBeVisible();
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
    await page.goto('/reset-password?token=x');
    await expect(page).toHaveURL(/\/reset-password\?token=x$/);
    const owner = await registerFreshUser(request, 'Public Owner');
    const code = await createCode(request, owner.token, {
      label: uniqueLabel('Public hello'),
      type: 'text',
      data: { text: 'Public hello' },
    });
    await page.goto(`/qr-redirect/${code.uuid}`);
    await expect(page.getByText('Public hello')).toBeVisible();
  });

  test('a stored session that does not parse is cleared', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('qrpanel.token', 'tok');
      localStorage.setItem('qrpanel.user', '{broken');
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('qrpanel.token'))).toBeNull();
  });
});
