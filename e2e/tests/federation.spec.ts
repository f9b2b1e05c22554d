import { expect, signedInAs, test } from '../support/fixtures';

test.describe('remotes for a user', () => {
  test.use({ storageState: signedInAs('user') });

  test('load their screens at run time inside the layout, sharing session and router', async ({ page }) => {
    await page.goto('/my-qrcodes');
    await expect(page.getByRole('heading', { name: 'My QR Codes' })).toBeVisible();
    // The remote's calls carry the shell's session: the list loads (no 401 back to /login).
    await expect(page.getByRole('textbox', { name: 'Search QR codes' })).toBeVisible();
    await expect(page.getByText('Loading QR Codes...')).toHaveCount(0);
    await expect(page.getByText(/^Error:/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/my-qrcodes$/);
    // The remote reads the route's :id and moves the shell's router (code 42 is not the user's).
    await page.goto('/edit-qrcode/42');
    await expect(
      page.locator('.mantine-Notification-root', { hasText: 'Failed to load QR code data.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/my-qrcodes$/);
    for (const [path, title] of [
      ['/create-qrcode', 'Create New QR Code'],
      ['/show-qrcode/7', 'QR Code Details'],
      ['/analytics', 'My Analytics'],
      ['/pricing', 'Choose Your Plan'],
      ['/payment-success', 'Payment Status'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByTestId('greeting')).toBeVisible();
    }
  });

  test('an unreachable remote shows the fallback in the layout; the rest works; Retry loads it back', async ({
    page,
  }) => {
    await page.route('**/remotes/mfe-qrcodes/mf-manifest.json', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"statusCode":404}' }),
    );
    await page.goto('/my-qrcodes');
    await expect(page.getByText('This section is temporarily unavailable.')).toBeVisible();
    await expect(page.getByTestId('greeting')).toBeVisible();

    await page.getByRole('link', { name: 'Plans & Pricing' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await page.getByRole('link', { name: 'My QR Codes' }).click();
    await expect(page.getByText('This section is temporarily unavailable.')).toBeVisible();
    await page.unroute('**/remotes/mfe-qrcodes/mf-manifest.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'My QR Codes' })).toBeVisible();
  });

  test('a remote whose server is down (connection refused) shows the fallback', async ({ page }) => {
    await page.route('**/remotes/mfe-billing/**', (route) => route.abort('connectionrefused'));
    await page.goto('/pricing');
    await expect(page.getByText('This section is temporarily unavailable.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { name: 'Contact Administrator' })).toBeVisible();
  });

  test('a remote whose screen code fails to load shows the fallback', async ({ page }) => {
    await page.route('**/remotes/mfe-qrcodes/__federation_expose_MyAnalytics*.js', (route) =>
      route.fulfill({ status: 500, body: 'boom' }),
    );
    await page.goto('/analytics');
    await expect(page.getByText('This section is temporarily unavailable.')).toBeVisible();
  });

  test('without /remotes.json every remote shows the fallback', async ({ page }) => {
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/my-qrcodes');
    await expect(page.getByText('This section is temporarily unavailable.')).toBeVisible();
    await page.unroute('**/remotes.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'My QR Codes' })).toBeVisible();
  });
});

test.describe('remotes for an admin', () => {
  test.use({ storageState: signedInAs('super_admin') });

  test('the admin remote shows its screens', async ({ page }) => {
    for (const [path, title] of [
      ['/admin/users', 'User Management'],
      ['/admin/plans', 'Plan Management'],
      ['/admin/payments', 'Payments'],
      ['/admin/messages', 'Messages'],
      ['/admin/audit', 'Audit Log'],
      ['/admin/qrcodes', 'All QR Codes'],
      ['/admin/analytics', 'Global Analytics'],
      ['/templates', 'Templates'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
  });
});
