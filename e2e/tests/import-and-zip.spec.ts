import { unzipSync } from 'fflate';
import jsQR from 'jsqr';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { expect, expectToast, screenshot, signedInAs, test } from '../support/fixtures';
import { uniqueLabel } from './qr-support';

/** Rows 51, 121 and 181 of the file (the header is row 1) are refused, each for its own reason. */
function importCsv(tag: string): string {
  const lines = ['label,type,generation_type,content,folder,tags'];
  for (let i = 1; i <= 200; i += 1) {
    if (i === 50) lines.push(`${tag} bad url,url,dynamic,javascript:alert(1),,${tag}`);
    else if (i === 120) lines.push(`${tag} bad type,barcode,static,x,,${tag}`);
    else if (i === 180)
      lines.push(`${tag} bad wifi,wifi,static,ssid=Cafe;encryption=WPA;password=short,,${tag}`);
    else
      lines.push(
        `${tag} ${String(i).padStart(3, '0')},url,dynamic,https://example.com/${i},,${tag}|imported`,
      );
  }
  return lines.join('\r\n');
}

/**
 * Codes by the hundred: a CSV of 200 rows imported with its progress in view, left and
 * come back to, its 3 bad rows listed and downloaded; then the codes it made, filtered
 * by their tag and selected as all matching, downloaded as a ZIP of PNGs that scan.
 */
test.describe('CSV import and ZIP download', () => {
  test.describe.configure({ timeout: 180_000 });
  // Administrators have no plan limit: two hundred codes fit in one account.
  test.use({ storageState: signedInAs('admin') });

  test('imports 200 rows with 3 bad ones, shows the progress and the errors, and downloads the codes as a ZIP', async ({
    page,
  }) => {
    const tag = uniqueLabel('import').replace(/\s+/g, '-').toLowerCase();
    await page.goto('/my-qrcodes');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page).toHaveURL(/\/import$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Import QR Codes' })).toBeVisible();

    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV template' }).click();
    expect(readFileSync(await (await template).path(), 'utf8')).toContain(
      'label,type,generation_type,content',
    );

    await page.locator('input[type=file]').setInputFiles({
      name: `${tag}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(importCsv(tag)),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page).toHaveURL(/\/import\?id=\d+$/);
    const address = page.url();
    let region = page.getByRole('region', { name: `${tag}.csv` });
    await expect(region.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(region.getByText(/ of 200 rows processed: /)).toBeVisible();

    // Left at once, while it runs, for another screen, then found again among the recent imports.
    await page.goto('/my-qrcodes');
    await expect(page.getByRole('heading', { level: 1, name: 'My QR Codes' })).toBeVisible();
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page.getByRole('table', { name: 'Recent imports' })).toContainText(`${tag}.csv`);
    await page.getByRole('button', { name: `Show ${tag}.csv` }).click();
    await expect(page).toHaveURL(address);
    region = page.getByRole('region', { name: `${tag}.csv` });
    const bar = region.getByRole('progressbar', { name: 'Import progress' });
    await expect(region.getByText('Import finished: 197 QR codes created, 3 rows failed.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(region.getByText('200 of 200 rows processed: 197 created, 3 failed')).toBeVisible();
    const failed = region.getByRole('table', { name: 'Rows that failed' }).locator('tbody tr');
    await expect(failed).toHaveCount(3);
    await expect(failed.nth(0)).toContainText('51');
    await expect(failed.nth(0)).toContainText('javascript:');
    await expect(failed.nth(1)).toContainText('121');
    await expect(failed.nth(1)).toContainText('type must be one of');
    await expect(failed.nth(2)).toContainText('181');
    await expect(failed.nth(2)).toContainText('8 to 64 characters');
    await screenshot(page, 'import-finished');

    const errors = page.waitForEvent('download');
    await region.getByRole('button', { name: 'Download errors CSV' }).click();
    const errorsCsv = readFileSync(await (await errors).path(), 'utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    // Each refused row with its cells, to fix and import again.
    expect(errorsCsv[0]).toBe('row,message,label,type,generation_type,content,folder,tags');
    expect(errorsCsv.slice(1).map((line) => line.split(',')[0])).toEqual(['51', '121', '181']);
    expect(errorsCsv[2]).toContain(`${tag} bad type,barcode,static,x,,${tag}`);

    // Finished, it is still there to come back to: in the address and in the recent imports.
    await region.getByRole('link', { name: 'View my QR codes' }).click();
    await expect(page).toHaveURL(/\/my-qrcodes/);
    await page.goBack();
    await expect(page).toHaveURL(address);
    await expect(page.getByText('Import finished: 197 QR codes created, 3 rows failed.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recent imports' })).toContainText(`${tag}.csv`);

    // The codes it made, by their tag, as a ZIP of PNGs.
    await page.goto(`/my-qrcodes?tag=${tag}`);
    await expect(page.getByText('197 QR codes', { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select every code on this page' }).check();
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    await bulk.getByRole('button', { name: 'Select all 197 matching' }).click();
    await bulk.getByRole('combobox', { name: 'Format' }).selectOption('png');
    // The browser saves the ZIP itself, opened by a single-use ticket, while the page shows how far it is.
    const zipDownload = page.waitForEvent('download', { timeout: 120_000 });
    await bulk.getByRole('button', { name: 'Download ZIP' }).click();
    await expect(page.getByRole('progressbar', { name: 'ZIP download progress' })).toBeVisible();
    const zip = await zipDownload;
    expect(zip.url()).toMatch(/\/api\/qrcodes\/export\.zip\?ticket=[\w-]{32}$/);
    expect(zip.suggestedFilename()).toBe('qr-codes.zip');
    const files = unzipSync(new Uint8Array(readFileSync(await zip.path())));
    await expectToast(page, 'Downloaded 197 QR codes as a ZIP.');
    await expect(page.getByRole('progressbar', { name: 'ZIP download progress' })).toHaveCount(0);
    const names = Object.keys(files);
    expect(names).toHaveLength(198);
    expect(names).toContain('codes.csv');
    expect(names).toContain(`${tag} 001.png`);
    const png = PNG.sync.read(Buffer.from(files[`${tag} 001.png`]));
    const scanned = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
    const csv = Buffer.from(files['codes.csv']).toString('utf8');
    const row = csv.split('\r\n').find((line) => line.startsWith(`${tag} 001.png,`));
    // The PNG carries the code's short link, as codes.csv lists it.
    expect(scanned).toMatch(/\/qr-redirect\//);
    expect(row?.split(',')[4]).toBe(scanned);
  });
});
