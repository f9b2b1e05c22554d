import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { ApiProcess, buildApi, freePort } from '../../api/test/support/api-process';
import { DnsServer } from '../../api/test/support/dns-server';
import { WAIT_MS } from '../../api/test/support/pace';

const CADDYFILE = join(__dirname, '..', 'caddy', 'Caddyfile');
const ROOT = { email: 'root@example.com', password: 'super-secret-password' };
const PANEL_HOST = 'panel.qrpanel.test';

interface Answer {
  status: number;
  location?: string;
  issuer: string;
}

/**
 * The TLS edge of the compose deployment (deploy/caddy/Caddyfile), here without a container
 * engine: Debian's Caddy with on-demand certificates from pebble (ACME's test CA), both on
 * loopback, in front of the api. Pebble checks each challenge against the names our DNS
 * server answers with 127.0.0.1, as a real CA checks a customer's CNAME.
 */
describe('the TLS edge', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qrpanel-edge-'));
  const dns = new DnsServer();
  const children: ChildProcess[] = [];
  let api: ApiProcess;
  let token: string;
  let ports: { https: number; http: number; acme: number; acmeAdmin: number };
  /** Pebble's roots: what a browser would trust in its place. */
  let roots: string;

  beforeAll(async () => {
    for (const tool of ['caddy', 'pebble', 'openssl'])
      if (!existsSync(`/usr/bin/${tool}`))
        throw new Error(`${tool} is needed for this check: apt-get install ${tool}`);
    buildApi();
    await dns.start();
    dns.set(PANEL_HOST, { a: '127.0.0.1' });
    ports = {
      https: await freePort(),
      http: await freePort(),
      acme: await freePort(),
      acmeAdmin: await freePort(),
    };
    api = new ApiProcess(await freePort(), {
      DATA_DIR: dir,
      WEB_ROOT: join(dir, 'no-web-apps'),
      PUBLIC_URL: `https://${PANEL_HOST}`,
      DNS_SERVERS: dns.address,
      LOG_LEVEL: 'warn',
      SUPER_ADMIN_EMAIL: ROOT.email,
      SUPER_ADMIN_PASSWORD: ROOT.password,
    });
    await api.start();
    token = await login();
    startPebble();
    startCaddy();
    roots = await waitFor(() => pebbleRoots());
  }, 180_000);

  afterAll(async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null) continue;
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await api?.stop('SIGTERM');
    await dns.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gets a certificate for a verified domain at its first visit, and answers its scan over HTTPS', async () => {
    const hostname = `go.brand-${Date.now().toString(36)}.example`;
    const domain = await call('POST', '/api/domains', { hostname });
    dns.set(hostname, { a: '127.0.0.1' });
    dns.set(domain.verification.name, { txt: [domain.verification.value] });
    expect((await call('POST', `/api/domains/${domain.id}/verify`)).status).toBe('verified');
    await call('POST', '/api/qrcodes', {
      label: 'Menu',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/menu' },
      domain_id: domain.id,
      key: 'menu',
    });
    const started = Date.now();
    const answer = await visit(hostname, '/menu');
    console.log(`A certificate for a new custom domain, issued and used: ${Date.now() - started} ms`);
    expect(answer).toEqual({
      status: 302,
      location: 'https://example.com/menu',
      issuer: expect.stringMatching(/Pebble/),
    });
  });

  it('gets the panel’s own host its certificate the same way', async () => {
    expect(await visit(PANEL_HOST, '/api/health')).toEqual({
      status: 200,
      issuer: expect.stringMatching(/Pebble/),
    });
  });

  it('gets no certificate for a domain not verified, nor for a host nobody added', async () => {
    const hostname = `pending.brand-${Date.now().toString(36)}.example`;
    await call('POST', '/api/domains', { hostname });
    dns.set(hostname, { a: '127.0.0.1' });
    dns.set('nobody.example', { a: '127.0.0.1' });
    for (const host of [hostname, 'nobody.example']) await expect(visit(host, '/')).rejects.toThrow();
  });

  async function login(): Promise<string> {
    const res = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ROOT),
    });
    return ((await res.json()) as { token: string }).token;
  }

  async function call(method: string, path: string, body?: unknown) {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} ${await res.text()}`);
    return (await res.json()) as {
      id: number;
      status: string;
      verification: { name: string; value: string };
    };
  }

  /** Pebble on loopback: its ACME directory over TLS (a certificate made here), checking challenges through our DNS. */
  function startPebble(): void {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        join(dir, 'pebble.key'),
        '-out',
        join(dir, 'pebble.crt'),
      ],
      { stdio: 'ignore' },
    );
    const config = {
      pebble: {
        listenAddress: `127.0.0.1:${ports.acme}`,
        managementListenAddress: `127.0.0.1:${ports.acmeAdmin}`,
        certificate: join(dir, 'pebble.crt'),
        privateKey: join(dir, 'pebble.key'),
        httpPort: ports.http,
        tlsPort: ports.https,
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    };
    writeFileSync(join(dir, 'pebble.json'), JSON.stringify(config));
    children.push(
      spawn('pebble', ['-config', join(dir, 'pebble.json'), '-dnsserver', dns.address], {
        // No random waits before checking a challenge, no nonces refused at random.
        env: { ...process.env, PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0' },
        stdio: 'ignore',
      }),
    );
  }

  /** The deployment's Caddyfile, told where this machine's ports, CA and api are. */
  function startCaddy(): void {
    const production = readFileSync(CADDYFILE, 'utf8');
    const local = production.replace(
      '{\n',
      `{
	admin off
	http_port ${ports.http}
	https_port ${ports.https}
	acme_ca https://127.0.0.1:${ports.acme}/dir
	acme_ca_root ${join(dir, 'pebble.crt')}
	storage file_system ${join(dir, 'caddy')}
`,
    );
    expect(local).not.toBe(production);
    writeFileSync(join(dir, 'Caddyfile'), local);
    children.push(
      spawn('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
        env: {
          ...process.env,
          HOME: dir,
          XDG_DATA_HOME: join(dir, 'data'),
          XDG_CONFIG_HOME: join(dir, 'config'),
          TLS_CHECK_URL: `${api.url}/api/domains/tls-check`,
          GATEWAY_UPSTREAM: api.url.replace('http://', ''),
        },
        stdio: 'ignore',
      }),
    );
  }

  /** Pebble's root and intermediate certificates, from its management port. */
  async function pebbleRoots(): Promise<string> {
    const ca = readFileSync(join(dir, 'pebble.crt'));
    const get = (path: string) =>
      new Promise<string>((resolve, reject) => {
        httpsRequest({ host: '127.0.0.1', port: ports.acmeAdmin, path, ca }, (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          res.on('end', () =>
            res.statusCode === 200 ? resolve(body) : reject(new Error(String(res.statusCode))),
          );
        })
          .on('error', reject)
          .end();
      });
    return `${await get('/roots/0')}\n${await get('/intermediates/0')}`;
  }

  /** An HTTPS GET to the edge as a browser that trusts pebble sends it to `host`. */
  function visit(host: string, path: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        {
          host: '127.0.0.1',
          port: ports.https,
          servername: host,
          path,
          headers: { host },
          ca: roots,
          timeout: WAIT_MS,
        },
        (res) => {
          const issuer = String((res.socket as TLSSocket).getPeerCertificate().issuer?.CN ?? '');
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              ...(res.headers.location ? { location: String(res.headers.location) } : {}),
              issuer,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  }
});

/** Asks until `read` answers (a wait, not a verdict). */
async function waitFor<T>(read: () => Promise<T>): Promise<T> {
  for (const deadline = Date.now() + WAIT_MS; ;) {
    try {
      return await read();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
