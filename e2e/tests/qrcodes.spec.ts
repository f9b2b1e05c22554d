import { encodeQrPayload, QR_MESSAGES, type QrCodeDto, type QrData, type QrType } from '@qrpanel/contracts';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import {
  expect,
  expectAccessible,
  expectToast,
  openSignedIn,
  registerFreshUser,
  screenshot,
  signedInAs,
  test,
} from '../support/fixtures';
import { auth, createCode, decodePng, searchList, tokenOf, uniqueLabel, urlCode } from './qr-support';

/** What the form is filled with for each type, by field label, and the data it makes. */
/** Each type's tile in the form, as the English catalog names it. */
const TYPE_NAMES: Record<QrType, string> = {
  url: 'URL',
  text: 'Text',
  email: 'Email',
  phone: 'Phone',
  sms: 'SMS',
  vcard: 'vCard',
  wifi: 'WiFi',
};

const CASES: { type: QrType; label: string; fill: Record<string, string>; data: QrData }[] = [
  {
    type: 'url',
    label: 'URL',
    fill: { 'Destination URL': 'https://example.com/landing?x=1' },
    data: { url: 'https://example.com/landing?x=1' },
  },
  {
    type: 'text',
    label: 'Text',
    fill: { Text: 'Hello from QR Panel' },
    data: { text: 'Hello from QR Panel' },
  },
  {
    type: 'email',
    label: 'Email',
    fill: { Email: 'ada@example.com', Subject: 'Hello there', Body: 'See you at 5' },
    data: { email: 'ada@example.com', subject: 'Hello there', body: 'See you at 5' },
  },
  {
    type: 'phone',
    label: 'Phone',
    fill: { 'Phone Number': '+442079460958' },
    data: { phone: '+442079460958' },
  },
  {
    type: 'sms',
    label: 'SMS',
    fill: { 'Phone Number': '+15551234567', Message: 'Meet at the gate' },
    data: { phone: '+15551234567', message: 'Meet at the gate' },
  },
  {
    type: 'vcard',
    label: 'vCard',
    fill: {
      'Full Name': 'Ada Lovelace',
      Phone: '+441234567',
      Email: 'ada@example.com',
      Organization: 'Analytical Engines',
      Title: 'Analyst',
    },
    data: {
      name: 'Ada Lovelace',
      phone: '+441234567',
      email: 'ada@example.com',
      org: 'Analytical Engines',
      title: 'Analyst',
    },
  },
  {
    type: 'wifi',
    label: 'WiFi',
    fill: { 'Network Name (SSID)': 'Cafe;Net', Password: 'pass:word1' },
    data: { ssid: 'Cafe;Net', encryption: 'WPA', password: 'pass:word1', hidden: false },
  },
];

const preview = (page: Page) => page.getByTestId('qr-preview');

test.describe('QR codes of every type through the form', () => {
  // Administrators have no plan limit: one account holds every code of this journey.
  test.use({ storageState: signedInAs('admin') });

  for (const c of CASES) {
    test(`${c.type}: static and dynamic, previewed, saved, found, detailed and downloaded`, async ({
      page,
      baseURL,
    }) => {
      for (const generation of ['static', 'dynamic'] as const) {
        const label = uniqueLabel(`${c.label} ${generation}`);
        await page.goto('/create-qrcode');
        await expect(page.getByRole('heading', { level: 1, name: 'Create New QR Code' })).toBeVisible();
        await page.getByRole('tab', { name: generation === 'static' ? 'Static QR' : 'Dynamic QR' }).click();
        await page.getByRole('textbox', { name: 'Label' }).fill(label);
        await page
          .getByRole('radiogroup', { name: 'QR Code Type' })
          .getByRole('radio', { name: TYPE_NAMES[c.type], exact: true })
          .check();
        for (const [field, value] of Object.entries(c.fill)) {
          await page.getByRole('textbox', { name: field, exact: true }).fill(value);
        }
        const expectedPreview =
          generation === 'static'
            ? encodeQrPayload({
                type: c.type,
                data: c.data,
                generationType: 'static',
                uuid: '',
                publicUrl: '',
              })
            : `${baseURL}/qr-redirect/new-code-preview`;
        await expect(preview(page)).toHaveAttribute('data-payload', expectedPreview);
        await expect(preview(page).locator('svg')).toHaveAttribute('width', '256');
        if (c.type === 'wifi' && generation === 'static') await screenshot(page, 'qr-form-wifi');
        await page.getByRole('button', { name: 'Create QR Code' }).click();
        await expectToast(page, 'QR Code created successfully!');
        await expect(page).toHaveURL(/\/my-qrcodes$/);

        const row = await searchList(page, label);
        const uuid = (await row.getAttribute('data-uuid')) ?? '';
        await expect(row).toContainText(c.label);
        await expect(row).toContainText(generation === 'static' ? 'Static' : 'Dynamic');
        await row.getByRole('link', { name: 'View Details' }).click();
        await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
        await expect(page.getByText('Details, analytics, and history for your QR Code.')).toBeVisible();
        await expect(page.getByTestId('information')).toContainText(uuid);

        const payload = encodeQrPayload({
          type: c.type,
          data: c.data,
          generationType: generation,
          uuid,
          publicUrl: baseURL ?? '',
        });
        await expect(page.getByTestId('qr-picture')).toHaveAttribute('data-payload', payload);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download as PNG' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`${label}.png`);
        expect(await decodePng(download)).toBe(payload);
        if (generation === 'dynamic') {
          // The scan address as text, copied as people paste it into a mail or a print order.
          const address = (await page.getByTestId('scan-address').textContent()) ?? '';
          expect(address).toMatch(new RegExp(`^${baseURL}/`));
          await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
          await page.getByRole('button', { name: 'Copy link' }).click();
          await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
          await expect(page.getByRole('link', { name: 'Test URL' })).toHaveAttribute('href', payload);
          await expect(page.getByRole('link', { name: 'Test URL' })).toHaveAttribute('target', '_blank');
        } else {
          await expect(page.getByRole('link', { name: 'Test URL' })).toHaveCount(0);
          await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();
        }
      }
    });
  }
});

