import { unique } from '../support/admin';
import { expect, openSignedIn, registerFreshUser, screenshot, test } from '../support/fixtures';
import { createCode, scan, uniqueLabel, urlCode } from './qr-support';

test.describe('live scans', () => {
  test('a scan appears on the dashboard as it happens, then in the top codes and on the analytics screen', async ({
    page,
    request,
  }) => {
    const fresh = await registerFreshUser(request, unique('Live Viewer'));
    const label = uniqueLabel('Live poster');
    const code = await createCode(request, fresh.token, urlCode(label, 'https://example.com/live'));
    await openSignedIn(page, fresh);

    const feed = page.getByTestId('live-feed');
    await expect(feed.getByText('No scans in the last 30 minutes', { exact: false })).toBeVisible();
    await expect(feed.getByTestId('live-status')).toHaveText('Live');
    await expect(
      page.getByTestId('dashboard-top').getByText('No QR code was scanned in the last 30 days.'),
    ).toBeVisible();

    // Nothing reloads: the scan comes through the open stream (the page asks for the list
    // again only a minute after it opened, past the longest wait here).
    expect((await scan(request, code.uuid)).status()).toBe(302);
    const row = feed.getByRole('row').filter({ hasText: label });
    await expect(row).toBeVisible();
    await expect(row).toContainText('iOS · mobile');
    await screenshot(page, 'dashboard-live');

    await page.reload();
    await expect(page.getByTestId('dashboard-top').getByRole('row').filter({ hasText: label })).toContainText(
      'New',
    );
    await expect(
      page.getByTestId('dashboard-scans').getByRole('img', { name: 'Scans per day over the last 30 days' }),
    ).toBeVisible();
    await expect(page.getByTestId('dashboard-months')).toHaveCount(0);

    await page.goto('/analytics');
    const counter = page.getByTestId('live-counter');
    await expect(counter).toContainText('1');
    await expect(page.getByTestId('live-feed').getByTestId('live-status')).toHaveText('Live');
    expect((await scan(request, code.uuid)).status()).toBe(302);
    await expect(counter).toContainText('2');
  });
});
