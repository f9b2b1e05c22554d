import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import type { QrCodeDto, QrCodePayload } from '@qrpanel/contracts';
import jsQR from 'jsqr';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { ACCOUNTS, type AccountRole } from '../support/accounts';

/** A scanner's user agent: scans from it count (bots and HEAD requests do not). */
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let labels = 0;
/**
 * A label no other journey uses, so a search finds exactly this code: the time, the
 * worker's process id (two workers may count alike in the same millisecond) and a count.
 */
export function uniqueLabel(prefix: string): string {
  labels += 1;
  return `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${labels}`;
}

/** Signs one of the prepared accounts in through the api and answers its token. */
export async function tokenOf(request: APIRequestContext, role: AccountRole): Promise<string> {
  const { email, password } = ACCOUNTS[role];
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Creates a code through the api, as the owner of the token. */
export async function createCode(
  request: APIRequestContext,
  token: string,
  payload: QrCodePayload,
): Promise<QrCodeDto> {
  const response = await request.post('/api/qrcodes', { data: payload, headers: auth(token) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as QrCodeDto;
}

export const urlCode = (label: string, url = 'https://destination.example/first'): QrCodePayload => ({
  label,
  type: 'url',
  generation_type: 'dynamic',
  data: { url },
});

/** Reads a downloaded PNG and answers the text of the QR code in it. */
export async function decodePng(download: Download): Promise<string> {
  const path = await download.path();
  const png = PNG.sync.read(readFileSync(path));
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(found, 'no QR code found in the PNG').not.toBeNull();
  return Buffer.from(found?.binaryData ?? []).toString('utf8');
}

/** The list filtered to one label, and that label's row. */
export async function searchList(page: Page, label: string) {
  await page.getByRole('textbox', { name: 'Search QR codes' }).fill(label);
  const row = page.getByTestId('qr-row').filter({ hasText: label });
  await expect(page.getByTestId('qr-row')).toHaveCount(1);
  return row;
}

/** A bot's user agent: its scans are stored but not counted. */
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A scan of a dynamic code, as a phone's camera app opens it (a url code answers 302, unfollowed here). */
export function scan(request: APIRequestContext, uuid: string, userAgent = PHONE_UA) {
  return request.get(`/qr-redirect/${uuid}`, { headers: { 'User-Agent': userAgent }, maxRedirects: 0 });
}
