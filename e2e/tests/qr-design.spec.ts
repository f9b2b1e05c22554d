import { DESIGN_MESSAGES } from '@qrpanel/contracts';
import type { Download, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, expectAccessible, expectToast, screenshot, signedInAs, test } from '../support/fixtures';
import { decodePng, searchList, uniqueLabel } from './qr-support';

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
