import type { QrCodeDto } from '@qrpanel/contracts';
import { expect, expectAccessible, expectToast, screenshot, signedInAs, test } from '../support/fixtures';
import { auth, createCode, tokenOf, uniqueLabel, urlCode } from './qr-support';

/**
 * Codes at scale: the list pages, sorts and searches on the server with the view
 * in the address; rows filtered by tag are selected as "all N matching", moved to a folder
 * and deleted after a confirmation naming how many.
 */
test.describe('Lists, folders, tags and bulk actions', () => {
  test.describe.configure({ timeout: 120_000 });
  // Administrators have no plan limit: thirty codes fit in one account.
  test.use({ storageState: signedInAs('admin') });

  test('filter by tag, select all matching, move them to a folder, page and sort, then delete them', async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, 'admin');
    const tag = uniqueLabel('batch').replace(/\s+/g, '-').toLowerCase();
    const made: QrCodeDto[] = [];
    for (let i = 0; i < 30; i += 1) {
      made.push(
        await createCode(request, token, {
          ...urlCode(`${tag} code ${String(i).padStart(2, '0')}`),
          tags: [tag],
        }),
      );
    }

    await page.goto('/my-qrcodes');
    await page.getByRole('textbox', { name: 'Tag' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`[?&]tag=${tag}`));
    await expect(page.getByText('30 QR codes', { exact: true })).toBeVisible();
    await expect(page.getByTestId('qr-row')).toHaveCount(25);
    await expect(page.getByTestId('qr-row').first()).toContainText(tag);

    const folder = `Folder ${tag}`;
    await page.getByRole('button', { name: 'New folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'New folder' });
    await dialog.getByRole('textbox', { name: 'Folder name' }).fill(folder);
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await expectToast(page, 'Folder created.');

    await page.getByRole('checkbox', { name: 'Select every code on this page' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('25 selected');
    await bar.getByRole('button', { name: 'Select all 30 matching' }).click();
    await expect(bar).toContainText('30 selected');
    await bar.getByRole('combobox', { name: 'Move to folder' }).selectOption({ label: folder });
    await screenshot(page, 'qr-list-bulk-selection');
    await bar.getByRole('button', { name: 'Move', exact: true }).click();
    await expectToast(page, '30 QR codes moved.');

    // Every one of them is in the folder, as the api says and as the list shows.
    const folders = (await (await request.get('/api/folders', { headers: auth(token) })).json()) as {
      id: number;
      name: string;
      codes_count: number;
    }[];
    const target = folders.find((f) => f.name === folder);
    expect(target?.codes_count).toBe(30);
    await page
      .getByRole('combobox', { name: 'Folder', exact: true })
      .selectOption({ label: `${folder} (30)` });
    await expect(page).toHaveURL(new RegExp(`folderId=${target?.id}`));
    await expect(page.getByText('30 QR codes', { exact: true })).toBeVisible();

    // The view survives a reload and can be shared: page 2 of the folder, by label.
    await page.getByRole('button', { name: 'Label' }).click();
    await expect(page.getByRole('columnheader', { name: 'Label' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByTestId('qr-row').first()).toContainText(`${tag} code 00`);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.reload();
    await expect(page.getByTestId('qr-row')).toHaveCount(5);
    await expect(page.getByTestId('qr-row').first()).toContainText(`${tag} code 25`);
    await expect(page.getByRole('textbox', { name: 'Tag' })).toHaveValue(tag);
    await expectAccessible(page);

    // Delete them all, after a confirmation that names how many.
    await page.getByRole('button', { name: 'Page 1' }).click();
    // Page 1 shown before its rows are selected: a selection made on page 2 meanwhile is dropped.
    await expect(page.getByTestId('qr-row')).toHaveCount(25);
    await expect(page.getByTestId('qr-row').first()).toContainText(`${tag} code 00`);
    await page.getByRole('checkbox', { name: 'Select every code on this page' }).check();
    await bar.getByRole('button', { name: 'Select all 30 matching' }).click();
    await bar.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete QR Codes' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete 30 QR codes? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete 30' }).click();
    await expectToast(page, '30 QR codes deleted.');
    await expect(page.getByText('No QR codes found.')).toBeVisible();
    for (const code of [made[0], made[29]]) {
      expect((await request.get(`/api/qrcodes/${code.id}`, { headers: auth(token) })).status()).toBe(404);
    }
  });
});
