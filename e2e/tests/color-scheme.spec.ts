import type { Page } from '@playwright/test';
import { expect, openSignedIn, registerFreshUser, test } from '../support/fixtures';

const scheme = (page: Page) => page.locator('html');

async function choose(page: Page, label: 'Light' | 'Dark' | 'Follow the system') {
  await page.getByRole('button', { name: /^Color scheme:/ }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

test.describe('colour scheme', () => {
  test.use({ colorScheme: 'light' });

  test('follows the system until chosen, and a choice made before login stays in the browser', async ({
    browser,
  }) => {
    const darkDevice = await browser.newContext({ colorScheme: 'dark' });
    const page = await darkDevice.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const select = page.getByRole('combobox', { name: 'Color scheme' });
    await expect(select).toHaveValue('auto');

    await select.selectOption({ label: 'Light' });
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.getByRole('combobox', { name: 'Color scheme' })).toHaveValue('light');
    await darkDevice.close();
  });

  test('a signed-in choice is kept with the profile and follows the user to another browser', async ({
    page,
    request,
    browser,
  }) => {
    const owner = await registerFreshUser(request, 'Night Owl');
    await openSignedIn(page, owner);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await choose(page, 'Dark');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('menuitem', { name: 'Dark' })).toBeHidden();
    await expect
      .poll(async () => {
        const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${owner.token}` } });
        return ((await me.json()) as { color_scheme: string }).color_scheme;
      })
      .toBe('dark');

    // Another browser, light by its system, signs in: the profile's dark comes along.
    const other = await browser.newContext({ colorScheme: 'light' });
    const second = await other.newPage();
    await second.goto('/login');
    await second.getByRole('textbox', { name: 'Email', exact: true }).fill(owner.email);
    await second.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password);
    await second.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(second.getByTestId('greeting')).toHaveText('Welcome, Night Owl');
    await expect(scheme(second)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await other.close();
  });
});
