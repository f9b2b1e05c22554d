import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { chromium } from 'playwright-core';
import { request as httpRequest } from 'node:http';
import { ApiProcess, buildApi, freePort } from '../../api/test/support/api-process';
import { DnsServer } from '../../api/test/support/dns-server';
import { MixedLoad } from '../../api/test/support/mixed-load';
import { bound, pace, soon, WAIT_MS } from '../../api/test/support/pace';
import { WEB_APPS, writeNginxConfig } from './nginx-config';

const NGINX = '/usr/sbin/nginx';
const REPO = join(__dirname, '..', '..');
const MYSQL_URL = (process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const ROOT = { email: 'root@example.com', password: 'super-secret-password' };
/** What the api sends on every answer and the gateway must send on every page. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];
/**
 * Replicas restarted in turn by the restart test (each of the two once); GATEWAY_RESTARTS=6
 * measures the figures of docs/deployment.md, Restarts behind the gateway.
 */
const RESTARTS = Number(process.env.GATEWAY_RESTARTS ?? 2);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

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
  let apiEnv: Record<string, string>;
  /** The DNS the api reads custom domains' records from. */
  const dns = new DnsServer();

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
    await dns.start();
    const gatewayPort = await freePort();
    gateway = `http://127.0.0.1:${gatewayPort}`;
    apiEnv = {
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
      // The mixed load signs in and registers as fast as the machine allows: on a fast one,
      // past a thousand a minute from this one address. Rate limits have tests of their own.
      AUTH_RATE_LIMIT: '1000000',
      DNS_SERVERS: dns.address,
    };
    // One after the other: the first runs the migrations.
    for (let i = 0; i < 2; i += 1) {
      const replica = new ApiProcess(await freePort(), apiEnv);
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
    await dns.stop();
  });

  async function call(base: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} ${await res.text()}`);
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

  it('answers short addresses as scans, and keeps the panel’s own words for the shell', async () => {
    const url = await call(gateway, 'POST', '/api/qrcodes', {
      label: 'Short',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/short' },
    });
    const scanned = await fetch(`${gateway}/${String(url.key)}`, {
      redirect: 'manual',
      headers: { 'user-agent': IPHONE },
    });
    expect([scanned.status, scanned.headers.get('location')]).toEqual([302, 'https://example.com/short']);
    const text = await call(gateway, 'POST', '/api/qrcodes', {
      label: 'Short page',
      type: 'text',
      generation_type: 'dynamic',
      data: { text: 'Soup' },
    });
    // A page's code, in any case, and an unknown key: the public page.
    for (const path of [`/${String(text.key).toUpperCase()}`, '/no-such-key']) {
      const page = await fetch(`${gateway}${path}`);
      expect([path, page.status, await page.text()]).toEqual([
        path,
        200,
        expect.stringContaining('<title>QR Code</title>'),
      ]);
    }
    for (const path of ['/login', '/dashboard', '/Pricing']) {
      const page = await fetch(`${gateway}${path}`);
      expect([path, await page.text()]).toEqual([path, expect.stringContaining('<title>QR Panel</title>')]);
    }
  });

  it('answers on a custom domain only its scans and public pages, never the panel', async () => {
    const hostname = `go.brand-${Date.now().toString(36)}.example`;
    const domain = await call(gateway, 'POST', '/api/domains', { hostname });
    const record = domain.verification as { name: string; value: string };
    dns.set(record.name, { txt: [record.value] });
    expect((await call(gateway, 'POST', `/api/domains/${String(domain.id)}/verify`, {})).status).toBe(
      'verified',
    );
    const url = await call(gateway, 'POST', '/api/qrcodes', {
      label: 'Branded',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/branded' },
      domain_id: domain.id,
      key: 'menu',
    });
    expect(url.short_url).toBe(`https://${hostname}/menu`);
    const text = await call(gateway, 'POST', '/api/qrcodes', {
      label: 'Branded page',
      type: 'text',
      generation_type: 'dynamic',
      data: { text: 'Soup of the day' },
      domain_id: domain.id,
    });
    const scanned = await onHost(hostname, '/MENU');
    expect([scanned.status, scanned.headers.location]).toEqual([302, 'https://example.com/branded']);
    // A page's code: the public page, its script and what it reads, all on the customer's host.
    const page = await onHost(hostname, `/${String(text.key)}`);
    expect([page.status, page.body]).toEqual([200, expect.stringContaining('<title>QR Code</title>')]);
    const script = /src="?(\/public\/public\.[0-9a-f]+\.js)/.exec(page.body)?.[1];
    expect((await onHost(hostname, String(script))).status).toBe(200);
    const read = await onHost(hostname, `/api/qrcodes/short/${String(text.key)}`);
    expect([read.status, JSON.parse(read.body).data]).toEqual([200, { text: 'Soup of the day' }]);
    // The panel, its web apps and the rest of the api are not there.
    for (const path of [
      '/login',
      '/dashboard',
      '/api/auth/me',
      '/api/health',
      '/remotes.json',
      '/remotes/mfe-qrcodes/mf-manifest.json',
    ])
      expect([path, (await onHost(hostname, path)).status]).toEqual([path, 404]);
    // A host nobody added is nobody's: the instance's codes do not answer there.
    const own = await call(gateway, 'POST', '/api/qrcodes', {
      label: 'Not branded',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/own' },
    });
    expect((await onHost('nobody.example', `/${String(own.key)}`)).status).not.toBe(302);
    expect((await onHost('nobody.example', '/api/health')).status).toBe(404);
    // The panel's host does not know the domain's key; the TLS edge's question is not asked from outside.
    expect((await fetch(`${gateway}/menu`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${gateway}/api/domains/tls-check?domain=${hostname}`)).status).toBe(404);
    expect((await fetch(`${replicas[0].url}/api/domains/tls-check?domain=${hostname}`)).status).toBe(200);
  });

  /** A GET through the gateway as a browser on `host` sends it (fetch may not set Host). */
  function onHost(
    host: string,
    path: string,
  ): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
    const { port } = new URL(gateway);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path, headers: { host, 'user-agent': IPHONE } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('passes an 8 KB Accept-Language to the api, the scans and the pages as any other header', async () => {
    const acceptLanguage = `de-DE,${'xx-YY;q=0.1,'.repeat(700)}`.slice(0, 8 * 1024);
    const headers = { 'accept-language': acceptLanguage };
    expect((await fetch(`${gateway}/api/health`, { headers })).status).toBe(200);
    expect((await fetch(`${gateway}/dashboard`, { headers })).status).toBe(200);
    // A scan of an unknown key answers with the big header as it does without it.
    const unknown = `${gateway}/qr-redirect/00000000-0000-4000-8000-000000000000`;
    const plain = await fetch(unknown, { redirect: 'manual' });
    const big = await fetch(unknown, { headers, redirect: 'manual' });
    expect(big.status).toBe(plain.status);
    expect(big.status).toBeLessThan(400);
  });

  it('sends the web apps gzip-compressed, hashed files cached for good and the rest revalidated', async () => {
    const get = (path: string) =>
      fetch(`${gateway}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const chunk = readdirSync(join(REPO, 'shell', 'dist')).find((f) => /^main\.[0-9a-f]{10}\.js$/.test(f));
    const hashed = await get(`/${chunk}`);
    expect(hashed.headers.get('content-encoding')).toBe('gzip');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await hashed.text()).toBe(readFileSync(join(REPO, 'shell', 'dist', chunk!), 'utf8'));
    for (const path of ['/remotes/mfe-admin/mf-manifest.json', '/remotes/mfe-admin/remoteEntry.js']) {
      const res = await get(path);
      expect([path, res.headers.get('content-encoding'), res.headers.get('cache-control')]).toEqual([
        path,
        'gzip',
        'no-cache',
      ]);
    }
    // The page (half a kilobyte: not worth compressing) under any of the shell's paths.
    const page = await get('/login');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>QR Panel</title>');
    expect((await get('/remotes.json')).headers.get('cache-control')).toBe('no-cache');
    // A chunk of another build is missing, not the page.
    expect((await get('/main.0123456789.js')).status).toBe(404);
  });

  it('sends the api’s security headers on every page it serves, once each', async () => {
    const api = await fetch(`${gateway}/api/health`);
    const expected = Object.fromEntries(SECURITY_HEADERS.map((h) => [h, api.headers.get(h)]));
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(expected['x-content-type-options']).toBe('nosniff');
    expect(expected['referrer-policy']).toBe('no-referrer');
    // Reached over http here: no HSTS from the api, none from the gateway.
    expect(expected['strict-transport-security']).toBeNull();
    const shellPage = await (await fetch(`${gateway}/login`)).text();
    // The page's script, a hashed asset (its HTML is minified: quotes are optional).
    const script = /<script[^>]*\ssrc="?\/?([^"\s>]+\.js)/.exec(shellPage)?.[1];
    expect(script).toBeDefined();
    const wifi = await call(gateway, 'POST', '/api/qrcodes', {
      label: 'Headers',
      type: 'wifi',
      generation_type: 'dynamic',
      data: { ssid: 'Cafe', encryption: 'WPA', password: 'espresso', hidden: false },
    });
    for (const path of [
      '/login',
      '/dashboard',
      `/${String(script)}`,
      '/remotes.json',
      '/remotes/mfe-admin/mf-manifest.json',
      `/qr-redirect/${String(wifi.uuid)}`,
      '/THIRD-PARTY-NOTICES.txt',
    ]) {
      const res = await fetch(`${gateway}${path}`);
      expect([path, res.status]).toEqual([path, 200]);
      // Two copies of a header would read here as "a, b".
      const sent = Object.fromEntries(SECURITY_HEADERS.map((h) => [h, res.headers.get(h)]));
      expect([path, sent]).toEqual([path, expected]);
    }
  });

  it('copies HSTS from an api reached over https', async () => {
    const https = new ApiProcess(await freePort(), { ...apiEnv, PUBLIC_URL: 'https://qr.example.com' });
    await https.start();
    try {
      const file = join(dir, 'https-headers.inc');
      execFileSync(join(REPO, 'deploy', 'nginx', 'security-headers.sh'), {
        env: { ...process.env, API_URL: https.url, GATEWAY_HEADERS_FILE: file },
      });
      expect(readFileSync(file, 'utf8')).toContain(
        'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
      );
    } finally {
      await https.stop('SIGTERM');
    }
  });

  it('hands a non-url scan to the public page, its script served through the gateway', async () => {
    const code = await call(gateway, 'POST', '/api/qrcodes', {
      label: 'Wifi',
      type: 'wifi',
      generation_type: 'dynamic',
      data: { ssid: 'Cafe', encryption: 'WPA', password: 'espresso', hidden: false },
    });
    const res = await scan(gateway, code.uuid as string);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<title>QR Code</title>');
    const script = /src="?(\/public\/public\.[0-9a-f]+\.js)/.exec(page)?.[1];
    expect(script).toBeDefined();
    const js = await fetch(`${gateway}${String(script)}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
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
    // Through Redis, within milliseconds: two seconds on a quiet machine, a few dozen asks on any.
    await soon(
      async () => (await scan(b.url, uuid)).headers.get('location') === 'https://example.com/new',
      'the other replica to catch up',
      { quietMs: 2000 },
    );
    expect((await scan(b.url, uuid)).headers.get('location')).toBe('https://example.com/new');
  });

  it('passes the live scans’ events on through the gateway as they come, unbuffered', async () => {
    const code = await call(gateway, 'POST', '/api/qrcodes', {
      label: 'Live through nginx',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/live' },
    });
    // The event comes as its scan is answered: within 2 s on a quiet machine, within ten times
    // a scan's round trip through the gateway (measured here, before the stream opens) on a
    // busier one. Buffered, it would wait for more events to fill the buffer, or for the end.
    const within = bound(2000, 10, await pace(() => scan(gateway, code.uuid as string)));
    const { ticket } = (await call(gateway, 'POST', '/api/qrcodes/analytics/live/ticket', {})) as {
      ticket: string;
    };
    const controller = new AbortController();
    const res = await fetch(`${gateway}/api/qrcodes/analytics/live?ticket=${ticket}`, {
      signal: controller.signal,
    });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      // The stream's first bytes come through before any scan: nothing waits for a buffer to fill.
      while (!text.includes(': connected')) text += decoder.decode((await reader.read()).value);
      const before = Date.now();
      expect((await scan(gateway, code.uuid as string)).status).toBe(302);
      while (!text.includes('Live through nginx')) text += decoder.decode((await reader.read()).value);
      expect(Date.now() - before).toBeLessThan(within);
    } finally {
      controller.abort();
    }
  });

  it('lets a CSV import up to the api’s 5 MB through, and only there', async () => {
    const upload = (csv: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'big.csv');
      return fetch(`${gateway}/api/qrcodes/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    // About 4 MB: one row, then a spreadsheet's trailing blank lines.
    const header = 'label,type,content\r\nThrough the gateway,text,big file\r\n';
    const fourMb = Buffer.from(header + '\r\n'.repeat(2 * 1024 * 1024));
    const accepted = await upload(fourMb);
    expect(accepted.status).toBe(202);
    expect(((await accepted.json()) as { total: number }).total).toBe(1);
    // Past 5 MB: 413, whether the gateway or the api says it.
    const sixMb = await upload(Buffer.from(header + '\r\n'.repeat(3 * 1024 * 1024)));
    expect(sixMb.status).toBe(413);
    // Anywhere else the gateway's 2 MB stands.
    const json = await fetch(`${gateway}/api/qrcodes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(json.status).toBe(413);
  });

  it('streams a ZIP to a ticket holder through the gateway, whichever replica takes each call', async () => {
    await call(gateway, 'POST', '/api/qrcodes', {
      label: 'Zipped',
      type: 'text',
      generation_type: 'static',
      data: { text: 'zipped through nginx' },
    });
    // The ticket and the progress are asked of one replica, the ZIP of the other.
    const issued = (await call(
      replicas[0].url,
      'POST',
      '/api/qrcodes/export/ticket?q=Zipped&format=svg',
      {},
    )) as {
      ticket: string;
      progress: string;
      total: number;
    };
    const res = await fetch(`${replicas[1].url}/api/qrcodes/export.zip?ticket=${issued.ticket}`);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // Through the gateway, with no Authorization header: spent already.
    expect((await fetch(`${gateway}/api/qrcodes/export.zip?ticket=${issued.ticket}`)).status).toBe(401);
    await waitFor(
      async () =>
        (
          (await call(gateway, 'GET', `/api/qrcodes/export/progress/${issued.progress}`)) as {
            finished: boolean;
          }
        ).finished,
    );
    const again = (await call(gateway, 'POST', '/api/qrcodes/export/ticket?q=Zipped&format=svg', {})) as {
      ticket: string;
    };
    const zip = await fetch(`${gateway}/api/qrcodes/export.zip?ticket=${again.ticket}`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(
      Buffer.from(await zip.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('answers everything while each replica restarts in turn under a mixed load, and keeps what it answered', async () => {
    const code = await call(gateway, 'POST', '/api/qrcodes', {
      label: 'Load',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/load' },
    });
    // A hundred keep-alive clients, and twenty more that only create codes: the gateway's
    // connections to each replica stay warm and busy, and POSTs never stop coming.
    const target = { token, credentials: ROOT, code: { id: code.id as number, uuid: code.uuid as string } };
    const load = new MixedLoad(gateway, target, 100);
    const creates = new MixedLoad(gateway, target, 20, true);
    const logStart = logSize();
    try {
      await load.waitForAnswers(500);
      for (let i = 0; i < RESTARTS; i += 1) {
        const replica = replicas[i % replicas.length];
        expect(await replica.stop('SIGTERM')).toBe(0);
        await load.waitForAnswers(300);
        const started = logSize();
        await replica.start();
        // As an upgrade restarting replicas in turn must: the next one stops only once the
        // gateway sends to this one again (with both left out, it would answer 502).
        await waitFor(() => Promise.resolve(answeredBy(replica, started)));
        await load.waitForAnswers(300);
      }
    } finally {
      await Promise.all([load.stop(), creates.stop()]);
    }
    const { report } = load;
    const requests = logLines(logStart);
    const posts = requests.filter((r) => r.method === 'POST');
    console.info(
      `${RESTARTS} restarts: ${report.answered + creates.report.answered} requests answered (${posts.length} POSTs, ` +
        `${requests.filter((r) => r.statuses.length > 1).length} sent to a second replica); ` +
        `failures: ${JSON.stringify([report.failures, creates.report.failures])}`,
    );

    // Every request answered as expected, writes included: none failed, none reset, none
    // refused (the gateway takes them all to the other replica).
    expect([report.failures, creates.report.failures]).toEqual([{}, {}]);
    expect(report.refused + creates.report.refused).toBe(0);
    expect(posts.length).toBeGreaterThan(RESTARTS * 100);
    const db = await createConnection(`${MYSQL_URL}/${database}`);
    const count = async (sql: string, params: unknown[]) =>
      Number(((await db.query(sql, params)) as unknown as [[{ n: number }]])[0][0].n);
    const served = await count(
      "SELECT COUNT(*) AS n FROM scans WHERE qr_code_id = ? AND outcome = 'served'",
      [code.id],
    );
    const answeredCreates = [...report.created, ...creates.report.created];
    const created = await count('SELECT COUNT(*) AS n FROM qr_codes WHERE id IN (?)', [
      [0, ...answeredCreates],
    ]);
    const deleted = await count('SELECT COUNT(*) AS n FROM qr_codes WHERE id IN (?)', [
      [0, ...report.deleted],
    ]);
    await db.end();
    expect(served).toBeGreaterThanOrEqual(report.scans);
    expect(created).toBe(answeredCreates.length);
    expect(deleted).toBe(0);
  }, 600_000);

  /** The size of the gateway's log of replicas so far, to read what comes after. */
  const logSize = () => (existsSync(upstreamLog()) ? statSync(upstreamLog()).size : 0);
  const upstreamLog = () => join(dir, 'upstreams.log');

  /** The requests the gateway sent to the api since `from`: its method, the replicas' answers, in order. */
  function logLines(from: number) {
    const text = readFileSync(upstreamLog()).subarray(from).toString('utf8');
    return text
      .split('\n')
      .map((line) => line.split('|'))
      .filter(([, addresses]) => addresses !== undefined && addresses !== '-')
      .map(([method, addresses, statuses]) => ({
        method,
        addresses: addresses.split(', '),
        statuses: statuses.split(', '),
      }));
  }

  /** Whether the gateway, since `from`, had a request answered by this replica. */
  function answeredBy(replica: ApiProcess, from: number): boolean {
    const address = new URL(replica.url).host;
    return logLines(from).some((r) => r.addresses.at(-1) === address && Number(r.statuses.at(-1)) < 500);
  }

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
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
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

async function waitFor(condition: () => Promise<boolean>, ms = WAIT_MS): Promise<void> {
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
