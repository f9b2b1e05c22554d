import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiProcess, buildApi, freePort } from './support/api-process';
import { LOAD_WAIT_MS, LOST_AT_MOST, MixedLoad, splitLost } from './support/mixed-load';
import { eventually, WAIT_MS } from './support/pace';
import { freshDatabase, SUPER_ADMIN } from './support/test-app';
import { fakeWebRoot } from './support/web-root';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/**
 * A scan whose 302 was sent is stored, even when the process dies right after: the api
 * answers only once the scan's batch is committed. Its count follows exactly once: the
 * roll-ups queued with it are added after the restart.
 */
describe('scans survive the process', () => {
  let api: ApiProcess;
  let dataDir: string;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    buildApi();
    dataDir = mkdtempSync(join(tmpdir(), 'qrpanel-durability-'));
    database = await freshDatabase();
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      LOG_LEVEL: 'warn',
      WEB_ROOT: fakeWebRoot(),
      SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
      AUTH_RATE_LIMIT: '1000',
    };
    api = new ApiProcess(await freePort(), env);
    await api.start();
  });
  afterAll(async () => {
    await api.stop('SIGKILL');
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const res = await fetch(`${api.url}${path}`, { ...init, headers });
    return (await res.json()) as Record<string, unknown>;
  };

  /** Scans the code from `workers` clients at once until `stop()` says so; counts the 302s. */
  function scanUnderLoad(uuid: string, workers: number) {
    let answered = 0;
    let sent = 0;
    let running = true;
    const loops = Array.from({ length: workers }, async () => {
      while (running) {
        sent += 1;
        try {
          const res = await fetch(`${api.url}/qr-redirect/${uuid}`, {
            redirect: 'manual',
            headers: { 'user-agent': IPHONE },
          });
          if (res.status === 302) answered += 1;
        } catch {
          return; // the process is gone
        }
      }
    });
    return {
      answered: () => answered,
      sent: () => sent,
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  async function scansCount(token: string, id: number): Promise<number> {
    return (await call(`/api/qrcodes/${String(id)}`, { token })).scans_count as number;
  }

  /** The code's stored scans, one line each in the CSV export (after its header). */
  async function storedScans(token: string, id: number): Promise<number> {
    const res = await fetch(`${api.url}/api/qrcodes/analytics/export.csv?qrId=${String(id)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await res.text()).trim().split('\r\n').length - 1;
  }

  /** Every stored scan is counted once: none lost between storing and counting, none twice. */
  async function expectCountedOnce(token: string, id: number): Promise<number> {
    const counted = await scansCount(token, id);
    expect(counted).toBe(await storedScans(token, id));
    return counted;
  }

  async function setUp(): Promise<{ token: string; id: number; uuid: string }> {
    const { token } = (await call('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password }),
    })) as { token: string };
    // Unlimited scans, so the load never meets the Free Trial's monthly limit.
    await call('/api/settings', { method: 'PUT', token, body: JSON.stringify({ free_trial_scan_limit: 0 }) });
    const code = await call('/api/qrcodes', {
      method: 'POST',
      token,
      body: JSON.stringify({
        label: 'Load',
        type: 'url',
        generation_type: 'dynamic',
        data: { url: 'https://example.com/' },
      }),
    });
    return { token, id: code.id as number, uuid: code.uuid as string };
  }

  const waitFor = (condition: () => boolean, what: string) => eventually(condition, what, WAIT_MS, 5);

  it('keeps every scan answered before a kill -9', async () => {
    const { token, id, uuid } = await setUp();
    const load = scanUnderLoad(uuid, 20);
    await waitFor(() => load.answered() >= 300, '300 answered scans');
    expect(await api.stop('SIGKILL')).toBeNull();
    await load.stop();
    const answered = load.answered();

    await api.start();
    const stored = await expectCountedOnce(token, id);
    expect(stored).toBeGreaterThanOrEqual(answered);
    expect(stored).toBeLessThanOrEqual(load.sent());
  });

  it('finishes the scans in flight on SIGTERM and exits cleanly', async () => {
    const { token, id, uuid } = await setUp();
    const load = scanUnderLoad(uuid, 20);
    await waitFor(() => load.answered() >= 300, '300 answered scans');
    expect(await api.stop('SIGTERM')).toBe(0);
    await load.stop();
    const answered = load.answered();

    await api.start();
    expect(await expectCountedOnce(token, id)).toBeGreaterThanOrEqual(answered);
  });

  /**
   * A deploy's stop under load: what was accepted is answered as usual (writes included),
   * new connections are refused at the TCP level, and what was answered is kept.
   */
  it(
    'answers on SIGTERM under 100 connections with no error but a few resets, and keeps what it answered',
    async () => {
      const { token, id, uuid } = await setUp();
      const load = new MixedLoad(api.url, { token, credentials: SUPER_ADMIN, code: { id, uuid } }, 100);
      await load.waitForAnswers(1500);
      const exit = await api.stop('SIGTERM');
      await load.waitForRefusals(300);
      const report = await load.stop();

      expect(exit).toBe(0);
      const { lost, others } = splitLost(report.failures);
      expect(others).toEqual({});
      expect(lost).toBeLessThanOrEqual(LOST_AT_MOST);
      await api.start();
      for (const created of report.created) {
        expect((await fetch(`${api.url}/api/qrcodes/${created}`, { headers: auth(token) })).status).toBe(200);
      }
      for (const deleted of report.deleted) {
        expect((await fetch(`${api.url}/api/qrcodes/${deleted}`, { headers: auth(token) })).status).toBe(404);
      }
      expect(await expectCountedOnce(token, id)).toBeGreaterThanOrEqual(report.scans);
      // The load's two waits, a restart and the checks: each ends as soon as it can.
    },
    2 * LOAD_WAIT_MS,
  );

  /**
   * Behind a gateway (TRUST_PROXY), a stopping replica makes the gateway leave it out
   * before it stops listening: what the gateway may send to another replica is handed
   * back with 503, everything else is served. Last: it leaves the suite's api stopped.
   */
  it('hands back with 503 what a gateway may resend while it stops, and serves the rest', async () => {
    await api.stop('SIGTERM');
    const proxied = new ApiProcess(await freePort(), { ...env, TRUST_PROXY: 'true' });
    await proxied.start();
    const agent = new Agent({ keepAlive: true, maxSockets: 3 });
    const via = { 'x-forwarded-for': '203.0.113.7' };
    const login = JSON.stringify(SUPER_ADMIN);
    // Three kept-alive connections, opened before the stop.
    await Promise.all([1, 2, 3].map(() => send(agent, proxied.url, 'GET', '/api/health')));
    const exited = proxied.stop('SIGTERM');
    // Asked until the stop has begun: the signal is the api's to take up, when its turn comes
    // on a busy machine. Until then a GET through a gateway is served as usual.
    let resent = await send(agent, proxied.url, 'GET', '/api/health', via);
    await eventually(
      async () =>
        resent.status !== 200 ||
        (resent = await send(agent, proxied.url, 'GET', '/api/health', via)).status !== 200,
      'the stop to begin',
      WAIT_MS,
      10,
    );
    const [posted, direct] = await Promise.all([
      send(
        agent,
        proxied.url,
        'POST',
        '/api/auth/login',
        { ...via, 'content-type': 'application/json' },
        login,
      ),
      send(agent, proxied.url, 'GET', '/api/health'),
    ]);
    expect(resent.status).toBe(503);
    expect(resent.headers['retry-after']).toBe('1');
    expect(JSON.parse(resent.body)).toEqual({
      statusCode: 503,
      message: 'This server is restarting.',
      error: 'Service Unavailable',
    });
    expect([posted.status, typeof (JSON.parse(posted.body) as { token?: string }).token]).toEqual([
      200,
      'string',
    ]);
    expect(direct.status).toBe(200);
    expect(await exited).toBe(0);
    agent.destroy();
  });
});

/** One request over `agent`, read whole. */
function send(
  agent: Agent,
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