test.describe('editing, history and deleting', () => {
  test.use({ storageState: signedInAs('admin') });

  test('a new destination for a dynamic url code shows in the details and the old one in the history', async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, 'admin');
    const label = uniqueLabel('Menu');
    const code = await createCode(request, token, urlCode(label, 'https://destination.example/first'));
    await page.goto(`/show-qrcode/${code.id}`);
    await expect(page.getByText('No previous destinations found.')).toBeVisible();
    await expect(page.getByTestId('content-data')).toContainText('https://destination.example/first');
    await page.getByRole('link', { name: 'Edit' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Edit QR Code' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Dynamic QR' })).toHaveCount(0);
    await expect(preview(page)).toHaveAttribute('data-payload', code.encoded_payload);
    await expectAccessible(page);
    const url = page.getByRole('textbox', { name: 'Destination URL' });
    await expect(url).toHaveValue('https://destination.example/first');
    await url.fill('https://destination.example/second');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'QR Code updated successfully!');

    await page.goto(`/show-qrcode/${code.id}`);
    await expect(page.getByTestId('content-data')).toContainText('https://destination.example/second');
    const history = page.getByTestId('destination-history');
    await expect(history).toContainText('https://destination.example/first');
    await expect(history).toContainText('Changed on');
    await expect(history).toHaveCSS('max-height', '240px');
    await expectAccessible(page);
    await screenshot(page, 'qr-details');
  });

  test("shows the api's field errors at their fields and saves nothing", async ({ page }) => {
    await page.goto('/create-qrcode');
    await page.getByRole('textbox', { name: 'Label' }).fill(uniqueLabel('Unsafe'));
    await page.getByRole('textbox', { name: 'Destination URL' }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Create QR Code' }).click();
    await expect(page.getByRole('textbox', { name: 'Destination URL' })).toHaveAccessibleDescription(
      QR_MESSAGES.urlSchemeRefused,
    );
    await expect(page).toHaveURL(/\/create-qrcode$/);
    await expectAccessible(page);
  });

  test('deletes a code after the confirmation modal', async ({ page, request }) => {
    const token = await tokenOf(request, 'admin');
    const label = uniqueLabel('To delete');
    await createCode(request, token, urlCode(label));
    await page.goto('/my-qrcodes');
    await expect(page.getByRole('heading', { level: 1, name: 'My QR Codes' })).toBeVisible();
    const row = await searchList(page, label);
    await expectAccessible(page);

    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete QR Code' });
    await expect(dialog).toContainText('This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'QR Code deleted successfully!');
    await expect(page.getByText('No QR codes found.')).toBeVisible();
    await page.reload();
    await page.getByRole('textbox', { name: 'Search QR codes' }).fill(label);
    await expect(page.getByText('No QR codes found.')).toBeVisible();
  });
});

