import type { Page } from '@playwright/test';
import { apiAs, unique } from '../support/admin';
import { publishDnsRecords } from '../support/dns-fake';
import {
  expect,
  expectAccessible,
  expectToast,
  openSignedIn,
  registerFreshUser,
  screenshot,
  test,
} from '../support/fixtures';
import { decodePng, PHONE_UA, searchList, uniqueLabel } from './qr-support';

/** A host name no other journey (or earlier run on the same database) adds: names are one workspace's on the instance. */
const uniqueHost = () => `go-${Date.now().toString(36)}${process.pid.toString(36)}.brand.example`;

/** Puts a user on a plan of its own that gives one custom domain (the Free Trial gives none). */
async function onDomainPlan(request: Parameters<typeof apiAs>[0], userId: unknown): Promise<void> {
  const plan = await apiAs<{ id: number }>(request, 'super_admin', 'POST', '/plans', {
    name: unique('Domain plan'),
    price: 5,
    currency: 'USD',
    billing_interval: 'month',
    qr_code_limit: 0,
    scan_limit: 0,
    trial_period_days: 0,
    domain_limit: 1,
  });
  await apiAs(request, 'super_admin', 'PUT', `/auth/users/${String(userId)}/assign-plan`, {
    planId: plan.id,
  });
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe('custom domains', () => {
  test('a domain proven in DNS prints and answers its codes at https://{domain}/{key}', async ({
    page,
    request,
  }) => {
    const owner = await registerFreshUser(request, 'Domain Owner');
    await onDomainPlan(request, owner.user.id);
    const domain = uniqueHost();
    const challenge = `_qrpanel-challenge.${domain}`;

    await openSignedIn(page, owner, '/domains');
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    await expect(page.getByText('No domains yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add domain' }).click();
    const adding = page.getByRole('dialog', { name: 'Add domain' });
    await adding.getByRole('textbox', { name: 'Domain' }).fill(domain);
    await adding.getByRole('button', { name: 'Add domain' }).click();

    // Added: the TXT record to publish is shown at once.
    const records = page.getByRole('dialog', { name: `DNS records for ${domain}` });
    await expect(records).toContainText(challenge);
    const token = (await records.getByText(/^qrpanel-verify=/).textContent()) ?? '';
    expect(token).toMatch(/^qrpanel-verify=[0-9a-f]{32}$/);
    await expectAccessible(page);
    await screenshot(page, 'custom-domain-records');
    await records.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: new RegExp(domain.replace(/\./g, '\\.')) });
    await expect(row.getByText('Pending')).toBeVisible();

    // Checked before DNS holds the record: not yet, and why.
    const check = row.getByRole('button', { name: `Check now: ${domain}` });
    await check.click();
    await expectToast(page, 'Neither the TXT record nor a CNAME to the address shown was found yet.');
    await expect(row.getByText('Pending')).toBeVisible();

    await publishDnsRecords(challenge, { txt: [token] });
    await check.click();
    await expectToast(page, `${domain} is verified: your QR codes can use it now.`);
    await expect(row.getByText('Verified')).toBeVisible();
    // The pointer rests off the row: a hovered button's own shade is not the row's contrast.
    await page.mouse.move(0, 0);
    await expectAccessible(page);
    await screenshot(page, 'custom-domains');

    // A code on it, with a key of one's choosing.
    await page.getByRole('link', { name: 'Create New QR' }).click();
    const label = uniqueLabel('On my domain');
    await page.getByRole('textbox', { name: 'Label' }).fill(label);
    await page.getByRole('textbox', { name: 'Destination URL' }).fill('https://destination.example/domain');
    await page.getByRole('combobox', { name: 'Domain' }).selectOption({ label: domain });
    await expect(page.getByText(`${domain}/`, { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Short link' }).fill('menu');
    await expect(page.getByText('This key is available.')).toBeVisible();
    await expect(page.getByTestId('qr-preview')).toHaveAttribute('data-payload', `https://${domain}/menu`);
    await screenshot(page, 'custom-domain-form');
    await page.getByRole('button', { name: 'Create QR Code' }).click();
    await expectToast(page, 'QR Code created successfully!');

    const codeRow = await searchList(page, label);
    await codeRow.getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByTestId('scan-address')).toHaveText(`https://${domain}/menu`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as PNG' }).click(),
    ]);
    expect(await decodePng(download)).toBe(`https://${domain}/menu`);

    // Scanned, the printed address answers on the domain's host (the edge sends it on as it came).
    const scanned = await request.get('/menu', {
      headers: { Host: domain, 'User-Agent': PHONE_UA },
      maxRedirects: 0,
    });
    expect([scanned.status(), scanned.headers().location]).toEqual([
      302,
      'https://destination.example/domain',
    ]);

    // The domain counts its code; on a phone its row fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/domains');
    await expect(row).toContainText('1');
    await expect(row.getByText('Verified')).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'custom-domains-phone');
  });
});
