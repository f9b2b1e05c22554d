#!/usr/bin/env node
// Lighthouse (mobile profile, the npm package) against Debian's Chromium on the built suite:
// the login page, a signed-in user's dashboard, a code's public page and a hosted page of
// every type (what scanners load).
// Prints each category's score and the public page's JavaScript as transferred.
// Usage: npm run build && npm run lighthouse   (CHROMIUM_PATH points elsewhere; RUNS=3 by default)
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  BENCH_ADMIN,
  OWNER_PASSWORD,
  login,
  registerOwners,
  startApi,
  waitForHealth,
} from '../api/bench/api-client.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function call(base, token, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`);
  return res.json();
}

/** A signed-in owner with a code or two (a dashboard with something on it), and a text code's public page. */
async function seed(base) {
  await registerOwners(base, 1);
  const email = 'owner0@example.com';
  const token = await login(base, email, OWNER_PASSWORD);
  const user = await call(base, token, 'GET', '/api/auth/me');
  const code = await call(base, token, 'POST', '/api/qrcodes', {
    label: 'Spring menu',
    type: 'text',
    generation_type: 'dynamic',
    data: { text: 'Soup of the day: pumpkin. Ask for the gluten-free bread.' },
  });
  // An administrator makes the hosted pages: no Free Trial's code limit stands in the way.
  const admin = await login(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  return { token, user, publicPath: `/qr-redirect/${code.uuid}`, hosted: await hostedPages(base, admin) };
}

/** A file uploaded as the editor uploads it (POST /api/uploads/file); its path. */
async function upload(base, token, body, name, type) {
  const form = new FormData();
  form.append('file', new Blob([body], { type }), name);
  const res = await fetch(`${base}/api/uploads/file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload answered ${res.status}`);
  return (await res.json()).path;
}

/** A computer's browser: neither an iPhone nor an Android phone. */
const OTHER_DEVICE =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A code of every hosted page type, as a restaurant would make them; [name, scan path] each. */
async function hostedPages(base, token) {
  const sharp = (await import('sharp')).default;
  const photo = await sharp({ create: { width: 480, height: 480, channels: 3, background: '#C0703A' } })
    .jpeg()
    .toBuffer();
  const avatar = await upload(base, token, photo, 'luna.jpg', 'image/jpeg');
  const menu = await upload(base, token, Buffer.from('%PDF-1.4\n%%EOF\n'), 'menu.pdf', 'application/pdf');
  const week = ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({
    day,
    opens: '09:00',
    closes: '18:00',
    closed: false,
  }));
  const codes = [
    [
      'links',
      {
        title: 'Café Luna',
        description: 'Coffee and cake since 1990',
        avatar,
        links: [
          { label: 'Menu', url: 'https://luna.example/menu' },
          { label: 'Book a table', url: 'https://luna.example/book' },
        ],
        socials: [{ network: 'instagram', url: 'https://instagram.com/luna' }],
      },
    ],
    ['pdf', { title: 'Lunch menu', file: menu, description: 'Served from 12 to 15' }],
    [
      'app',
      {
        title: 'Luna app',
        ios_url: 'https://apps.apple.com/app/id123',
        android_url: 'https://play.google.com/store/apps/details?id=luna',
        fallback_url: 'https://luna.example/app',
      },
    ],
    [
      'business',
      {
        title: 'Café Luna',
        description: 'Coffee and cake',
        phone: '+34 600 000 000',
        email: 'hola@luna.example',
        website: 'https://luna.example',
        address: 'Calle Mayor 1\nMadrid',
        hours: week,
      },
    ],
    [
      'coupon',
      {
        title: '20% off',
        code: 'SPRING20',
        valid_until: '2031-03-31',
        terms: 'One per visit.',
        redeem_url: 'https://luna.example/shop',
      },
    ],
    [
      'event',
      {
        title: 'Jazz night',
        starts_at: '2031-05-14T19:30',
        ends_at: '2031-05-14T23:00',
        time_zone: 'Europe/Madrid',
        place: 'Café Luna',
        url: 'https://luna.example/jazz',
      },
    ],
    [
      'page',
      {
        title: 'Spring menu',
        page: {
          theme: { mode: 'dark', font: 'serif', accent: '#FFB000', background: '#101010' },
          blocks: [
            { kind: 'heading', text: 'Starters' },
            { kind: 'text', text: 'Soup of the day' },
            { kind: 'image', url: avatar, alt: 'Our terrace', width: 480, height: 480 },
            { kind: 'button', label: 'Order', url: 'https://luna.example/order' },
          ],
        },
      },
    ],
  ];
  const made = [];
  for (const [type, data] of codes) {
    const code = await call(base, token, 'POST', '/api/qrcodes', {
      label: type,
      type,
      generation_type: 'dynamic',
      data,
    });
    // Phones are sent on to their app store: the app's page is what other devices get.
    const settings = type === 'app' ? { emulatedUserAgent: OTHER_DEVICE } : {};
    made.push([`hosted page: ${type}`, `/qr-redirect/${code.uuid}`, settings]);
  }
  return made;
}

/** Median of each category's score over RUNS runs (Lighthouse's own advice for noisy machines). */
async function audit(url, port, extra = {}) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
  let scriptBytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
      ...extra,
    });
    for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c].score ?? 0) * 100));
    const items = lhr.audits['resource-summary']?.details?.items ?? [];
    scriptBytes = items.find((item) => item.resourceType === 'script')?.transferSize ?? scriptBytes;
    const failed = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
    );
    if (i === RUNS - 1 && failed.length) console.log(`  below 1: ${failed.map((a) => a.id).join(', ')}`);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])),
    scriptKb: scriptBytes / 1024,
  };
}

/** Puts the session in the browser's storage for the suite's origin, or removes it (null). */
async function storeSession(chromePort, base, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  await page.goto(`${base}/api/health`);
  await page.evaluate(
    (t, u) => {
      localStorage.removeItem('qrpanel.token');
      localStorage.removeItem('qrpanel.user');
      if (t) {
        localStorage.setItem('qrpanel.token', t);
        localStorage.setItem('qrpanel.user', u);
      }
    },
    session?.token ?? null,
    JSON.stringify(session?.user ?? null),
  );
  await page.close();
  await browser.disconnect();
}

const dataDir = mkdtempSync(join(tmpdir(), 'qrpanel-lighthouse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const api = startApi({ port, databaseUrl: '', dataDir });
let chrome;
try {
  await waitForHealth(base);
  const { token, user, publicPath, hosted } = await seed(base);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  // Lighthouse's storage reset leaves local storage, where the session lives: the dashboard
  // is audited with one, the other pages without (signed in, /login goes to the dashboard).
  const pages = [
    ['dashboard (signed in)', `${base}/dashboard`, { token, user }],
    ['login page', `${base}/login`, null],
    ['public page of a text code', `${base}${publicPath}`, null],
    ...hosted.map(([name, path, settings]) => [name, `${base}${path}`, null, settings]),
  ];
  console.log(`Lighthouse ${RUNS} runs each, mobile profile, median scores:`);
  for (const [name, url, session, settings = {}] of pages) {
    await storeSession(chrome.port, base, session);
    const r = await audit(url, chrome.port, { disableStorageReset: Boolean(session), ...settings });
    console.log(
      `${name}: performance ${r.performance}, accessibility ${r.accessibility}, ` +
        `best practices ${r['best-practices']}, JavaScript ${r.scriptKb.toFixed(1)} KB transferred`,
    );
  }
} finally {
  await chrome?.kill();
  api.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
