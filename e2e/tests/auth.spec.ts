import type { APIRequestContext, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { ACCOUNTS } from '../support/accounts';
import { apiAs, authAs, mailText, startSmtpServer, unique } from '../support/admin';
import { expect, expectToast, registerFreshUser, screenshot, test } from '../support/fixtures';
import { forceFailure, holdBack } from '../support/forced-failures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

type Settings = Record<string, unknown>;

/**
 * Sets some application settings (global: every journey sees them) for the length of `run`,
 * then puts back what they were, whatever happened.
 */
async function withSettings(request: APIRequestContext, changes: Settings, run: () => Promise<void>) {
  const before = await apiAs<Settings>(request, 'super_admin', 'GET', '/settings');
  const original = Object.fromEntries(Object.keys(changes).map((key) => [key, before[key]]));
  await apiAs(request, 'super_admin', 'PUT', '/settings', changes);
  try {
    await run();
  } finally {
    // Secrets come back masked; a masked value sent back keeps the stored secret.
    await apiAs(request, 'super_admin', 'PUT', '/settings', original);
  }
}

/** Opens the forgot-password mode and asks for a link for `email`. */
async function askForResetLink(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
}

async function submitNewPassword(page: Page, password: string, confirm = password) {
  await field(page, 'New Password').fill(password);
  await field(page, 'Confirm New Password').fill(confirm);
  await page.getByRole('button', { name: 'Reset Password' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('login screen', () => {
  test('shows the login mode, and register and forgot-password modes with their texts', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Sign in to manage your QR codes.')).toBeVisible();
    await expect(page.getByText('QR Panel')).toBeVisible();
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
    await expect(field(page, 'Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
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
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
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
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
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
    const login = await holdBack(page, 'POST', '**/api/auth/login');
    await page.goto('/login');
    await field(page, 'Email').fill(ACCOUNTS.user.email);
    await field(page, 'Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    login.release();
    await expect(page.getByRole('alert').getByText('Invalid email or password.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('forgot password answers the same text for any email; a failure shows its text', async ({ page }) => {
    const sending = await holdBack(page, 'POST', '**/api/auth/forgot-password');
    const email = `nobody-${Date.now()}@e2e.test`;
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/forgot-password'));
    await askForResetLink(page, email);
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
    expect((await sent).postDataJSON()).toEqual({ email });
    sending.release();
    await expect(
      page.getByText('If an account with that email exists, a password reset link has been sent.'),
    ).toBeVisible();

    await page.unroute('**/api/auth/forgot-password');
    await forceFailure(page, 'POST', '**/api/auth/forgot-password', 500);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('An error occurred while sending the reset link.')).toBeVisible();
  });

  test(
    'shows the app name and logo from the settings, and hides sign-up when registration is off',
    { tag: '@site-wide' },
    async ({ page, request, baseURL }) => {
      // A real logo, uploaded to the suite as an administrator would.
      const png = new PNG({ width: 24, height: 24 });
      png.data.fill(0x33);
      const upload = await request.post('/api/uploads/logo', {
        headers: await authAs(request, 'super_admin'),
        multipart: { file: { name: 'acme.png', mimeType: 'image/png', buffer: PNG.sync.write(png) } },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      const { logoPath } = (await upload.json()) as { logoPath: string };
      const appName = unique('Acme Codes');

      await withSettings(
        request,
        { app_name: appName, app_logo_url: `${baseURL}${logoPath}`, allow_registration: false },
        async () => {
          await page.goto('/login');
          await expect(page.getByText(appName)).toBeVisible();
          const logo = page.getByRole('img', { name: `${appName} logo` });
          await expect(logo).toBeVisible();
          await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
          await expect(page.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
          await expect(page).toHaveTitle(appName);
        },
      );
      // Put back: the screen follows the settings again.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
      await expect(page.getByText(appName)).toHaveCount(0);
    },
  );
});

test.describe('reset password page', () => {
  const SMTP_AUTH = { user: 'mailer', pass: 'smtp-reset-pass-2468' };

  test(
    'the link mailed by forgot password sets a new password once; then the new one signs in',
    { tag: '@site-wide' },
    async ({ page, request, baseURL }) => {
      const smtp = await startSmtpServer(SMTP_AUTH);
      try {
        const person = await registerFreshUser(request, unique('Forgetful Person'));
        await withSettings(
          request,
          {
            smtp_host: '127.0.0.1',
            smtp_port: smtp.port,
            smtp_user: SMTP_AUTH.user,
            smtp_pass: SMTP_AUTH.pass,
            smtp_from_email: 'panel@e2e.test',
          },
          async () => {
            await askForResetLink(page, person.email);
            await expect(
              page.getByText('If an account with that email exists, a password reset link has been sent.'),
            ).toBeVisible();
            await expect
              .poll(() => smtp.mails.filter((m) => m.to.includes(person.email)).length, { timeout: 15_000 })
              .toBe(1);
          },
        );
        const [mail] = smtp.mails.filter((m) => m.to.includes(person.email));
        const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(await mailText(mail))?.[0] ?? '';
        expect(link.startsWith(`${baseURL}/reset-password?token=`), link).toBe(true);

        const calls: string[] = [];
        page.on('request', (r) => r.url().endsWith('/api/auth/reset-password') && calls.push(r.url()));
        await page.goto(link);
        await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
        await submitNewPassword(page, 'Brand-new-pass-1', 'Other-pass-22');
        await expect(page.getByText('Passwords do not match.')).toBeVisible();
        await submitNewPassword(page, 'short');
        await expect(page.getByText('New password must be at least 8 characters.')).toBeVisible();
        expect(calls).toEqual([]);

        await submitNewPassword(page, 'Brand-new-pass-1');
        await expectToast(page, 'Your password has been reset. Please log in.');
        await expect(page).toHaveURL(/\/login$/);

        // The link works once.
        await page.goto(link);
        await submitNewPassword(page, 'Another-pass-33');
        await expect(
          page.getByText('This password reset link has already been used. Please request a new one.'),
        ).toBeVisible();
        await expect(page).toHaveURL(/\/reset-password/);

        await page.goto('/login');
        await signIn(page, person.email, person.password);
        await expect(page.getByRole('alert').getByText('Invalid email or password.')).toBeVisible();
        await signIn(page, person.email, 'Brand-new-pass-1');
        await expectToast(page, 'Logged in successfully!');
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByTestId('greeting')).toHaveText(`Welcome, ${person.name}`);
      } finally {
        await smtp.close();
      }
    },
  );

  test("shows the server's message, or the generic text, when the reset fails", async ({ page }) => {
    await page.goto('/reset-password?token=not-a-token-the-api-made');
    await submitNewPassword(page, 'Brand-new-pass-1');
    await expect(page.getByText('This password reset link is invalid.')).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password/);

    await forceFailure(page, 'POST', '**/api/auth/reset-password', 500);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('An error occurred.', { exact: true })).toBeVisible();
  });

  test('without a token it says the link is invalid', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(
      page.getByText('This password reset link is invalid. Please request a new one.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });
});
