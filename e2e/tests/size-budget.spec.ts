import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// 200 KB until the web apps' client became openapi-fetch typed by the api's document: its
// runtime (about 2 KB compressed) buys a type check that fails when a field is renamed.
const BUDGET_KB = 205;

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
