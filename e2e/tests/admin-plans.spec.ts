import type { Locator, Page } from '@playwright/test';
import { toast, unique } from '../support/admin';
import { expect, expectAccessible, signedInAs, test } from '../support/fixtures';

const card = (page: Page, name: string) => page.getByTestId('plan-card').filter({ hasText: name });
const dialogOf = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/**
 * Turns a limit's Unlimited switch off by keyboard: leaving a field re-checks it, and its
 * message coming or going moves the switch under a pointer mid-click.
 */
async function bound(dialog: Locator, limit: string) {
  const unlimited = dialog.getByRole('switch', { name: `Unlimited: ${limit}` });
  await expect(unlimited).toBeChecked();
  await unlimited.focus();
  await unlimited.press('Space');
  await expect(unlimited).not.toBeChecked();
}

test.describe('plan management', { tag: '@site-wide' }, () => {
  test.use({ storageState: signedInAs('super_admin') });

  test('creates a plan, with the required fields checked at the fields', async ({ page }) => {
    await page.goto('/admin/plans');
    await expect(page.getByRole('heading', { name: 'Plan Management', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Create New Plan' }).click();
    const dialog = dialogOf(page, 'Create New Plan');
    for (const section of ['Core Details', 'Pricing', 'Limits & Trial', 'Feature Toggles', 'Settings']) {
      await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
    }
    // Codes start unlimited, as the api's default: a number takes the switch off first.
    await expect(dialog.getByRole('textbox', { name: /QR Code Limit/ })).toBeDisabled();
    await bound(dialog, 'QR Code Limit');
    await dialog.getByRole('textbox', { name: 'Currency' }).fill('');
    await dialog.getByRole('textbox', { name: /QR Code Limit/ }).fill('-1');
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await expect(dialog.getByText('Plan name is required.')).toBeVisible();
    await expect(dialog.getByText('Price is required.')).toBeVisible();
    await expect(dialog.getByText('Currency is required.')).toBeVisible();
    await expect(dialog.getByText('QR code limit must be a whole number of 0 or more.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Plan Name' })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    const name = unique('Gold');
    await dialog.getByRole('textbox', { name: 'Plan Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('For growing teams');
    await dialog.getByRole('textbox', { name: 'Price' }).fill('12.5');
    await dialog.getByRole('textbox', { name: 'Currency' }).fill('usd');
    await dialog.getByRole('combobox', { name: 'Billing Interval' }).selectOption('year');
    await dialog.getByRole('textbox', { name: /QR Code Limit/ }).fill('25');
    await bound(dialog, 'Scan Limit (per month)');
    await dialog.getByRole('textbox', { name: /Scan Limit/ }).fill('10000');
    await dialog.getByRole('textbox', { name: /Trial Period/ }).fill('14');
    await dialog.getByRole('switch', { name: 'Analytics' }).check();
    await dialog.getByRole('switch', { name: 'Featured Plan' }).check();
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await expect(toast(page, 'Plan created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const created = card(page, name);
    await expect(created.getByRole('heading', { name })).toBeVisible();
    await expect(created).toContainText('Active');
    await expect(created).toContainText('Featured Plan');
    await expect(created).toContainText('12.5 USD / year');
    await expect(created).toContainText('For growing teams');
    await expect(created.getByTestId('subscriber-count')).toHaveText('0 active subscribers');
    await expectAccessible(page);
  });

  test('edits a plan, showing what is wrong before saving', async ({ page }) => {
    const name = unique('Silver');
    await page.goto('/admin/plans');
    await page.getByRole('button', { name: 'Create New Plan' }).click();
    const create = dialogOf(page, 'Create New Plan');
    await create.getByRole('textbox', { name: 'Plan Name' }).fill(name);
    await create.getByRole('textbox', { name: 'Price' }).fill('3');
    await create.getByRole('button', { name: 'Create Plan' }).click();
    await expect(toast(page, 'Plan created successfully!')).toBeVisible();
    await expect(card(page, name)).toContainText('3 USD / month');
    await expect(card(page, name)).not.toContainText('Featured Plan');

    await card(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = dialogOf(page, 'Edit Plan');
    await expect(edit.getByRole('textbox', { name: 'Plan Name' })).toHaveValue(name);
    await bound(edit, 'Scan Limit (per month)');
    await edit.getByRole('textbox', { name: 'Price' }).fill('4.999');
    await edit.getByRole('textbox', { name: /Scan Limit/ }).fill('lots');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      edit.getByText('Price must be a number of 0 or more with at most 2 decimals.'),
    ).toBeVisible();
    await expect(edit.getByText('Scan limit must be a whole number of 0 or more.')).toBeVisible();
    await edit.getByRole('textbox', { name: 'Price' }).fill('4.99');
    await edit.getByRole('textbox', { name: /Scan Limit/ }).fill('500');
    await edit.getByRole('switch', { name: 'Featured Plan' }).check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Plan updated successfully!')).toBeVisible();
    await expect(card(page, name)).toContainText('4.99 USD / month');
    await expect(card(page, name)).toContainText('Featured Plan');
    await page.reload();
    await expect(card(page, name)).toContainText('4.99 USD / month');
  });

  test('archives a plan after saying what that means', async ({ page }) => {
    const name = unique('Bronze');
    await page.goto('/admin/plans');
    await page.getByRole('button', { name: 'Create New Plan' }).click();
    const create = dialogOf(page, 'Create New Plan');
    await create.getByRole('textbox', { name: 'Plan Name' }).fill(name);
    await create.getByRole('textbox', { name: 'Price' }).fill('1');
    await create.getByRole('button', { name: 'Create Plan' }).click();
    await expect(toast(page, 'Plan created successfully!')).toBeVisible();

    await card(page, name)
      .getByRole('button', { name: `Archive ${name}` })
      .click();
    const confirm = dialogOf(page, 'Archive Plan');
    await expect(confirm).toContainText('Existing subscribers remain on this plan');
    await expect(confirm).toContainText('no new users can subscribe');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(toast(page, 'Plan archived successfully!')).toBeVisible();
    await expect(card(page, name)).toContainText('Archived');
    await expect(card(page, name).getByRole('button', { name: `Archive ${name}` })).toBeDisabled();
  });

  test('says when the plans cannot be loaded', async ({ page }) => {
    await page.route('**/api/plans/all', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
    );
    await page.goto('/admin/plans');
    await expect(toast(page, 'Failed to load plans.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load plans.' }).first()).toBeVisible();
  });
});