test.describe('plan limit', () => {
  test('the code past the Free Trial limit opens Upgrade Required, leading to the plans', async ({
    page,
    request,
  }) => {
    const fresh = await registerFreshUser(request, 'Limited User');
    // The Free Trial holds 3 codes (docs/product.md, Plans and limits).
    for (let i = 1; i <= 3; i += 1) await createCode(request, fresh.token, urlCode(`Code ${i}`));
    await openSignedIn(page, fresh, '/create-qrcode');
    // Said above the empty form; a save is refused anyway.
    await expect(page.getByTestId('code-limit-notice')).toContainText(QR_MESSAGES.limitReached);
    await page.getByRole('textbox', { name: 'Label' }).fill('One too many');
    await page.getByRole('textbox', { name: 'Destination URL' }).fill('https://example.com/one-too-many');
    await page.getByRole('button', { name: 'Create QR Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade Required' });
    await expect(dialog).toContainText(QR_MESSAGES.limitReached);
    await expectAccessible(page);
    await screenshot(page, 'qr-upgrade-required');
    await dialog.getByRole('link', { name: 'View Plans & Upgrade' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    const mine = await request.get('/api/qrcodes/my', { headers: auth(fresh.token) });
    expect(((await mine.json()) as QrCodeDto[]).length).toBe(3);
  });
});

test.describe('All QR Codes for an admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test("changes a dynamic code's status and reassigns it, and the list shows both at once", async ({
    page,
    request,
  }) => {
    const userToken = await tokenOf(request, 'user');
    const adminToken = await tokenOf(request, 'admin');
    const label = uniqueLabel('Shared poster');
    const code = await createCode(request, userToken, urlCode(label));
    await createCode(request, adminToken, urlCode(uniqueLabel('Admin own')));
    const staticLabel = uniqueLabel('Static flyer');
    await createCode(request, userToken, { ...urlCode(staticLabel), generation_type: 'static' });

    await page.goto('/admin/qrcodes');
    await expect(page.getByRole('heading', { level: 1, name: 'All QR Codes' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Assigned To' })).toBeVisible();
    const staticRow = await searchList(page, staticLabel);
    await expect(staticRow.getByRole('button', { name: /change status/i })).toHaveCount(0);
    await expect(staticRow.getByRole('button', { name: /Reassign/ })).toHaveCount(0);
    await expect(staticRow.getByRole('button', { name: /^Edit/ })).toBeDisabled();

    const row = await searchList(page, label);
    await expect(row).toContainText(ACCOUNTS.user.name);
    await row.getByRole('button', { name: `Active: change status of ${label}` }).click();
    await row.getByRole('combobox', { name: `Status for ${label}` }).selectOption('paused');
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'QR Code status updated successfully!');
    await expect(row.getByText('Paused')).toBeVisible();

    await row.getByRole('button', { name: `Reassign ${label}, assigned to ${ACCOUNTS.user.name}` }).click();
    const owner = row.getByRole('combobox', { name: `Assign ${label} to` });
    await owner.selectOption({ label: `${ACCOUNTS.admin.name} (${ACCOUNTS.admin.email})` });
    await row.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'QR Code reassigned successfully!');
    await expect(row).toContainText(ACCOUNTS.admin.name);
    await screenshot(page, 'qr-admin-list');

    const stored = (await (
      await request.get(`/api/qrcodes/${code.id}`, { headers: auth(adminToken) })
    ).json()) as QrCodeDto;
    expect(stored).toMatchObject({ status: 'paused', user_id: (await me(request, adminToken)).id });
  });
});

test.describe('All QR Codes for a super admin', () => {
  test.use({ storageState: signedInAs('super_admin') });

  test('offers every user, also one without codes, as the new owner', async ({ page, request }) => {
    const fresh = await registerFreshUser(request, 'Codeless Carl');
    const label = uniqueLabel('Root list');
    await createCode(request, await tokenOf(request, 'user'), urlCode(label));
    await page.goto('/admin/qrcodes');
    const row = await searchList(page, label);
    await row.getByRole('button', { name: /^Reassign/ }).click();
    await expect(
      row.getByRole('combobox', { name: `Assign ${label} to` }).locator('option', { hasText: fresh.email }),
    ).toHaveCount(1);
    await row.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText(ACCOUNTS.user.name);
  });
});

async function me(request: import('@playwright/test').APIRequestContext, token: string) {
  return (await (await request.get('/api/auth/me', { headers: auth(token) })).json()) as { id: number };
}
