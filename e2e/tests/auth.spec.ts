import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { expect, expectToast, screenshot, test } from '../support/fixtures';
import { errorBody, fakeForgotPassword, fakeResetPassword, fakeSettings } from '../support/pending-api';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('login screen', () => {
  test('shows the login mode, and register and forgot-password modes with their texts', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Sign in to manage your QR codes.')).toBeVisible();
    await expect(page.getByText('QR Panel')).toBeVisible();
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
    await expect(field(page, 'Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await screenshot(page, 'login');

    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
    await expect(page.getByText('Sign up to start creating QR codes.')).toBeVisible();
    for (const name of ['Full Name', 'Email', 'Password', 'Confirm Password']) {
      await expect(field(page, name)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await expect(field(page, 'Email')).toBeVisible();
    await expect(field(page, 'Password')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  });

  test('switching mode clears the fields and the messages', async ({ page }) => {
    await page.goto('/login');
    await field(page, 'Email').fill('nobody@e2e.test');
    await field(page, 'Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Invalid email or password.')).toHaveCount(0);
    await expect(field(page, 'Email')).toHaveValue('');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(field(page, 'Email')).toHaveValue('');
    await expect(field(page, 'Password')).toHaveValue('');
  });

  test('register refuses passwords that do not match, without calling the api', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/auth/register') && calls.push(r.url()));
    await page.goto('/register');
    await field(page, 'Full Name').fill('Mismatch Person');
    await field(page, 'Email').fill('mismatch@e2e.test');
    await field(page, 'Password').fill('Password-one-1');
    await field(page, 'Confirm Password').fill('Password-two-2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('register requires every field (the browser does not submit an empty form)', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    expect(await field(page, 'Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    );
  });

  test('registers, lands on the dashboard greeted by name, logs out and logs back in', async ({ page }) => {
    const email = `journey-${Date.now()}@e2e.test`;
    await page.goto('/register');
    await field(page, 'Full Name').fill('Journey Person');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('Journey-password-1');
    await field(page, 'Confirm Password').fill('Journey-password-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registered successfully! Redirecting...');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('greeting')).toHaveText('Welcome, Journey Person');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out successfully!');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('qrpanel.token'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);

    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('Journey-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Logged in successfully!');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.reload();
    await expect(page.getByTestId('greeting')).toHaveText('Welcome, Journey Person');
  });

  test("register shows the server's message for an email already in use", async ({ page }) => {
    await page.goto('/register');
    await field(page, 'Full Name').fill('Copy Cat');
    await field(page, 'Email').fill(ACCOUNTS.user.email);
    await field(page, 'Password').fill('Copy-cat-password-1');
    await field(page, 'Confirm Password').fill('Copy-cat-password-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('An account with this email already exists.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("login shows 'Processing...' while busy and the error for wrong credentials", async ({ page }) => {
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto('/login');
    await field(page, 'Email').fill(ACCOUNTS.user.email);
    await field(page, 'Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(page.getByRole('alert').getByText('Invalid email or password.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('forgot password sends the email and shows the answer; a failure shows its text', async ({ page }) => {
    // Pending api: POST /api/auth/forgot-password
    const received = await fakeForgotPassword(page, { body: { message: 'ok' }, delayMs: 1500 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await field(page, 'Email').fill('someone@e2e.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
    await expect(
      page.getByText('If an account with that email exists, a password reset link has been sent.'),
    ).toBeVisible();
    expect(received[0].postDataJSON()).toEqual({ email: 'someone@e2e.test' });

    await page.unroute('**/api/auth/forgot-password');
    await fakeForgotPassword(page, { status: 500, body: errorBody(500) });
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('An error occurred while sending the reset link.')).toBeVisible();
  });

  test('shows the app name and logo from the settings, and hides sign-up when registration is off', async ({
    page,
  }) => {
    // Pending api: GET /api/settings
    const logo =
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="10" height="10"%3E%3Crect width="10" height="10"/%3E%3C/svg%3E';
    await fakeSettings(page, { app_name: 'Acme Codes', app_logo_url: logo, allow_registration: false });
    await page.goto('/login');
    await expect(page.getByText('Acme Codes')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Acme Codes logo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
    await expect(page).toHaveTitle('Acme Codes');
  });
});

test.describe('reset password page', () => {
  test('checks the passwords, sends token and password, then goes to the login', async ({ page }) => {
    // Pending api: POST /api/auth/reset-password
    const received = await fakeResetPassword(page, { body: { message: 'Password updated.' } });
    await page.goto('/reset-password?token=tok-123');
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await field(page, 'New Password').fill('Brand-new-pass-1');
    await field(page, 'Confirm New Password').fill('Other-pass-22');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await field(page, 'New Password').fill('short');
    await field(page, 'Confirm New Password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('New password must be at least 8 characters.')).toBeVisible();
    expect(received).toHaveLength(0);

    await field(page, 'New Password').fill('Brand-new-pass-1');
    await field(page, 'Confirm New Password').fill('Brand-new-pass-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Your password has been reset. Please log in.');
    await expect(page).toHaveURL(/\/login$/);
    expect(received[0].postDataJSON()).toEqual({ token: 'tok-123', password: 'Brand-new-pass-1' });
  });

  test("shows the server's message, or the generic text, when the reset fails", async ({ page }) => {
    await fakeResetPassword(page, {
      status: 400,
      body: errorBody(400, 'This reset link is invalid or has expired.'),
    });
    await page.goto('/reset-password?token=old');
    await field(page, 'New Password').fill('Brand-new-pass-1');
    await field(page, 'Confirm New Password').fill('Brand-new-pass-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password/);

    await page.unroute('**/api/auth/reset-password');
    await fakeResetPassword(page, { status: 500, body: errorBody(500) });
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('An error occurred.')).toBeVisible();
  });

  test('without a token it says the link is invalid', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(
      page.getByText('This password reset link is invalid. Please request a new one.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });
});
