import { unique } from '../support/admin';
import { expect, expectAccessible, openSignedIn, registerFreshUser, test } from '../support/fixtures';
import { forceFailure } from '../support/forced-failures';
import { createCode, uniqueLabel, urlCode } from './qr-support';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

test.describe('the api answering 503 (its database unreachable)', () => {
  test('keeps the session, shows the retrying banner, and comes back by itself', async ({
    page,
    request,
  }) => {
    const fresh = await registerFreshUser(request, unique('Outage User'));
    await createCode(request, fresh.token, urlCode(uniqueLabel('Menu'), 'https://example.com/menu'));
    await openSignedIn(page, fresh);
    const totalCodes = page.getByTestId('stat-card').filter({ hasText: 'Total QR Codes' });
    await expect(totalCodes).toHaveText(/Total QR Codes\s*1$/);

    // Every GET to the api answers 503 (as the api does while its database is unreachable).
    const outage = await forceFailure(page, 'GET', '**/api/**', 503, UNAVAILABLE);
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'Service unavailable' });
    await expect(banner).toHaveText(/The service is temporarily unavailable\. Retrying…/);
    await expectAccessible(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('qrpanel.token'))).toBe(fresh.token);
    // It asks again by itself (Retry-After: 1), and the banner stays while the answer is a 503.
    const failedSoFar = outage.count();
    await expect.poll(() => outage.count()).toBeGreaterThan(failedSoFar);
    await expect(banner).toBeVisible();

    await page.unroute('**/api/**');
    await expect(banner).toBeHidden();
    await expect(totalCodes).toHaveText(/Total QR Codes\s*1$/);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
