import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { expect, expectToast, openSignedIn, registerFreshUser, signedInAs, test } from '../support/fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('account settings', () => {
  test('updates the profile; the header greets the new name', async ({ page, request }) => {
    const account = await registerFreshUser(request, 'Before Rename');
    await openSignedIn(page, account, '/settings');
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(field(page, 'Full Name')).toHaveValue('Before Rename');
    await expect(field(page, 'Email Address')).toHaveValue(account.email);
    await field(page, 'Full Name').fill('After Rename');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Profile updated successfully!');
    await expect(page.getByTestId('greeting')).toHaveText('Welcome, After Rename');
    await page.reload();
    await expect(field(page, 'Full Name')).toHaveValue('After Rename');

    await field(page, 'Email Address').fill(ACCOUNTS.admin.email);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'An account with this email already exists.');
  });

  test('checks the new password, then changes it and logs out after 2 seconds', async ({ page, request }) => {
    const account = await registerFreshUser(request, 'Password Changer');
    await openSignedIn(page, account, '/settings');
    const update = page.getByRole('button', { name: 'Update Password' });

    await field(page, 'Current Password').fill(account.password);
    await field(page, 'New Password').fill('Changed-password-9');
    await field(page, 'Confirm New Password').fill('Different-password-9');
    await update.click();
    await expectToast(page, 'New passwords do not match.');

    await field(page, 'New Password').fill('short');
    await field(page, 'Confirm New Password').fill('short');
    await update.click();
    await expectToast(page, 'New password must be at least 8 characters.');

    await field(page, 'Current Password').fill('not-my-password');
    await field(page, 'New Password').fill('Changed-password-9');
    await field(page, 'Confirm New Password').fill('Changed-password-9');
    await update.click();
    await expectToast(page, 'Current password is incorrect.');
    await expect(page).toHaveURL(/\/settings$/);

    await field(page, 'Current Password').fill(account.password);
    await update.click();
    await expectToast(page, 'Password changed successfully! Please log in again.');
    const changedAt = Date.now();
    await expect(page).toHaveURL(/\/login$/);
    expect(Date.now() - changedAt).toBeGreaterThan(1200);

    const oldLogin = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await request.post('/api/auth/login', {
      data: { email: account.email, password: 'Changed-password-9' },
    });
    expect(newLogin.status()).toBe(200);
  });

  test('a session the api no longer accepts (401) is cleared and the browser goes to /login', async ({
    page,
    request,
  }) => {
    const account = await registerFreshUser(request, 'Stale Session');
    // The signed-in frame reads the user once on load: that answer comes first, with the
    // token still good, so the refusal below is the save's.
    const fresh = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/me');
    await openSignedIn(page, account, '/settings');
    expect((await fresh).status()).toBe(200);
    // Another device changes the password: this browser's token is now refused.
    const change = await request.put('/api/auth/password', {
      headers: { authorization: `Bearer ${account.token}` },
      data: { currentPassword: account.password, newPassword: 'Elsewhere-pass-1' },
    });
    expect(change.ok()).toBe(true);
    await field(page, 'Full Name').fill('Anything');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('qrpanel.token'))).toBeNull();
  });
});

test.describe('settings for an admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test('shows Application Settings from the admin remote and My Account', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Application Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Application Settings' })).toBeVisible();
    await page.getByRole('tab', { name: 'My Account' }).click();
    await expect(field(page, 'Full Name')).toHaveValue(ACCOUNTS.admin.name);
    await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible();
  });
});
