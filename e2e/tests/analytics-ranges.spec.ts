import type { AnalyticsSummary } from '@qrpanel/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  expect,
  expectAccessible,
  openSignedIn,
  registerFreshUser,
  screenshot,
  test,
} from '../support/fixtures';
import { auth, createCode, PHONE_UA, uniqueLabel, urlCode } from './qr-support';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const daysFromToday = (days: number) => utcDay(new Date(Date.now() + days * 86_400_000));
/** A UTC day as the English page writes it in titles: 'Jan 31, 2026'. */
const dayText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** A fresh owner with one code scanned from a phone and a desktop, both in French; answers the owner and when. */
async function ownerWithTwoScans(request: APIRequestContext) {
  const owner = await registerFreshUser(request, 'Range Analyst');
  const code = await createCode(request, owner.token, urlCode(uniqueLabel('Range poster')));
  const at = new Date();
  for (const userAgent of [PHONE_UA, DESKTOP_UA]) {
    const scan = await request.get(`/qr-redirect/${code.uuid}`, {
      headers: { 'User-Agent': userAgent, 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' },
      maxRedirects: 0,
    });
    expect(scan.status()).toBe(302);
  }
  // Scans are written in small batches: wait until the api counts both.
  await expect
    .poll(async () => {
      const res = await request.get('/api/qrcodes/analytics/user', { headers: auth(owner.token) });
      return ((await res.json()) as AnalyticsSummary).totalScans;
    })
    .toBe(2);
  return { owner, at };
}

const scansCard = (page: Page) => page.getByRole('group', { name: 'Total Scans', exact: true });
const rangeButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('Analytics over a range', () => {
  test('pick a range, see the comparison and the hours of the week, reload and keep the range', async ({
    page,
    request,
  }) => {
    const { owner, at } = await ownerWithTwoScans(request);
    await openSignedIn(page, owner, '/analytics');

    // The default: the last 30 days, compared with the 30 before them.
    await expect(rangeButton(page, '30 days')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Scans Over Last 30 Days', exact: true })).toBeVisible();
    await expect(scansCard(page)).toHaveText(/^Total Scans\s*2\s*Nothing in the previous 30 days$/);

    // Both scans in the hour they were made (the owner's time zone is UTC until set).
    const heatmap = page.getByTestId('chart-heatmap');
    const hour = `${WEEKDAYS[(at.getUTCDay() + 6) % 7]} ${String(at.getUTCHours()).padStart(2, '0')}:00`;
    await expect(heatmap.getByRole('img', { name: `${hour}: 2 scans`, exact: true })).toHaveAttribute(
      'title',
      `${hour}: 2 scans`,
    );
    await expect(heatmap.locator('[data-scans="0"]')).toHaveCount(167);
    await heatmap.getByText('Show as table', { exact: true }).click();
    const row = heatmap
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: WEEKDAYS[(at.getUTCDay() + 6) % 7] }) });
    await expect(row.getByRole('cell').nth(at.getUTCHours())).toHaveText('2');

    await expect(page.getByTestId('chart-browser').locator('svg')).toContainText('Safari');
    await expect(page.getByTestId('chart-browser').locator('svg')).toContainText('Chrome');
    await expect(page.getByTestId('chart-device').locator('svg')).toContainText('Mobile: 50%');
    await expect(page.getByTestId('chart-device').locator('svg')).toContainText('Desktop: 50%');
    await expect(page.getByTestId('chart-language').locator('svg')).toContainText('French');
    await expectAccessible(page);
    await screenshot(page, 'analytics-ranges');

    // 7 days: in the address, so a reload (or a shared link) keeps it.
    await rangeButton(page, '7 days').click();
    await expect(page).toHaveURL(/[?&]range=7d(&|$)/);
    await expect(page.getByRole('heading', { name: 'Scans Over Last 7 Days', exact: true })).toBeVisible();
    await expect(scansCard(page)).toHaveText(/^Total Scans\s*2\s*Nothing in the previous 7 days$/);
    await page.reload();
    await expect(rangeButton(page, '7 days')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Scans Over Last 7 Days', exact: true })).toBeVisible();

    // The coming week: its previous period is the last 7 days, which hold the two scans.
    const [from, to] = [daysFromToday(1), daysFromToday(7)];
    await rangeButton(page, 'Custom').click();
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]range=custom&from=${from}&to=${to}`));
    await expect(
      page.getByRole('heading', { name: `Scans from ${dayText(from)} to ${dayText(to)}`, exact: true }),
    ).toBeVisible();
    await expect(scansCard(page)).toHaveText(/^Total Scans\s*0\s*↓ Down 100% vs 2 in the previous 7 days$/);
    await expect(page.getByText('No scans by time of day yet.', { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Points', exact: true }).selectOption('week');
    await expect(page).toHaveURL(/[?&]granularity=week(&|$)/);

    await page.reload();
    await expect(rangeButton(page, 'Custom')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(to);
    await expect(page.getByRole('combobox', { name: 'Points', exact: true })).toHaveValue('week');
    await expect(scansCard(page)).toContainText('Down 100% vs 2 in the previous 7 days');
    await expectAccessible(page);

    // The export follows the range: none of the scans falls in the coming week.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
    ]);
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('scanned_at');

    // Days the api would refuse are refused in its words, and nothing is asked for.
    await page.getByLabel('From', { exact: true }).fill(daysFromToday(3));
    await page.getByLabel('To', { exact: true }).fill(daysFromToday(2));
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'from must not be after to.' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]from=${from}&to=${to}`));
  });

  test('the export of the last 7 days holds their scans; charts follow the width of their block', async ({
    page,
    request,
  }) => {
    const { owner } = await ownerWithTwoScans(request);
    await openSignedIn(page, owner, '/analytics?range=7d');
    await expect(scansCard(page)).toContainText('2');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
    ]);
    expect(
      readFileSync(await download.path(), 'utf8')
        .trim()
        .split('\n'),
    ).toHaveLength(3);

    const trend = page.getByTestId('chart-trend').locator('svg').first();
    await expect(trend).toBeVisible();
    const wide = (await trend.boundingBox())?.width ?? 0;
    await page.setViewportSize({ width: 700, height: 800 });
    await expect.poll(async () => (await trend.boundingBox())?.width ?? 0).toBeLessThan(wide - 100);
  });
});
