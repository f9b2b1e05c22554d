import {
  expect,
  expectAccessible,
  expectToast,
  openSignedIn,
  registerFreshUser,
  signedInAs,
  test,
} from '../support/fixtures';
import { uniqueLabel } from './qr-support';

test.describe('developers: API keys', () => {
  test.describe('with keys allowed', () => {
    test.use({ storageState: signedInAs('admin'), permissions: ['clipboard-read', 'clipboard-write'] });

    test('creates a key shown once, calls the public API with it, then revokes it', async ({
      page,
      request,
    }) => {
      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Developers', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();

      const name = uniqueLabel('Shop sync');
      await page.getByRole('button', { name: 'Create API key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create API key' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      await dialog.getByRole('checkbox', { name: /qrcodes:write/ }).check();
      await dialog.getByRole('button', { name: 'Create key' }).click();

      const made = page.getByRole('dialog', { name: 'Your new API key' });
      await expect(made).toContainText('Copy this key now: it will not be shown again.');
      const key = (await made.getByTestId('new-api-key').textContent())!.trim();
      expect(key).toMatch(/^qrp_[A-Za-z0-9_-]{43}$/);
      await made.getByRole('button', { name: 'Copy key' }).click();
      await expect(made.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      await expectAccessible(page);
      await made.getByRole('button', { name: 'Done' }).click();

      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText(key.slice(0, 12));
      await expect(row).not.toContainText(key);
      await expect(row).toContainText('Never');

      const label = uniqueLabel('Made through the API');
      const created = await request.post('/api/v1/qrcodes', {
        headers: { Authorization: `Bearer ${key}` },
        data: {
          label,
          type: 'url',
          generation_type: 'dynamic',
          data: { url: 'https://shop.example.com/p/1' },
        },
      });
      expect(created.status()).toBe(201);
      expect(created.headers()['ratelimit-limit']).toBeTruthy();

      await page.goto('/my-qrcodes');
      await expect(page.getByRole('row').filter({ hasText: label })).toBeVisible();
      await page.goto('/developers');
      await expect(page.getByRole('row').filter({ hasText: name })).not.toContainText('Never');

      await page.getByRole('button', { name: `Revoke ${name}` }).click();
      await page
        .getByRole('dialog', { name: 'Revoke API key' })
        .getByRole('button', { name: 'Revoke' })
        .click();
      await expectToast(page, 'API key revoked.');
      await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

      const refused = await request.get('/api/v1/qrcodes', { headers: { Authorization: `Bearer ${key}` } });
      expect(refused.status()).toBe(401);
      expect(refused.headers()['content-type']).toContain('application/problem+json');
    });
  });

  test('offers the upgrade on the Free Trial, which has no API keys', async ({ page, request }) => {
    const fresh = await registerFreshUser(request, 'Free Developer');
    await openSignedIn(page, fresh, '/developers');
    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Mine');
    await page.getByRole('button', { name: 'Create key' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade Required' });
    await expect(upgrade).toContainText(
      'You have reached the maximum number of API keys allowed on your current plan.',
    );
    await expect(upgrade.getByRole('link', { name: 'View Plans & Upgrade' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });
});

test.describe('developers: webhooks', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('adds an endpoint with its secret shown once, refuses an inside address, lists it, rotates its secret and deletes it', async ({
    page,
    request,
  }) => {
    const fresh = await registerFreshUser(request, 'Webhook Developer');
    await openSignedIn(page, fresh, '/developers');
    await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add endpoint', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://127.0.0.1/hooks');
    await dialog.getByRole('button', { name: 'Add endpoint', exact: true }).click();
    await expect(dialog).toContainText(
      'The webhook URL points to a private, loopback, link-local or metadata address.',
    );

    // A public address literally, so that no DNS is needed.
    const url = 'https://93.184.215.14/hooks/qrpanel';
    await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
    await dialog.getByRole('checkbox', { name: /qrcode\.deleted/ }).check();
    await dialog.getByRole('button', { name: 'Add endpoint', exact: true }).click();
    const made = page.getByRole('dialog', { name: 'Your webhook signing secret' });
    const secret = (await made.getByTestId('new-webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await made.getByRole('button', { name: 'Copy secret' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectAccessible(page);
    await made.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row').filter({ hasText: url });
    await expect(row).toContainText('scan.created');
    await expect(row).toContainText('qrcode.deleted');
    await expect(row).toContainText('Active');
    await expect(page.getByText(secret)).toHaveCount(0);

    await row.getByRole('button', { name: `Deliveries to ${url}` }).click();
    await expect(page.getByRole('dialog', { name: `Deliveries to ${url}` })).toContainText(
      'No deliveries yet.',
    );
    await page.keyboard.press('Escape');

    // A new secret once confirmed, shown once; the old one signs beside it for a day.
    await row.getByRole('button', { name: `Rotate secret of ${url}` }).click();
    await page
      .getByRole('dialog', { name: 'Rotate signing secret' })
      .getByRole('button', { name: 'Rotate secret' })
      .click();
    const rotated = page.getByRole('dialog', { name: 'Your new webhook signing secret' });
    const next = (await rotated.getByTestId('rotated-webhook-secret').textContent())!.trim();
    expect(next).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(next).not.toBe(secret);
    await rotated.getByRole('button', { name: 'Done' }).click();
    await expect(row).toContainText('Previous secret signs until');
    await expect(page.getByText(next)).toHaveCount(0);

    await row.getByRole('button', { name: `Delete ${url}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete webhook endpoint' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Webhook endpoint deleted.');
    await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
  });
});
