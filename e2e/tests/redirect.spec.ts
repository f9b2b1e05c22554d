import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { QrCodeDto, QrCodePayload } from '@qrpanel/contracts';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { apiAs, unique } from '../support/admin';
import { expect, registerFreshUser, screenshot, test } from '../support/fixtures';
import { createCode, scan, uniqueLabel, urlCode } from './qr-support';

/** Codes of a fresh owner, made through the api (a Free Trial owner may have 3). */
async function owner(request: APIRequestContext) {
  const { token, user } = await registerFreshUser(request, unique('Code Owner'));
  return {
    user,
    create: (payload: Omit<QrCodePayload, 'label'>): Promise<QrCodeDto> =>
      createCode(request, token, { ...payload, label: uniqueLabel(`Redirect ${payload.type}`) }),
  };
}

/** The label and value pairs of the content card. */
async function fields(page: Page): Promise<Record<string, string>> {
  const card = page.getByTestId('content-card');
  await expect(card).toBeVisible();
  const labels = await card.locator('dt').allInnerTexts();
  const values = await card.locator('dd').allInnerTexts();
  return Object.fromEntries(labels.map((l, i) => [l.trim(), values[i].trim()]));
}

/** An admin sets a code's status (PUT /qrcodes/{id}/status). */
const setStatus = (request: APIRequestContext, id: number, status: 'active' | 'paused' | 'suspended') =>
  apiAs(request, 'admin', 'PUT', `/qrcodes/${id}/status`, { status });

/** A site a url code sends its scanners to (the browser follows a server's 302 past page.route). */
function startDestination(): Promise<{ origin: string; server: Server; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    paths.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Landed</title><h1>Landed</h1>');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ origin: `http://127.0.0.1:${port}`, server, paths });
    }),
  );
}

