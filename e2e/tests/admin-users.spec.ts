import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { createPlan, toast, unique } from '../support/admin';
import { expect, expectAccessible, signedInAs, test } from '../support/fixtures';
import { holdBack } from '../support/forced-failures';

const row = (page: Page, email: string) => page.getByTestId('user-row').filter({ hasText: email });

/** The list is paged and other journeys add users: look a user up by email before reading their row. */
async function search(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Search users' }).fill(email);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  return row(page, email);
}

async function createUserThroughTheModal(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'Create New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey-password-1');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, 'User created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('user management', () => {
  test.use({ storageState: signedInAs('super_admin') });

  test('lists users with their role and plan; creates one (all fields required)', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    for (const column of ['User', 'Role', 'Subscription Plan', 'Created At', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await expectAccessible(page);
    const root = await search(page, ACCOUNTS.super_admin.email);
    // Super admin in red, the other roles in blue (shade 8 of the theme).
    await expect(root.locator('[data-role="super_admin"]')).toHaveText('Super Administrator');
    await expect(root.locator('[data-role="super_admin"]')).toHaveCSS('background-color', 'rgb(224, 49, 49)');
    const userRow = await search(page, ACCOUNTS.user.email);
    const user = userRow.locator('[data-role="user"]');
    await expect(user).toHaveText('Standard User');
    await expect(user).toHaveCSS('background-color', 'rgb(25, 113, 194)');
    await expect(userRow.getByRole('cell', { name: 'Free Trial' })).toBeVisible();

    await page.getByRole('button', { name: 'Create New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New User' });
    await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
      'type',
      'password',
    );
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Half Filled');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields.');
    await expectAccessible(page);

    // The api refuses a taken email: the modal stays open with what was typed.
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill(ACCOUNTS.user.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey-password-1');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, 'An account with this email already exists.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Half Filled');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const name = unique('Created User');
    const email = `${name.split(' ').pop()}@e2e.test`;
    await createUserThroughTheModal(page, name, email);
    const created = await search(page, email);
    await expect(created).toContainText(name);
    await expect(created).toContainText('Standard User');
    await expect(created).toContainText('Free Trial');
  });

  test('edits a role inline, with cancel and save', async ({ page }) => {
    const name = unique('Role User');
    const email = `${name.split(' ').pop()}@e2e.test`;
    await page.goto('/admin/users');
    await createUserThroughTheModal(page, name, email);
    await search(page, email);

    await row(page, email).getByRole('button', { name: 'Edit Role' }).click();
    const select = row(page, email).getByRole('combobox', { name: `Role of ${name}` });
    await select.selectOption({ label: 'Administrator' });
    await row(page, email).getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, email)).toContainText('Standard User');

    await row(page, email).getByRole('button', { name: 'Edit Role' }).click();
    await select.selectOption({ label: 'Administrator' });
    await row(page, email).getByRole('button', { name: 'Save role' }).click();
    await expect(toast(page, 'User role updated successfully!')).toBeVisible();
    await expect(row(page, email).getByText('Administrator', { exact: true })).toBeVisible();
    await page.reload();
    await expect((await search(page, email)).getByText('Administrator', { exact: true })).toBeVisible();
  });

  // The plan it makes is offered to every visitor from then on.
  test('assigns a plan and removes it again', { tag: '@site-wide' }, async ({ page, request }) => {
    const plan = await createPlan(request, unique('Assignable'), 7.5);
    const name = unique('Plan User');
    const email = `${name.split(' ').pop()}@e2e.test`;
    await page.goto('/admin/users');
    await createUserThroughTheModal(page, name, email);
    await search(page, email);

    await row(page, email).getByRole('button', { name: 'Assign Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Plan' });
    const choice = dialog.getByRole('combobox', { name: 'Subscription Plan' });
    await expect(choice.locator('option').first()).toHaveText('-- Remove Subscription (Free Trial) --');
    await expect(choice.locator('option', { hasText: plan.name })).toHaveText(`${plan.name} (7.5 USD/month)`);
    await expectAccessible(page);
    await choice.selectOption({ label: `${plan.name} (7.5 USD/month)` });
    await dialog.getByRole('button', { name: 'Assign Plan' }).click();
    await expect(toast(page, 'Plan assigned successfully!')).toBeVisible();
    await expect(row(page, email).getByRole('cell', { name: plan.name })).toBeVisible();

    await row(page, email).getByRole('button', { name: 'Assign Plan' }).click();
    await expect(choice).toHaveValue(String(plan.id));
    await choice.selectOption({ label: '-- Remove Subscription (Free Trial) --' });
    await dialog.getByRole('button', { name: 'Assign Plan' }).click();
    await expect(toast(page, 'Plan assigned successfully!').last()).toBeVisible();
    await expect(row(page, email).getByRole('cell', { name: 'Free Trial' })).toBeVisible();
  });

  test('deletes a user after the confirmation, and finds users by search', async ({ page }) => {
    const name = unique('Doomed User');
    const email = `${name.split(' ').pop()}@e2e.test`;
    await page.goto('/admin/users');
    await createUserThroughTheModal(page, name, email);

    await page.getByRole('textbox', { name: 'Search users' }).fill(email.toUpperCase());
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Search users' }).fill('nobody-matches-this');
    await expect(page.getByText('No users found.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search users' }).fill(name);

    await row(page, email).getByRole('button', { name: 'Delete User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete User' });
    await expect(dialog).toContainText(`Are you sure you want to delete ${name}?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, email)).toBeVisible();

    await row(page, email).getByRole('button', { name: 'Delete User' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'User deleted successfully!')).toBeVisible();
    await expect(row(page, email)).toHaveCount(0);
    // Clearing the search lists everyone again (the first page of them).
    await page.getByRole('textbox', { name: 'Search users' }).fill('');
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    expect(await page.getByTestId('user-row').count()).toBeGreaterThan(1);
  });

  test('says when the users cannot be loaded, and shows the loading text meanwhile', async ({ page }) => {
    const users = await holdBack(page, 'GET', /\/api\/auth\/users(\?|$)/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
    );
    await page.goto('/admin/users');
    // The loading text shows while the answer is held back.
    await expect(page.getByText('Loading Users...')).toBeVisible();
    users.release();
    await expect(page.getByRole('alert')).toContainText('Failed to load users.');
  });
});

test.describe('user management for an admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test('is neither in the sidebar nor open to an admin; nor is plan management', async ({
    page,
    request,
  }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'User Management' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Plan Management' })).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page.getByRole('alert')).toContainText(
      'Unauthorized: Only Super Administrators can manage users.',
    );
    const response = await request.get('/api/auth/users', {
      headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(response.status()).toBe(403);
    await page.goto('/admin/plans');
    await expect(page.getByRole('alert')).toContainText('You do not have permission to do this.');
    await expect(page.getByRole('button', { name: 'Create New Plan' })).toHaveCount(0);
  });
});

async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('qrpanel.token'))) ?? '';
}
