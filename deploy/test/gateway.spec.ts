import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { chromium } from 'playwright-core';
import { ApiProcess, buildApi, freePort } from '../../api/test/support/api-process';
import { MixedLoad } from '../../api/test/support/mixed-load';
import { WEB_APPS, writeNginxConfig } from './nginx-config';

const NGINX = '/usr/sbin/nginx';
const REPO = join(__dirname, '..', '..');
const MYSQL_URL = (process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const ROOT = { email: 'root@example.com', password: 'super-secret-password' };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('the compose file', () => {
  it('is valid (docker-compose config)', () => {
    // The variables .env.example asks for, as a deploy would set them.
    const env = {
      ...process.env,
      MYSQL_PASSWORD: 'x',
      MYSQL_ROOT_PASSWORD: 'y',
      PUBLIC_URL: 'http://localhost:8080',
      JWT_SECRET: 'j'.repeat(48),
      APP_SECRET: 'a'.repeat(48),
    };
    expect(() =>
      execFileSync('docker-compose', ['-f', join(REPO, 'docker-compose.yml'), 'config', '-q'], {
        env,
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});

/**
 * The production routing, here without a container engine: nginx with the real gateway
 * configuration in front of two api processes sharing one MariaDB and one Redis, and the
 * built web apps each behind its own static server block.
 */
describe('two api replicas behind the gateway', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qrpanel-gateway-'));
  const database = `qrpanel_gateway_${Date.now()}`;
  const replicas: ApiProcess[] = [];
  let nginx: ChildProcess;
  let gateway: string;
  let token: string;

  beforeAll(async () => {
    if (!existsSync(NGINX)) throw new Error('nginx is needed for this check: apt-get install nginx-light');
    for (const app of WEB_APPS) {
      if (!existsSync(join(REPO, app, 'dist')))
        throw new Error(`${app} is not built: run npm run build first`);
    }
    buildApi();
    const admin = await createConnection(MYSQL_URL);
    await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    const gatewayPort = await freePort();
    gateway = `http://127.0.0.1:${gatewayPort}`;
    const env = {
      DATABASE_URL: `${MYSQL_URL}/${database}`,
      REDIS_URL,
      DATA_DIR: dir,
      // The api images carry no web apps: pages come from the static services.
      WEB_ROOT: join(dir, 'no-web-apps'),
      PUBLIC_URL: gateway,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      SUPER_ADMIN_EMAIL: ROOT.email,
      SUPER_ADMIN_PASSWORD: ROOT.password,
      AUTH_RATE_LIMIT: '1000',
    };
    // One after the other: the first runs the migrations.
    for (let i = 0; i < 2; i += 1) {
      const replica = new ApiProcess(await freePort(), env);
      await replica.start();
      replicas.push(replica);
    }
    const web = Object.fromEntries(
      await Promise.all(WEB_APPS.map(async (a) => [a, await freePort()])),
    ) as never;
    const conf = writeNginxConfig(dir, {
      gateway: gatewayPort,
      apis: replicas.map((r) => Number(new URL(r.url).port)),
      web,
    });
    nginx = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
    await waitFor(async () => (await fetch(`${gateway}/api/health`)).ok);
    token = await login(gateway);
    await call(gateway, 'PUT', '/api/settings', { free_trial_scan_limit: 0 });
  });

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    if (nginx) await once(nginx, 'exit');
    for (const r of replicas) await r.stop('SIGKILL');
    const admin = await createConnection(MYSQL_URL);
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  async function call(base: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  }

  const scan = (base: string, uuid: string) =>
    fetch(`${base}/qr-redirect/${uuid}`, { redirect: 'manual', headers: { 'user-agent': IPHONE } });

  it('routes the api, the shell, each remote and /remotes.json', async () => {
    expect((await fetch(`${gateway}/api/health`)).status).toBe(200);
    expect(await (await fetch(`${gateway}/remotes.json`)).json()).toEqual({
      'mfe-qrcodes': '/remotes/mfe-qrcodes/mf-manifest.json',
      'mfe-admin': '/remotes/mfe-admin/mf-manifest.json',
      'mfe-billing': '/remotes/mfe-billing/mf-manifest.json',
    });
    const page = await fetch(`${gateway}/dashboard`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>QR Panel</title>');
    for (const remote of ['mfe-qrcodes', 'mfe-admin', 'mfe-billing']) {
      const manifest = await fetch(`${gateway}/remotes/${remote}/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(((await manifest.json()) as { name: string }).name).toBe(remote.replace('-', '_'));
    }
  });

  it('hands a non-url scan to the shell’s page', async () => {
    const code = await call(gateway, 'POST', '/api/qrcodes', {
      label: 'Wifi',
      type: 'wifi',
      generation_type: 'dynamic',
      data: { ssid: 'Cafe', encryption: 'WPA', password: 'espresso', hidden: false },
    });
    const res = await scan(gateway, code.uuid as string);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>QR Panel</title>');
    expect(
      ((await call(gateway, 'GET', `/api/qrcodes/redirect/${String(code.uuid)}`)) as { type: string }).type,
    ).toBe('wifi');
  });

  it('shows an edit made through one replica on the next scan through the other', async () => {
    const [a, b] = replicas;
    const code = await call(a.url, 'POST', '/api/qrcodes', {
      label: 'Menu',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/old' },
    });
    const uuid = code.uuid as string;
    expect((await scan(b.url, uuid)).headers.get('location')).toBe('https://example.com/old');
    await call(a.url, 'PUT', `/api/qrcodes/${String(code.id)}`, {
      label: 'Menu',
      type: 'url',
      data: { url: 'https://example.com/new' },
    });
    await waitFor(
      async () => (await scan(b.url, uuid)).headers.get('location') === 'https://example.com/new',
      2000,
    );
    expect((await scan(b.url, uuid)).headers.get('location')).toBe('https://example.com/new');
  });

  it('loses nothing while a replica restarts under a mixed load', async () => {
    const code = await call(gateway, 'POST', '/api/qrcodes', {
      label: 'Load',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/load' },
    });
    const load = new MixedLoad(
      gateway,
      { token, credentials: ROOT, code: { id: code.id as number, uuid: code.uuid as string } },
      100,
    );
    await load.waitForAnswers(500);
    expect(await replicas[0].stop('SIGTERM')).toBe(0);
    await load.waitForAnswers(500);
    await replicas[0].start();
    await load.waitForAnswers(500);
    const report = await load.stop();

    // Every request answered as expected: none failed, none reset, none refused.
    expect(report.failures).toEqual({});
    expect(report.refused).toBe(0);
    const db = await createConnection(`${MYSQL_URL}/${database}`);
    const count = async (sql: string, params: unknown[]) =>
      Number(((await db.query(sql, params)) as unknown as [[{ n: number }]])[0][0].n);
    const served = await count(
      "SELECT COUNT(*) AS n FROM scans WHERE qr_code_id = ? AND outcome = 'served'",
      [code.id],
    );
    const created = await count('SELECT COUNT(*) AS n FROM qr_codes WHERE id IN (?)', [
      [0, ...report.created],
    ]);
    const deleted = await count('SELECT COUNT(*) AS n FROM qr_codes WHERE id IN (?)', [
      [0, ...report.deleted],
    ]);
    await db.end();
    expect(served).toBeGreaterThanOrEqual(report.scans);
    expect(created).toBe(report.created.size);
    expect(deleted).toBe(0);
  });

  it('serves the browser journey: sign in, the dashboard and a remote’s screen', async () => {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${gateway}/login`);
      await page.locator('input[name="email"]').fill(ROOT.email);
      await page.locator('input[name="password"]').fill(ROOT.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Total Users').waitFor();
      // A remote's screen, loaded through the gateway's /remotes/mfe-admin/.
      await page.goto(`${gateway}/admin/users`);
      await page.getByRole('heading', { name: 'User Management' }).waitFor();
      expect(await page.getByText('This section is temporarily unavailable.').count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ROOT),
  });
  return ((await res.json()) as { token: string }).token;
}

async function waitFor(condition: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await condition()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
