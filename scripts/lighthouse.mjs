#!/usr/bin/env node
// Lighthouse (mobile profile, the npm package) against Debian's Chromium on the built suite:
// the login page, a signed-in user's dashboard and a code's public page (what scanners load).
// Prints each category's score and the public page's JavaScript as transferred.
// Usage: npm run build && npm run lighthouse   (CHROMIUM_PATH points elsewhere; RUNS=3 by default)
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { OWNER_PASSWORD, login, registerOwners, startApi, waitForHealth } from '../api/bench/api-client.mjs';

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
  return { token, user, publicPath: `/qr-redirect/${code.uuid}` };
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
  const { token, user, publicPath } = await seed(base);
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
  ];
  console.log(`Lighthouse ${RUNS} runs each, mobile profile, median scores:`);
  for (const [name, url, session] of pages) {
    await storeSession(chrome.port, base, session);
    const r = await audit(url, chrome.port, { disableStorageReset: Boolean(session) });
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
