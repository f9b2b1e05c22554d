import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, screenshot, signedInAs, test } from '../support/fixtures';
import { searchList, uniqueLabel } from './qr-support';

/** The links a scan's page shows, in its order. */
async function scannedLinks(page: Page, uuid: string): Promise<string[]> {
  const visitor = await page.context().newPage();
  const response = await visitor.goto(`/qr-redirect/${uuid}`);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  const links = await visitor.getByRole('listitem').getByRole('link').allTextContents();
  await visitor.close();
  return links;
}

/** Shows the preview where it may be folded away (a phone), so its page can be read. */
async function unfoldPreview(page: Page): Promise<void> {
  const unfold = page.getByRole('button', { name: 'Show the preview larger' });
  if (await unfold.isVisible()) await unfold.click();
}

async function foldPreview(page: Page): Promise<void> {
  const fold = page.getByRole('button', { name: 'Show the preview smaller' });
  if (await fold.isVisible()) await fold.click();
}

test.describe('the hosted page editor', () => {
  test.use({ storageState: signedInAs('admin') });

  for (const [device, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desk', { width: 1440, height: 900 }],
  ] as const) {
    test(`on a ${device}: makes a links page with two links, previews it, saves it, and reorders the links by keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const label = uniqueLabel(`Links ${device}`);
      await page.goto('/create-qrcode');
      await page.getByRole('textbox', { name: 'Label' }).fill(label);
      await page.getByRole('radio', { name: 'Links page' }).check();
      await page.getByRole('textbox', { name: /^Page title/ }).fill('Ana Ruiz');
      const link = (n: number) => page.getByRole('group', { name: `Link ${n}` });
      await link(1).getByRole('textbox', { name: /Label/ }).fill('Shop');
      await link(1)
        .getByRole('textbox', { name: /Address/ })
        .fill('https://shop.example/ana');
      await page.getByRole('button', { name: 'Add a link' }).click();
      await expect(link(2).getByRole('textbox', { name: /Label/ })).toBeFocused();
      await page.keyboard.type('Blog');
      await link(2)
        .getByRole('textbox', { name: /Address/ })
        .fill('https://blog.example/ana');

      // The preview is the served page, in a frame of its own.
      await unfoldPreview(page);
      const preview = page.frameLocator('[data-testid="page-preview"]');
      await expect(preview.getByRole('heading', { level: 1, name: 'Ana Ruiz' })).toBeVisible();
      await expect(preview.getByRole('listitem').getByRole('link')).toHaveText(['Shop', 'Blog']);
      await expectAccessible(page);
      if (device === 'phone') {
        // Every button and field of the editor is a finger's size.
        const small = await page
          .getByTestId('page-editor')
          .locator('button:visible, input:visible:not([type=radio]):not([type=checkbox]), textarea:visible')
          .evaluateAll((controls) =>
            controls
              .map((c) => c.getBoundingClientRect())
              .filter((r) => r.height < 44)
              .map((r) => r.height),
          );
        expect(small).toEqual([]);
      }
      await screenshot(page, `page-editor-${device}`);
      await foldPreview(page);

      await page.getByRole('button', { name: 'Create QR Code' }).click();
      await expectToast(page, 'QR Code created successfully!');
      const row = await searchList(page, label);
      const uuid = (await row.getAttribute('data-uuid')) ?? '';
      expect(await scannedLinks(page, uuid)).toEqual(['Shop', 'Blog']);

      // Its details: what the page holds, no destination to change.
      // A desk's row has a View Details button; a phone's row links its label.
      await row.getByRole('link', { name: device === 'desk' ? 'View Details' : label }).click();
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(page.getByTestId('content-data')).toContainText('Ana Ruiz');
      await expect(page.getByRole('heading', { name: 'Destination History' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Edit' }).click();

      // Blog first, by keyboard alone.
      const up = page.getByRole('button', { name: 'Move Link 2 up' });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Move Link 1 down' })).toBeFocused();
      await expect(link(1).getByRole('textbox', { name: /Label/ })).toHaveValue('Blog');
      await unfoldPreview(page);
      await expect(preview.getByRole('listitem').getByRole('link')).toHaveText(['Blog', 'Shop']);
      await foldPreview(page);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'QR Code updated successfully!');
      expect(await scannedLinks(page, uuid)).toEqual(['Blog', 'Shop']);
    });
  }

  test('builds a blank page from blocks, reordered by keyboard, and is accessible throughout', async ({
    page,
  }) => {
    await page.goto('/create-qrcode');
    await page.getByRole('textbox', { name: 'Label' }).fill(uniqueLabel('Blocks'));
    await page.getByRole('radio', { name: 'Page (blank)' }).check();
    await page.getByRole('textbox', { name: /^Page title/ }).fill('Spring fair');
    await page.getByRole('button', { name: 'Add a block: Heading' }).click();
    await page.keyboard.type('Welcome');
    await page.getByRole('button', { name: 'Add a block: Opening hours' }).click();
    await page.getByRole('button', { name: 'Add a block: Coupon' }).click();
    await page.keyboard.type('Bring a friend');
    await page
      .getByRole('group', { name: 'Block 3: Coupon' })
      .getByRole('textbox', { name: /Coupon code/ })
      .fill('SPRING10');
    const preview = page.frameLocator('[data-testid="page-preview"]');
    await expect(preview.getByText('SPRING10')).toBeVisible();

    // The coupon to the top, by its handle and the keyboard (Space, arrows, Space).
    await page.getByRole('button', { name: 'Drag to reorder block 3 (Coupon)' }).focus();
    const announced = (text: string) =>
      expect(page.getByRole('status').filter({ hasText: text })).toBeAttached();
    await page.keyboard.press('Space');
    await announced('Block 3 is over position 3.');
    // Each arrow moves it over the next block up; a tall block between may be passed at once.
    const over = page.getByRole('status').filter({ hasText: /Block 3 is over position [12]\./ });
    await page.keyboard.press('ArrowUp');
    await expect(over).toBeAttached();
    if ((await over.textContent())?.includes('position 2')) await page.keyboard.press('ArrowUp');
    await announced('Block 3 is over position 1.');
    await page.keyboard.press('Space');
    await announced('Block 3 dropped at position 1.');
    await expect(page.getByRole('group', { name: 'Block 1: Coupon' })).toBeVisible();
    await expect(preview.locator('main > :nth-child(2)')).toContainText('SPRING10');
    // Undo by keys, inside the editor.
    await page
      .getByRole('group', { name: 'Block 1: Coupon' })
      .getByRole('textbox', { name: /Coupon code/ })
      .focus();
    await page.keyboard.press('Control+z');
    await expect(page.getByRole('group', { name: 'Block 1: Heading' })).toBeVisible();
    await expectAccessible(page);
  });

  test('on a phone: makes a PDF menu from an uploaded file, and its scan opens the PDF', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const label = uniqueLabel('PDF menu');
    await page.goto('/create-qrcode');
    await page.getByRole('textbox', { name: 'Label' }).fill(label);
    await page.getByRole('radio', { name: 'PDF / menu' }).check();
    await page.getByRole('textbox', { name: /^Page title/ }).fill('Lunch menu');

    const menu = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /^Upload: PDF file/ }).click();
    await (
      await chooser
    ).setFiles({ name: 'Carta de verano.pdf', mimeType: 'application/pdf', buffer: menu });
    const file = page.getByRole('textbox', { name: /^PDF file/ });
    await expect(file).toHaveValue(/^\/api\/uploads\/files\/[A-Za-z0-9_-]{24}\.pdf$/);
    await expect(page.getByText(/MB used$/)).toBeVisible();

    await unfoldPreview(page);
    const preview = page.frameLocator('[data-testid="page-preview"]');
    await expect(preview.getByRole('link', { name: 'Open the PDF' })).toBeVisible();
    await expectAccessible(page);
    await foldPreview(page);

    await page.getByRole('button', { name: 'Create QR Code' }).click();
    await expectToast(page, 'QR Code created successfully!');
    const uuid = (await (await searchList(page, label)).getAttribute('data-uuid')) ?? '';
    // The scan's page: its button a counted hop to the file, served as the PDF it is.
    const hop = await request.get(`/qr-redirect/${uuid}/l/1`, { maxRedirects: 0 });
    expect(hop.status()).toBe(302);
    const pdf = await request.get(hop.headers().location);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toContain('filename="Carta de verano.pdf"');
    expect((await pdf.body()).equals(menu)).toBe(true);
  });
});
