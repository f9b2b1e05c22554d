import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, screenshot, test } from '../support/fixtures';
import { errorBody, fakeRedirect } from '../support/pending-api';

// Pending api: GET /api/qrcodes/redirect/{uuid}.

/** The label and value pairs of the content card. */
async function fields(page: Page): Promise<Record<string, string>> {
  const card = page.getByTestId('content-card');
  const labels = await card.locator('dt').allInnerTexts();
  const values = await card.locator('dd').allInnerTexts();
  return Object.fromEntries(labels.map((l, i) => [l.trim(), values[i].trim()]));
}

test.describe('public redirect page', () => {
  test("forwards a url code to its destination, showing 'Redirecting...' meanwhile", async ({ page }) => {
    // The page is gone once the browser has left: record what it showed on the way.
    const shown: string[] = [];
    await page.exposeFunction('reportText', (text: string) => shown.push(text));
    await page.addInitScript(() => {
      const report = () =>
        (window as unknown as { reportText: (t: string) => void }).reportText(document.body.innerText);
      new MutationObserver(report).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.route('https://destination.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Landed</title><h1>Landed</h1>' }),
    );
    await fakeRedirect(page, 'url-1', {
      body: { type: 'url', data: { url: 'https://destination.example/landing?x=1' } },
      delayMs: 300,
    });
    await page.goto('/qr-redirect/url-1');
    await expect(page).toHaveURL('https://destination.example/landing?x=1');
    await expect(page.getByRole('heading', { name: 'Landed' })).toBeVisible();
    expect(shown.some((t) => t.includes('Fetching QR code information...'))).toBe(true);
    expect(shown.some((t) => t.includes('Redirecting...'))).toBe(true);
  });

  test('refuses a url code without a usable destination', async ({ page }) => {
    await fakeRedirect(page, 'url-bad', { body: { type: 'url', data: { url: 'javascript:alert(1)' } } });
    await page.goto('/qr-redirect/url-bad');
    await expect(page.getByText('Invalid or missing destination URL for URL type.')).toBeVisible();
    await fakeRedirect(page, 'url-none', { body: { type: 'url', data: {} } });
    await page.goto('/qr-redirect/url-none');
    await expect(page.getByText('Invalid or missing destination URL for URL type.')).toBeVisible();
  });

  test('shows a text code, also when data arrives as a JSON string', async ({ page }) => {
    await fakeRedirect(page, 'text-1', {
      body: { type: 'text', data: JSON.stringify({ text: 'Hello from a QR code' }) },
    });
    await page.goto('/qr-redirect/text-1');
    await expect(page.getByRole('heading', { name: 'Text' })).toBeVisible();
    await expect(page.getByText('Hello from a QR code')).toBeVisible();
  });

  test('shows an email code with a mail link', async ({ page }) => {
    await fakeRedirect(page, 'email-1', {
      body: {
        type: 'email',
        data: { email: 'team@example.com', subject: 'Hi there', body: 'See you & soon' },
      },
    });
    await page.goto('/qr-redirect/email-1');
    expect(await fields(page)).toEqual({
      To: 'team@example.com',
      Subject: 'Hi there',
      Body: 'See you & soon',
    });
    await expect(page.getByRole('link', { name: 'Send Email' })).toHaveAttribute(
      'href',
      'mailto:team@example.com?subject=Hi%20there&body=See%20you%20%26%20soon',
    );
  });

  test('shows a phone code with a call link', async ({ page }) => {
    await fakeRedirect(page, 'phone-1', { body: { type: 'phone', data: { phone: '+15551234567' } } });
    await page.goto('/qr-redirect/phone-1');
    expect(await fields(page)).toEqual({ 'Phone Number': '+15551234567' });
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+15551234567');
  });

  test('shows an sms code with an sms link', async ({ page }) => {
    await fakeRedirect(page, 'sms-1', {
      body: { type: 'sms', data: { phone: '+15550000', message: 'Count me in' } },
    });
    await page.goto('/qr-redirect/sms-1');
    expect(await fields(page)).toEqual({ To: '+15550000', Message: 'Count me in' });
    await expect(page.getByRole('link', { name: 'Send SMS' })).toHaveAttribute(
      'href',
      'sms:+15550000?body=Count%20me%20in',
    );
  });

  test('shows a vCard and downloads it as a .vcf file', async ({ page }) => {
    const data = {
      name: 'Ada Lovelace',
      phone: '+44 20 1234',
      email: 'ada@example.com',
      org: 'Analytical, Engines',
      title: 'Analyst',
    };
    await fakeRedirect(page, 'vcard-1', { body: { type: 'vcard', data } });
    await page.goto('/qr-redirect/vcard-1');
    expect(await fields(page)).toEqual({
      Name: 'Ada Lovelace',
      Phone: '+44 20 1234',
      Email: 'ada@example.com',
      Org: 'Analytical, Engines',
      Title: 'Analyst',
    });
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to contacts' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('ada-lovelace.vcf');
    const content = readFileSync(await download.path(), 'utf8');
    expect(content.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Ada Lovelace;;;;',
      'FN:Ada Lovelace',
      'TEL:+44 20 1234',
      'EMAIL:ada@example.com',
      'ORG:Analytical\\, Engines',
      'TITLE:Analyst',
      'END:VCARD',
      '',
    ]);
  });

  test('shows a wifi code, hiding the password of an open network', async ({ page }) => {
    await fakeRedirect(page, 'wifi-1', {
      body: {
        type: 'wifi',
        data: { ssid: 'Cafe Guest', encryption: 'WPA', password: 'latte-art', hidden: true },
      },
    });
    await page.goto('/qr-redirect/wifi-1');
    await expect(page.getByRole('heading', { name: 'WiFi Network' })).toBeVisible();
    expect(await fields(page)).toEqual({
      SSID: 'Cafe Guest',
      Encryption: 'WPA',
      Password: 'latte-art',
      Hidden: 'Yes',
    });
    await expect(page.getByText('Scan the QR code to connect to this network.')).toBeVisible();
    await screenshot(page, 'redirect-wifi');

    await fakeRedirect(page, 'wifi-open', {
      body: { type: 'wifi', data: { ssid: 'Open Net', encryption: 'nopass', hidden: false } },
    });
    await page.goto('/qr-redirect/wifi-open');
    expect(await fields(page)).toEqual({ SSID: 'Open Net', Encryption: 'nopass', Hidden: 'No' });
  });

  test('shows an inactive code with the server message', async ({ page }) => {
    await fakeRedirect(page, 'inactive-1', {
      body: { type: 'inactive', data: { message: 'This QR code has reached its monthly scan limit.' } },
    });
    await page.goto('/qr-redirect/inactive-1');
    await expect(page.getByText('This QR code has reached its monthly scan limit.')).toBeVisible();
    await expect(page.getByText('Please contact the QR code owner for more information.')).toBeVisible();
  });

  test("shows an 'error' answer", async ({ page }) => {
    await fakeRedirect(page, 'error-1', {
      body: { type: 'error', data: { message: 'Malformed code data.' } },
    });
    await page.goto('/qr-redirect/error-1');
    await expect(page.getByText('Error: Malformed code data.')).toBeVisible();
    await expect(page.getByText('There was an issue with this QR code.')).toBeVisible();
  });

  test('shows an unknown type as processing', async ({ page }) => {
    await fakeRedirect(page, 'odd-1', { body: { type: 'hologram', data: {} } });
    await page.goto('/qr-redirect/odd-1');
    await expect(page.getByText('Processing QR Code...')).toBeVisible();
  });

  test('shows the failure for an unknown code', async ({ page }) => {
    await fakeRedirect(page, 'no-such-code', { status: 404, body: errorBody(404, 'QR code not found.') });
    await page.goto('/qr-redirect/no-such-code');
    await expect(page.getByText('An error occurred: QR code not found.')).toBeVisible();
  });

  test('says when the uuid is missing', async ({ page }) => {
    await page.goto('/qr-redirect/');
    await expect(page.getByText('QR Code UUID not provided.')).toBeVisible();
  });
});
