import {
  expect,
  expectAccessible,
  openSignedIn,
  registerFreshUser,
  screenshot,
  test,
} from '../support/fixtures';
import { createCode, uniqueLabel, urlCode } from './qr-support';

test.describe('the audit log', () => {
  test('an owner changes a code and finds the change, old and new destination, in the workspace’s audit log', async ({
    page,
    request,
  }) => {
    const owner = await registerFreshUser(request, 'Audited Owner');
    const label = uniqueLabel('Audited');
    const code = await createCode(request, owner.token, urlCode(label, 'https://destination.example/before'));
    await openSignedIn(page, owner, `/edit-qrcode/${code.id}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Edit QR Code' })).toBeVisible();
    const url = page.getByRole('textbox', { name: 'Destination URL' });
    await expect(url).toHaveValue('https://destination.example/before');
    await url.fill('https://destination.example/after');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('QR Code updated successfully!')).toBeVisible();

    // From the workspace's screen to its audit log.
    await page.goto('/workspace');
    await page.getByRole('link', { name: 'Open the audit log' }).click();
    await expect(page).toHaveURL(/\/workspace\/audit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    const changed = page.getByTestId('audit-row').filter({ hasText: 'Code changed' });
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText(label);
    await expect(changed).toContainText(String(owner.email));
    await expect(changed).toContainText(
      'destination: https://destination.example/before → https://destination.example/after',
    );
    await expect(page.getByTestId('audit-row').filter({ hasText: 'Code created' })).toHaveCount(1);
    await expectAccessible(page);

    // Filtered to the changes, and downloaded as CSV.
    await page.getByRole('combobox', { name: 'Action' }).selectOption('code.updated');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByTestId('audit-row')).toHaveCount(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe('audit-log.csv');

    // Readable on a phone: the rows become cards, nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(changed).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'workspace-audit-phone');
  });
});
