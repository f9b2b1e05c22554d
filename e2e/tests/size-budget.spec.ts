import type { CDPSession, Page } from '@playwright/test';
import type { QrCodePayload } from '@qrpanel/contracts';
import { apiAs } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { createCode, tokenOf, uniqueLabel } from './qr-support';

// The shared runtime (React, the router, the query cache, the i18n runtime with its ICU
// formatter), the federation runtime and the sign-in screens: 176 KB measured. The parts of
// the kit only signed-in screens use, the toasts' container included, are not part of it
// (libs/web/src/ui-kit-signed-in.ts).
const BUDGET_KB = 200;
/** What a scanner's phone loads to see a code's content (the public page, built apart). */
const PUBLIC_BUDGET_KB = 120;

interface Transfer {
  url: string;
  encoding?: string;
  /** Body bytes that came over the network (0 when the browser's cache answered). */
  bodyBytes: number;
  fromCache: boolean;
}

/**
 * What Chromium itself transfers, read from its network events: the compressed body as
 * sent over the wire, and whether its cache answered instead.
 */
async function recordTransfers(page: Page): Promise<{ cdp: CDPSession; transfers: Map<string, Transfer> }> {
  const cdp = await page.context().newCDPSession(page);
  const transfers = new Map<string, Transfer>();
  cdp.on('Network.requestWillBeSent', (e) =>
    transfers.set(e.requestId, { url: e.request.url, bodyBytes: 0, fromCache: false }),
  );
  cdp.on('Network.requestServedFromCache', (e) => {
    const t = transfers.get(e.requestId);
    if (t) t.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const t = transfers.get(e.requestId);
    if (!t) return;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    t.encoding = headers['content-encoding'];
    t.fromCache ||= Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache);
  });
  cdp.on('Network.dataReceived', (e) => {
    const t = transfers.get(e.requestId);
    if (t) t.bodyBytes += e.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return { cdp, transfers };
}

function javaScript(transfers: Map<string, Transfer>): Transfer[] {
  return [...transfers.values()].filter((t) => new URL(t.url).pathname.endsWith('.js'));
}

async function openLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // Lazy chunks the page fetches once shown count too.
  await page.waitForLoadState('networkidle');
}

test(`the login page's first visit transfers at most ${BUDGET_KB} KB of compressed JavaScript`, async ({
  page,
}) => {
  const { transfers } = await recordTransfers(page);
  await openLogin(page);
  const scripts = javaScript(transfers);
  const totalKb = scripts.reduce((sum, t) => sum + t.bodyBytes, 0) / 1024;
  console.log(
    `first visit: ${totalKb.toFixed(1)} KB of JavaScript over the wire in ${scripts.length} files (${[
      ...new Set(scripts.map((t) => t.encoding ?? 'identity')),
    ].join(', ')})`,
  );
  expect(scripts.length).toBeGreaterThan(0);
  // Files under 1 KB are not worth compressing (the build keeps them plain).
  const plain = scripts.filter((t) => !t.encoding && t.bodyBytes >= 1024).map((t) => t.url);
  expect(plain).toEqual([]);
  expect(totalKb).toBeLessThanOrEqual(BUDGET_KB);
});

test('the login page shows its form before any script has run, and takes input once the app has started', async ({
  browser,
  page,
}) => {
  // What a phone paints while the scripts are still on their way: the page's own markup.
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const painted = await noScripts.newPage();
  await painted.goto('/login');
  await expect(painted.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(painted.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  await expect(painted.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  // Inert until the app renders over it: typing there would be lost.
  await expect(painted.locator('#root > [inert]')).toHaveCount(1);
  await noScripts.close();

  await openLogin(page);
  await expect(page.locator('[inert]')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('someone@example.com');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('someone@example.com');
});

test('a repeat visit transfers no JavaScript: the browser cache answers', async ({ page }) => {
  await openLogin(page);
  // A new tab in the same browser: the page is revalidated, the scripts come from the cache.
  const again = await page.context().newPage();
  const { transfers } = await recordTransfers(again);
  await openLogin(again);
  const scripts = javaScript(transfers);
  const sent = scripts.filter((t) => !t.fromCache || t.bodyBytes > 0);
  console.log(
    `repeat visit: ${scripts.length} scripts, ${sent.length} transferred (${sent.reduce((s, t) => s + t.bodyBytes, 0)} bytes)`,
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(sent.map((t) => t.url)).toEqual([]);
});

test(`a code's public pages show their content with at most ${PUBLIC_BUDGET_KB} KB of compressed JavaScript, and none of the panel`, async ({
  browser,
  request,
}) => {
  const token = await tokenOf(request, 'admin');
  const code = (label: string, body: Pick<QrCodePayload, 'type' | 'data'> & { password?: string }) =>
    createCode(request, token, { label: uniqueLabel(label), generation_type: 'dynamic', ...body });
  const text = await code('Budget text', { type: 'text', data: { text: 'Soup of the day' } });
  const wifi = await code('Budget wifi', {
    type: 'wifi',
    data: { ssid: 'Cafe', encryption: 'WPA', password: 'espresso', hidden: false },
  });
  const locked = await code('Budget locked', {
    type: 'url',
    data: { url: 'https://destination.example/locked' },
    password: 'open sesame',
  });
  const paused = await code('Budget paused', { type: 'text', data: { text: 'Paused' } });
  await apiAs(request, 'admin', 'PUT', `/qrcodes/${paused.id}/status`, { status: 'paused' });
  const pages: [string, string, (page: Page) => Promise<void>][] = [
    ['a text card', `/qr-redirect/${text.uuid}`, (p) => expect(p.getByText('Soup of the day')).toBeVisible()],
    [
      'a Wi-Fi card with its join code',
      `/qr-redirect/${wifi.uuid}`,
      async (p) => {
        // The join code (and the chunk that draws it) comes when asked for: counted here too.
        await p.getByRole('button', { name: 'Show to a friend' }).click();
        await expect(p.getByTestId('wifi-join-code')).toBeVisible();
      },
    ],
    [
      'the password page',
      `/qr-redirect/${locked.uuid}`,
      (p) => expect(p.getByRole('heading', { name: 'Password Required' })).toBeVisible(),
    ],
    [
      'a paused code',
      `/qr-redirect/${paused.uuid}`,
      (p) => expect(p.getByText('This QR code has been paused by its owner.')).toBeVisible(),
    ],
    [
      'an unknown code',
      '/qr-redirect/00000000-0000-4000-8000-000000000000',
      (p) => expect(p.getByText('An error occurred: QR code not found.')).toBeVisible(),
    ],
  ];
  for (const [name, path, shown] of pages) {
    // A scanner's first visit: nothing cached.
    const context = await browser.newContext();
    const page = await context.newPage();
    const { transfers } = await recordTransfers(page);
    await page.goto(path);
    await shown(page);
    await page.waitForLoadState('networkidle');
    const scripts = javaScript(transfers);
    const totalKb = scripts.reduce((sum, t) => sum + t.bodyBytes, 0) / 1024;
    console.log(`${name}: ${totalKb.toFixed(1)} KB of JavaScript over the wire in ${scripts.length} files`);
    const panel = [...transfers.values()]
      .map((t) => new URL(t.url).pathname)
      .filter((p) => p.startsWith('/remotes') || p.endsWith('mf-manifest.json') || /^\/[^/]+\.js$/.test(p));
    expect([name, panel]).toEqual([name, []]);
    expect([name, totalKb <= PUBLIC_BUDGET_KB]).toEqual([name, true]);
    await context.close();
  }
});
