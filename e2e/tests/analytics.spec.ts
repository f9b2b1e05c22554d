import { ANALYTICS_MESSAGES, type AnalyticsSummary, type QrCodeDto } from '@qrpanel/contracts';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  expect,
  expectAccessible,
  openSignedIn,
  registerFreshUser,
  screenshot,
  signedInAs,
  test,
} from '../support/fixtures';
import { auth, createCode, PHONE_UA, tokenOf, uniqueLabel, urlCode } from './qr-support';

async function cardValues(page: Page): Promise<Record<string, string>> {
  const cards = page.getByTestId('stat-card');
  await expect(cards).toHaveCount(4);
  const entries = await Promise.all(
    (await cards.all()).map(async (card) => [
      (await card.getAttribute('aria-label')) ?? '',
      (await card.innerText()).replace(/\s+/g, ' ').trim(),
    ]),
  );
  return Object.fromEntries(entries) as Record<string, string>;
}

test.describe('My Analytics', () => {
  test('a fresh account sees zeros and the empty text of each chart, and can export the CSV', async ({
    page,
    request,
  }) => {
    const fresh = await registerFreshUser(request, 'New Analyst');
    await openSignedIn(page, fresh, '/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'My Analytics' })).toBeVisible();
    // The last 30 days, compared with the 30 before them.
    expect(await cardValues(page)).toEqual({
      'Total QR Codes': 'Total QR Codes 0',
      'Total Scans': 'Total Scans 0 Nothing in the previous 30 days',
      'Unique Scans': 'Unique Scans 0 Nothing in the previous 30 days',
      'Total Visits': 'Total Visits 0 Nothing in the previous 30 days',
    });
    await expect(page.getByText('Scans Over Last 30 Days')).toBeVisible();
    await expect(page.getByText('Not enough scan data to display a trend.')).toBeVisible();
    await expect(page.getByText('No OS data available.')).toBeVisible();
    await expect(page.getByText('No country data available.')).toBeVisible();
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qr-scans.csv');
    expect(readFileSync(await download.path(), 'utf8').split('\n')[0]).toContain('scanned_at');
  });

  test('a scan through /qr-redirect shows in the cards, the charts and the details', async ({
    page,
    request,
  }) => {
    const fresh = await registerFreshUser(request, 'Scanned Owner');
    const label = uniqueLabel('Scanned poster');
    const code = await createCode(
      request,
      fresh.token,
      urlCode(label, 'https://destination.example/landing'),
    );
    const scan = await request.get(`/qr-redirect/${code.uuid}`, {
      headers: { 'User-Agent': PHONE_UA },
      maxRedirects: 0,
    });
    expect(scan.status()).toBe(302);
    expect(scan.headers()['location']).toBe('https://destination.example/landing');
    // Scans are written in small batches: wait until the api counts this one.
    await expect
      .poll(async () => {
        const res = await request.get('/api/qrcodes/analytics/user', { headers: auth(fresh.token) });
        return ((await res.json()) as AnalyticsSummary).totalScans;
      })
      .toBe(1);

    await openSignedIn(page, fresh, '/analytics');
    expect(await cardValues(page)).toMatchObject({
      'Total QR Codes': 'Total QR Codes 1',
      'Total Scans': 'Total Scans 1 Nothing in the previous 30 days',
      'Unique Scans': 'Unique Scans 1 Nothing in the previous 30 days',
      'Total Visits': 'Total Visits 1 Nothing in the previous 30 days',
    });
    await expect(page.getByTestId('chart-trend').locator('svg')).toBeVisible();
    await expect(page.getByText('Not enough scan data to display a trend.')).toHaveCount(0);
    await expect(page.getByTestId('chart-os').locator('svg')).toContainText('iOS: 100%');
    await expectAccessible(page);
    await screenshot(page, 'analytics-with-scan');

    // On a phone: the pie's shares in a legend under it (label lines would be cut there), and
    // the stat cards two to a row, so a chart shows on the first screen.
    const desk = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('chart-os').locator('svg')).toContainText('iOS: 100%');
    const cards = page.getByTestId('stat-card');
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x);
    await screenshot(page, 'phone/analytics-with-scan');
    if (desk) await page.setViewportSize(desk);

    await page.goto(`/show-qrcode/${code.id}`);
    await expect(page.getByTestId('information')).toContainText('Total Scans1');
    await expect(page.getByTestId('chart-os').locator('svg')).toContainText('iOS: 100%');
    const stored = (await (
      await request.get(`/api/qrcodes/${code.id}`, { headers: auth(fresh.token) })
    ).json()) as QrCodeDto;
    expect(stored.scans_count).toBe(1);
  });

  test('a plan without analytics offers the upgrade instead', async ({ page, request }) => {
    const root = await tokenOf(request, 'super_admin');
    const plan = await request.post('/api/plans', {
      headers: auth(root),
      data: {
        name: uniqueLabel('No Analytics'),
        description: 'Codes only',
        price: 1,
        currency: 'usd',
        billing_interval: 'month',
        qr_code_limit: 5,
        scan_limit: 100,
        trial_period_days: 0,
        is_featured: false,
        features: { analytics: false, customLogos: false },
      },
    });
    expect(plan.status()).toBe(201);
    const fresh = await registerFreshUser(request, 'Plain Plan');
    const assigned = await request.put(`/api/auth/users/${String(fresh.user.id)}/assign-plan`, {
      headers: auth(root),
      data: { planId: ((await plan.json()) as { id: number }).id },
    });
    expect(assigned.ok()).toBe(true);

    await openSignedIn(page, fresh, '/analytics');
    const prompt = page.getByTestId('analytics-upgrade');
    await expect(prompt).toContainText(ANALYTICS_MESSAGES.notIncluded);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    await expectAccessible(page);
    await prompt.getByRole('link', { name: 'View Plans & Upgrade' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test.describe('Global Analytics', () => {
  test.use({ storageState: signedInAs('admin') });

  test('counts the codes of every account', async ({ page, request }) => {
    const token = await tokenOf(request, 'admin');
    const total = async () =>
      (
        (await (
          await request.get('/api/qrcodes/analytics/admin', { headers: auth(token) })
        ).json()) as AnalyticsSummary
      ).totalQRCodes;
    // Journeys beside this one make and delete codes meanwhile: the card shows a count between
    // the api's answers before and after it.
    const before = await total();
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Global Analytics' })).toBeVisible();
    const cards = await cardValues(page);
    const after = await total();
    const shown = Number(/Total QR Codes ([\d,]+)/.exec(cards['Total QR Codes'])?.[1].replace(/,/g, ''));
    expect(shown).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(shown).toBeLessThanOrEqual(Math.max(before, after));
    await expectAccessible(page);
  });
});
