import { DESIGN_MESSAGES, type QrCodeDto } from '@qrpanel/contracts';
import type { Download, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
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
import { auth, decodePng, searchList, tokenOf, uniqueLabel } from './qr-support';

/** The text a PNG file's QR code carries, read by jsQR. */
function decodePngFile(path: string): string | undefined {
  const png = PNG.sync.read(readFileSync(path));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** A downloaded PDF rasterised by poppler's pdftoppm, then decoded. */
async function decodePdf(download: Download): Promise<string | undefined> {
  const dir = mkdtempSync(join(tmpdir(), 'qr-journey-'));
  execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', await download.path(), join(dir, 'page')]);
  return decodePngFile(join(dir, 'page.png'));
}

/** A downloaded SVG drawn by Chromium in a blank page, photographed, then decoded. */
async function decodeSvg(page: Page, download: Download): Promise<string | undefined> {
  const svg = readFileSync(await download.path(), 'utf8');
  const other = await page.context().newPage();
  await other.setContent(`<body style="margin:0;background:#fff">${svg}</body>`);
  const shot = join(mkdtempSync(join(tmpdir(), 'qr-journey-')), 'svg.png');
  await other.locator('svg').first().screenshot({ path: shot });
  await other.close();
  return decodePngFile(shot);
}

async function downloadAs(page: Page, format: 'PNG' | 'SVG' | 'PDF'): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download as ${format}` }).click(),
  ]);
  return download;
}

test.describe('the design studio', () => {
  test.use({ storageState: signedInAs('admin') });

  test('designs a code with a gradient, rounded eyes and a call to action, watched by the verdict, saved and downloaded in three formats', async ({
    page,
  }) => {
    const label = uniqueLabel('Designed');
    await page.goto('/create-qrcode');
    await page.getByRole('textbox', { name: 'Label' }).fill(label);
    // A new code's destination starts empty.
    await page.getByRole('textbox', { name: 'Destination URL' }).fill('https://example.com/menu');
    const indicator = page.getByTestId('scan-indicator');
    await expect(indicator).toHaveText(DESIGN_MESSAGES.scannable);

    const dots = page.getByRole('radiogroup', { name: 'Dot Shape' });
    await dots.getByRole('radio', { name: 'Extra rounded' }).click();
    await page
      .getByRole('radiogroup', { name: 'Eye Frame Shape' })
      .getByRole('radio', { name: 'Rounded' })
      .click();
    await page
      .getByRole('radiogroup', { name: 'Eye Centre Shape' })
      .getByRole('radio', { name: 'Circle' })
      .click();
    await page.getByRole('combobox', { name: 'Gradient' }).selectOption('linear');
    await page.getByRole('combobox', { name: 'Frame' }).selectOption('banner');
    await page.getByRole('textbox', { name: /Call to Action/ }).fill('Scan for the menu');
    await expect(page.getByTestId('qr-preview').locator('linearGradient')).toHaveCount(1);
    await expect(indicator).toHaveText(DESIGN_MESSAGES.scannable);

    // A background too dark for the modules: the verdict turns red, then green again.
    const background = page.getByRole('textbox', { name: 'Background Color' });
    await background.fill('#3A3A3A');
    await expect(indicator).toHaveText(DESIGN_MESSAGES.lowContrast);
    await expect(indicator).toHaveAttribute('data-state', 'bad');
    await screenshot(page, 'qr-design-low-contrast');
    await background.fill('#FFF8E1');
    await expect(indicator).toHaveText(DESIGN_MESSAGES.scannable);
    await expect(indicator).toHaveAttribute('data-state', 'ok');
    // The colour picker's dropdown closes as a person leaves the field.
    await page.getByRole('heading', { name: 'Style and Design' }).click();
    await expect(page.locator('.mantine-ColorInput-dropdown')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'qr-design-form');

    await page.getByRole('button', { name: 'Create QR Code' }).click();
    await expectToast(page, 'QR Code created successfully!');
    const row = await searchList(page, label);
    const uuid = (await row.getAttribute('data-uuid')) ?? '';
    await row.getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    const payload = (await page.getByTestId('qr-picture').getAttribute('data-payload')) ?? '';
    expect(payload).toContain(`/qr-redirect/${uuid}`);
    await expect(page.getByTestId('qr-picture').locator('linearGradient')).toHaveCount(1);

    expect(await decodePng(await downloadAs(page, 'PNG'))).toBe(payload);
    await page.getByRole('combobox', { name: 'Size' }).selectOption('512 px');
    const svg = await downloadAs(page, 'SVG');
    expect(svg.suggestedFilename()).toBe(`${label}.svg`);
    expect(await decodeSvg(page, svg)).toBe(payload);
    await page.getByRole('combobox', { name: 'Size' }).selectOption('5 cm (print, 300 dpi)');
    const pdf = await downloadAs(page, 'PDF');
    expect(pdf.suggestedFilename()).toBe(`${label}.pdf`);
    expect(await decodePdf(pdf)).toBe(payload);
    await screenshot(page, 'qr-design-details');
  });
});

/** A small logo, drawn here. */
function logoPng(): Buffer {
  const png = new PNG({ width: 32, height: 32 });
  png.data.fill(0xcc);
  return PNG.sync.write(png);
}

test.describe('the code in view while it is designed', () => {
  test.use({ storageState: signedInAs('admin') });

  for (const [device, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desk', { width: 1440, height: 900 }],
  ] as const) {
    test(`on a ${device}: the preview stays on screen through shape, colour and logo, and Enter in a colour field makes nothing`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(size);
      const label = uniqueLabel(`In view ${device}`);
      await page.goto('/create-qrcode');
      await page.getByRole('textbox', { name: 'Label' }).fill(label);
      await page.getByRole('textbox', { name: 'Destination URL' }).fill('https://example.com/in-view');
      const preview = page.getByTestId('qr-preview');

      const dots = page.getByRole('radiogroup', { name: 'Dot Shape' }).getByRole('radio', { name: 'Dots' });
      await dots.click();
      await expect(dots).toHaveAttribute('aria-checked', 'true');
      await expect(preview).toBeInViewport({ ratio: 1 });

      const foreground = page.getByRole('textbox', { name: 'Foreground Color' });
      await foreground.fill('#1A237E');
      await foreground.press('Enter');
      await expect(preview).toBeInViewport({ ratio: 1 });

      await page.locator('input[type=file]').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: logoPng(),
      });
      await expect(page.getByRole('button', { name: 'Remove Logo' })).toBeVisible();
      await expect(preview.locator('image')).toHaveCount(1);
      await expect(preview).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('scan-indicator')).toHaveText(DESIGN_MESSAGES.scannable);
      await screenshot(page, `qr-form-${device}-light`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, `qr-form-${device}-dark`);
      await page.emulateMedia({ colorScheme: 'light' });

      // The Enter in the colour field made no code: the form is still here, the list has none.
      await expect(page).toHaveURL(/\/create-qrcode$/);
      const token = await tokenOf(request, 'admin');
      const labelled = async () =>
        (
          (await (await request.get('/api/qrcodes/my', { headers: auth(token) })).json()) as QrCodeDto[]
        ).filter((code) => code.label === label).length;
      expect(await labelled()).toBe(0);
      await page.getByRole('button', { name: 'Create QR Code' }).click();
      await expectToast(page, 'QR Code created successfully!');
      expect(await labelled()).toBe(1);
    });
  }
});

test('a Free Trial user sees the logo is a paid feature, and the upgrade, before picking a file', async ({
  page,
  request,
}) => {
  const user = await registerFreshUser(request, 'Logo Hopeful');
  await openSignedIn(page, user, '/create-qrcode');
  await expect(page.getByText('Paid plans', { exact: true })).toBeVisible();
  await expect(page.locator('input[type=file]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Upload Logo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade Required' });
  await expect(dialog).toContainText('Custom logos are not included in your current plan.');
  await dialog.getByRole('link', { name: 'View Plans & Upgrade' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