test.describe('public redirect page', () => {
  let destination: Awaited<ReturnType<typeof startDestination>>;
  test.beforeAll(async () => {
    destination = await startDestination();
  });
  test.afterAll(async () => {
    await new Promise((resolve) => destination.server.close(resolve));
  });

  test('forwards a scan of a url code to its destination with a redirect from the server', async ({
    page,
    request,
    baseURL,
  }) => {
    const landing = `${destination.origin}/landing?x=1`;
    const code = await (await owner(request)).create(urlCode('', landing));
    const response = await page.goto(`/qr-redirect/${code.uuid}`);
    await expect(page).toHaveURL(landing);
    await expect(page.getByRole('heading', { name: 'Landed' })).toBeVisible();
    // The server answered 302 itself: the shell's page never opened on the way.
    const first = response?.request().redirectedFrom();
    expect(first?.url()).toBe(`${baseURL}/qr-redirect/${code.uuid}`);
    expect((await first?.response())?.status()).toBe(302);
  });

  test('forwards a destination typed with accents and an emoji, percent-encoded', async ({
    page,
    request,
  }) => {
    const code = await (await owner(request)).create(urlCode('', `${destination.origin}/café/🍕?q=crème`));
    const sent = `${destination.origin}/caf%C3%A9/%F0%9F%8D%95?q=cr%C3%A8me`;
    expect(code.current_destination).toBe(sent);
    const response = await page.goto(`/qr-redirect/${code.uuid}`);
    await expect(page).toHaveURL(sent);
    await expect(page.getByRole('heading', { name: 'Landed' })).toBeVisible();
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302);
    expect(destination.paths).toContain('/caf%C3%A9/%F0%9F%8D%95?q=cr%C3%A8me');
  });

  test('the address reached inside the app is loaded from the server, which sends a url code on', async ({
    page,
    request,
  }) => {
    const inside = `${destination.origin}/inside?y=2`;
    const code = await (await owner(request)).create(urlCode('', inside));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    // Without a full page load: the panel's own route hands the address to the server.
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/qr-redirect/${code.uuid}`);
    await expect(page).toHaveURL(inside);
    await expect(page.getByRole('heading', { name: 'Landed' })).toBeVisible();
  });

  test('shows a text code, also one whose data was sent as a JSON string', async ({ page, request }) => {
    const code = await (
      await owner(request)
    ).create({
      type: 'text',
      data: JSON.stringify({ text: 'Hello from a QR code' }),
    });
    await page.goto(`/qr-redirect/${code.uuid}`);
    await expect(page.getByRole('heading', { name: 'Text' })).toBeVisible();
    await expect(page.getByText('Hello from a QR code')).toBeVisible();
  });

  test('shows an email code with a mail link', async ({ page, request }) => {
    const code = await (
      await owner(request)
    ).create({
      type: 'email',
      data: { email: 'team@example.com', subject: 'Hi there', body: 'See you & soon' },
    });
    await page.goto(`/qr-redirect/${code.uuid}`);
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

  test('shows a phone code with a call link', async ({ page, request }) => {
    const code = await (await owner(request)).create({ type: 'phone', data: { phone: '+15551234567' } });
    await page.goto(`/qr-redirect/${code.uuid}`);
    expect(await fields(page)).toEqual({ 'Phone Number': '+15551234567' });
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+15551234567');
  });

  test('shows an sms code with an sms link', async ({ page, request }) => {
    const code = await (
      await owner(request)
    ).create({
      type: 'sms',
      data: { phone: '+15550000', message: 'Count me in' },
    });
    await page.goto(`/qr-redirect/${code.uuid}`);
    expect(await fields(page)).toEqual({ To: '+15550000', Message: 'Count me in' });
    await expect(page.getByRole('link', { name: 'Send SMS' })).toHaveAttribute(
      'href',
      'sms:+15550000?body=Count%20me%20in',
    );
  });

  test('shows a vCard and downloads it as a .vcf file', async ({ page, request }) => {
    const code = await (
      await owner(request)
    ).create({
      type: 'vcard',
      data: {
        name: 'Ada Lovelace',
        phone: '+44 20 1234',
        email: 'ada@example.com',
        org: 'Analytical, Engines',
        title: 'Analyst',
      },
    });
    await page.goto(`/qr-redirect/${code.uuid}`);
    await expect(page.getByRole('heading', { name: 'Contact Card' })).toBeVisible();
    expect(await fields(page)).toEqual({
      Name: 'Ada Lovelace',
      Phone: '+44 20 1234',
      Email: 'ada@example.com',
      Organisation: 'Analytical, Engines',
      Title: 'Analyst',
    });
    await expect(page).toHaveTitle('Ada Lovelace');
    await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute(
      'href',
      'tel:+44201234',
    );
    await expect(page.getByRole('link', { name: 'Email', exact: true })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Save Contact' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('ada-lovelace.vcf');
    const content = readFileSync(await download.path(), 'utf8');
    // The very vCard a static code of this contact holds: family name first, a dialable number.
    expect(content.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Lovelace;Ada;;;',
      'FN:Ada Lovelace',
      'TEL:+44201234',
      'EMAIL:ada@example.com',
      'ORG:Analytical\\, Engines',
      'TITLE:Analyst',
      'END:VCARD',
      '',
    ]);
  });

  test('shows a wifi code, hiding the password of an open network', async ({ page, request }) => {
    const cafe = await owner(request);
    const secured = await cafe.create({
      type: 'wifi',
      data: { ssid: 'Cafe Guest', encryption: 'WPA', password: 'latte-art', hidden: true },
    });
    const open = await cafe.create({
      type: 'wifi',
      data: { ssid: 'Open Net', encryption: 'nopass', password: 'ignored-when-open', hidden: false },
    });

    await page.goto(`/qr-redirect/${secured.uuid}`);
    await expect(page.getByRole('heading', { name: 'WiFi Network' })).toBeVisible();
    expect(await fields(page)).toEqual({
      SSID: 'Cafe Guest',
      Encryption: 'WPA/WPA2 password',
      Password: 'latte-art',
      Hidden: 'Yes',
    });
    await expect(page).toHaveTitle('Wi-Fi: Cafe Guest');
    // The join code is for a second device: shown when asked for.
    await expect(page.getByTestId('wifi-join-code')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show to a friend' }).click();
    await expect(page.getByText('Scan the QR code to connect to this network.')).toBeVisible();
    // The join code, photographed from the screen, reads as the network's WIFI: code.
    const shot = await page.getByTestId('wifi-join-code').screenshot();
    const png = PNG.sync.read(shot);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(
      'WIFI:S:Cafe Guest;T:WPA;P:latte-art;H:true;;',
    );
    await screenshot(page, 'redirect-wifi');

    await page.goto(`/qr-redirect/${open.uuid}`);
    await expect(page.getByRole('heading', { name: 'WiFi Network' })).toBeVisible();
    expect(await fields(page)).toEqual({
      SSID: 'Open Net',
      Encryption: 'Open network, no password',
      Hidden: 'No',
    });
    await expect(page.getByRole('button', { name: 'Copy password' })).toHaveCount(0);
  });

  test('says why a paused, suspended or expired code is not available, and shows it again once active', async ({
    page,
    request,
  }) => {
    const cafe = await owner(request);
    // Made first, to expire while the others are looked at; the api takes only a time to
    // come, and a busy machine may take a while to store the code.
    const expiring = await cafe.create({
      type: 'text',
      data: { text: 'Yesterday’s menu' },
      expires_at: new Date(Date.now() + 4000).toISOString(),
    });
    const paused = await cafe.create({ type: 'text', data: { text: 'Paused menu' } });
    const suspended = await cafe.create({ type: 'text', data: { text: 'Suspended menu' } });
    await setStatus(request, paused.id, 'paused');
    await setStatus(request, suspended.id, 'suspended');

    const inactive = async (uuid: string, message: string) => {
      await page.goto(`/qr-redirect/${uuid}`);
      await expect(page.getByRole('heading', { name: 'QR Code Inactive' })).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByText('Please contact the QR code owner for more information.')).toBeVisible();
    };
    await inactive(paused.uuid, 'This QR code has been paused by its owner.');
    await expect(page.getByText('Paused menu')).toHaveCount(0);
    await inactive(suspended.uuid, 'This QR code has been suspended.');

    await expect.poll(() => Date.now()).toBeGreaterThan(new Date(expiring.expires_at ?? 0).getTime());
    await inactive(expiring.uuid, 'This QR code has expired.');

    await setStatus(request, paused.id, 'active');
    await page.goto(`/qr-redirect/${paused.uuid}`);
    await expect(page.getByText('Paused menu')).toBeVisible();
  });

  test("says when a code has reached its plan's monthly scan limit", async ({ page, request }) => {
    const plan = await apiAs<{ id: number }>(request, 'super_admin', 'POST', '/plans', {
      name: unique('Two Scans'),
      price: 1,
      currency: 'USD',
      billing_interval: 'month',
      qr_code_limit: 1,
      scan_limit: 2,
      trial_period_days: 0,
    });
    const limited = await owner(request);
    const userId = Number(limited.user['id']);
    await apiAs(request, 'super_admin', 'PUT', `/auth/users/${userId}/assign-plan`, { planId: plan.id });
    try {
      const code = await limited.create(urlCode('', `${destination.origin}/limited`));
      for (let i = 0; i < 2; i += 1) expect((await scan(request, code.uuid)).status()).toBe(302);

      const response = await page.goto(`/qr-redirect/${code.uuid}`);
      expect(response?.url()).not.toContain(destination.origin);
      await expect(page.getByRole('heading', { name: 'QR Code Inactive' })).toBeVisible();
      await expect(page.getByText('This QR code has reached its monthly scan limit.')).toBeVisible();
      await expect(page.getByText('Please contact the QR code owner for more information.')).toBeVisible();
    } finally {
      // Leave no active subscription nor choosable plan behind for the other journeys.
      await apiAs(request, 'super_admin', 'PUT', `/auth/users/${userId}/assign-plan`, { planId: null });
      await apiAs(request, 'super_admin', 'PATCH', `/plans/${plan.id}/archive`);
    }
  });

  test('shows the failure for an unknown code, and for the key of a static code', async ({
    page,
    request,
  }) => {
    const response = await page.goto(`/qr-redirect/${randomUUID()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('An error occurred: QR code not found.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This code can’t be opened' })).toBeVisible();

    // A static code encodes its content itself: its key opens nothing.
    const code = await (
      await owner(request)
    ).create({
      type: 'text',
      generation_type: 'static',
      data: { text: 'Printed as is' },
    });
    await page.goto(`/qr-redirect/${code.uuid}`);
    await expect(page.getByText('An error occurred: QR code not found.')).toBeVisible();
    await expect(page.getByText('Printed as is')).toHaveCount(0);
  });

  test('says when the uuid is missing', async ({ page }) => {
    await page.goto('/qr-redirect/');
    await expect(page.getByText('QR Code UUID not provided.')).toBeVisible();
  });
});
