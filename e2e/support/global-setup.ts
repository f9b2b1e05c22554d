import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ACCOUNTS, type AccountRole } from './accounts';
import { startDnsFake } from './dns-fake';
import { startGatewayFakes } from './gateway-fakes';
import { startOidcFake } from './oidc-fake';

const root = resolve(__dirname, '..', '..');
const BUILT = [
  'api/dist/main.js',
  'shell/dist/index.html',
  ...['qrcodes', 'admin', 'billing'].map((r) => `mfe-${r}/dist/mf-manifest.json`),
];

/** Builds what changed (Nx caches the rest), unless E2E_SKIP_BUILD is set. */
function build(): void {
  if (process.env.E2E_SKIP_BUILD) return;
  const projects = 'api,shell,mfe-qrcodes,mfe-admin,mfe-billing';
  const result = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', `--projects=${projects}`, '--outputStyle=static'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('The build failed: the journeys need the built suite.');
}

function checkBuilt(): void {
  const missing = BUILT.filter((file) => !existsSync(join(root, file)));
  if (missing.length)
    throw new Error(`Build the suite first (npm run build); missing: ${missing.join(', ')}`);
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseURL: string, api: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) break;
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The api did not start:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
}

async function call<T>(baseURL: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface AuthAnswer {
  token: string;
  user: unknown;
}

/** One account per role, and a signed-in browser state for each (local storage as the shell keeps it). */
async function prepareAccounts(baseURL: string, stateDir: string): Promise<void> {
  const superAdmin = await call<AuthAnswer>(baseURL, '/auth/login', {
    email: ACCOUNTS.super_admin.email,
    password: ACCOUNTS.super_admin.password,
  });
  await call(baseURL, '/auth/users', { ...ACCOUNTS.admin, role: 'admin' }, superAdmin.token);
  await call(baseURL, '/auth/register', ACCOUNTS.user);
  for (const role of Object.keys(ACCOUNTS) as AccountRole[]) {
    const { email, password } = ACCOUNTS[role];
    const session = await call<AuthAnswer>(baseURL, '/auth/login', { email, password });
    const state = {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: 'qrpanel.token', value: session.token },
            { name: 'qrpanel.user', value: JSON.stringify(session.user) },
          ],
        },
      ],
    };
    writeFileSync(join(stateDir, `state-${role}.json`), JSON.stringify(state));
  }
}

/**
 * The api as `npm start` runs it (node api/dist/main.js), with its output in `logFile`;
 * `fakesEnv` points it at the local payment gateway fakes and the journeys' DNS.
 */
function startApi(
  port: number,
  dataDir: string,
  logFile: string,
  fakesEnv: Record<string, string>,
): ChildProcess {
  const baseURL = `http://127.0.0.1:${port}`;
  // Its own process group: the runner ending a test worker must not take the api along.
  return spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseURL,
      SUPER_ADMIN_EMAIL: ACCOUNTS.super_admin.email,
      SUPER_ADMIN_PASSWORD: ACCOUNTS.super_admin.password,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      ...fakesEnv,
    },
  });
}

/**
 * Starts the built suite as `npm start` does, on a fresh SQLite database in a temporary
 * folder and a free port of 127.0.0.1; the tests read its address from E2E_BASE_URL.
 * Should the api stop before the end (a signal from outside), it is started again on the
 * same port and database, and the log says so: the journeys go on against the same data.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  build();
  checkBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'qrpanel-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, 'api.log');
  const gateways = await startGatewayFakes(baseURL);
  const dns = await startDnsFake();
  const oidc = await startOidcFake(baseURL);
  const fakesEnv = { ...gateways.apiEnv, ...dns.apiEnv, ...oidc.apiEnv };
  let api = startApi(port, dataDir, logFile, fakesEnv);
  try {
    await waitForHealth(baseURL, api, logFile);
    await prepareAccounts(baseURL, dataDir);
  } catch (error) {
    api.kill();
    await gateways.close();
    await dns.close();
    await oidc.close();
    throw error;
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_STATE_DIR = dataDir;
  Object.assign(process.env, gateways.testEnv, dns.testEnv, oidc.testEnv);

  let stopping = false;
  const supervise = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      if (stopping) return;
      process.stderr.write(`\nThe api stopped during the journeys (${signal ?? code}); starting it again.\n`);
      api = startApi(port, dataDir, logFile, fakesEnv);
      supervise(api);
    });
  supervise(api);
  process.once('exit', () => api.kill());

  return async () => {
    stopping = true;
    const exited = new Promise((r) => api.once('exit', r));
    api.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (api.exitCode === null) api.kill('SIGKILL');
    await gateways.close();
    await dns.close();
    await oidc.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
